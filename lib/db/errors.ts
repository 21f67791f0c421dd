// Database failures that are not bugs: a unique key already taken, or the
// database away, busy or failing its storage (answered as unavailable, to be
// retried). The one place that knows what the drivers and Prisma call them.
import { DomainError } from "../core/errors";

type Coded = {
  code?: string;
  message?: string;
  meta?: { target?: unknown; modelName?: string };
  /** node-postgres: the violated constraint's name. */
  constraint?: string;
};

// Prisma's code, and the drivers' own for statements run on them (./direct.ts): PostgreSQL's SQLSTATE,
// better-sqlite3's extended result codes.
const UNIQUE = new Set(["P2002", "23505", "SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"]);

/** Whether `e` is a unique key already taken, on a key that names `column` (a constraint or column name). */
export function isUniqueViolation(e: unknown, column: string): boolean {
  const err = e as Coded;
  if (!err?.code || !UNIQUE.has(err.code)) return false;
  const target = err.meta?.target;
  return [JSON.stringify(target ?? ""), err.message ?? "", err.constraint ?? ""].some((t) =>
    t.includes(column),
  );
}

// Prisma's codes: server unreachable (P1001), connect or operation timed out
// (P1002, P1008), connection closed (P1017), no pool connection in time
// (P2024), a transaction closed under it or not started in time (P2028), a
// write conflict or deadlock (P2034), too many connections (P2037).
const PRISMA = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2034", "P2037"]);
// The driver adapters' kinds for the same (in a DriverAdapterError's cause).
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TransactionWriteConflict",
]);
// The drivers' own codes:
// - the network: refused, reset, timed out, unreachable;
// - PostgreSQL's SQLSTATEs: connection exceptions (class 08), insufficient
//   resources (53: disk full, out of memory, too many connections), operator
//   intervention (57P01 terminated by an administrator, 57P02 crash of another
//   backend, 57P03 starting up or shutting down, 57P05 idle session timeout,
//   57014 statement timeout), system errors (58: I/O errors), a lock wait
//   (55P03), a serialization failure or deadlock (40001, 40P01);
// - SQLite's result codes, extended ones included: busy or locked past the
//   timeout, disk I/O errors, disk full, cannot open the file, read-only file
//   or directory, WAL lock protocol, out of memory.
const DRIVER =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|08\w{3}|53\w{3}|57P0[1235]|57014|58\w{3}|55P03|40001|40P01|SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL|NOMEM)(_\w+)?)$/;
// 55000 (object not in prerequisite state) is a bug, except for a database whose connections are switched off.
const NOT_ACCEPTING = /is not currently accepting connections/i;
// Failures that come with no code at all, only words: node-postgres on a
// client whose connection broke or that the pool could not connect in time,
// Prisma's transaction manager, and PostgreSQL's timeouts when an operator
// sets them.
const TEXT =
  /Client has encountered a connection error|Connection terminated|Client was closed and is not queryable|timeout exceeded when trying to connect|too many clients|Can't reach database server|Server has closed the connection|Transaction already closed|Unable to start a transaction|canceling statement due to (lock|statement) timeout|terminating connection|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|database is locked|disk I\/O error|database or disk is full|unable to open database file|attempt to write a readonly database/i;

type Facts = { codes: string[]; messages: string[] };

/**
 * The codes and messages an error carries, through its wrappers: Prisma's
 * known request errors keep the adapter's error in `meta.driverAdapterError`,
 * a DriverAdapterError keeps the driver's in `cause` (`kind`, `code`,
 * `originalCode`, `originalMessage`), node's network errors may be an
 * AggregateError of one per address.
 */
function factsOf(e: unknown, facts: Facts = { codes: [], messages: [] }, depth = 0): Facts {
  if (!e || typeof e !== "object" || depth > 4) return facts;
  const o = e as Record<string, unknown>;
  for (const key of ["code", "kind", "originalCode"])
    if (typeof o[key] === "string") facts.codes.push(o[key] as string);
  // A validation error's message quotes the call's arguments: words a caller chose, not the database's.
  if (o.name !== "PrismaClientValidationError")
    for (const key of ["message", "originalMessage"])
      if (typeof o[key] === "string") facts.messages.push(o[key] as string);
  const meta = o.meta as Record<string, unknown> | undefined;
  factsOf(meta?.driverAdapterError, facts, depth + 1);
  factsOf(o.cause, facts, depth + 1);
  if (Array.isArray(o.errors)) for (const inner of o.errors.slice(0, 4)) factsOf(inner, facts, depth + 1);
  return facts;
}

/** Whether `e` says the database is unreachable, busy or failing its storage: worth a retry, not a bug. */
export function isUnavailable(e: unknown): boolean {
  const { codes, messages } = factsOf(e);
  return (
    codes.some((c) => PRISMA.has(c) || ADAPTER_KINDS.has(c) || DRIVER.test(c)) ||
    (codes.includes("55000") && messages.some((m) => NOT_ACCEPTING.test(m))) ||
    messages.some((m) => TEXT.test(m) || NOT_ACCEPTING.test(m))
  );
}

/** Seconds a caller should wait before retrying a database that is away or busy. */
export const RETRY_AFTER_SECONDS = 2;

/** An unavailable DomainError for a database that cannot be reached, is busy or fails its storage; null for anything else. */
export function unavailableFrom(e: unknown): DomainError | null {
  if (!isUnavailable(e)) return null;
  return new DomainError(
    "unavailable",
    "the database is busy or unreachable; retry shortly",
    undefined,
    RETRY_AFTER_SECONDS,
  );
}
