// Database failures that are not bugs: a unique key already taken, or the
// database away or busy (answered as unavailable, to be retried).
import { DomainError } from "../core/errors";

type Coded = { code?: string; message?: string; meta?: { target?: unknown; modelName?: string } };

export function isUniqueViolation(e: unknown, column: string): boolean {
  const err = e as Coded;
  if (err?.code !== "P2002") return false;
  const target = err.meta?.target;
  return JSON.stringify(target ?? "").includes(column) || (err.message ?? "").includes(column);
}

const UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2034"]);
// PostgreSQL's lock_timeout and statement_timeout, when an operator sets them,
// come through the adapter with no Prisma code: only their message says so.
const UNAVAILABLE_TEXT =
  /SQLITE_BUSY|database is locked|ECONNREFUSED|ECONNRESET|Connection terminated|timeout exceeded when trying to connect|too many clients|Transaction already closed|Unable to start a transaction|canceling statement due to (lock|statement) timeout/i;

// The drivers' own codes, from the reads that go to them directly (./direct.ts):
// the network's refusals, SQLite's busy and locked, and PostgreSQL's SQLSTATEs for
// a connection failure (08), too many connections (53300), a server shutting down
// or starting (57P01-57P03), a lock or statement timeout (55P03, 57014), some of
// which say so in words the patterns above do not know.
const DRIVER_UNAVAILABLE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|SQLITE_BUSY\w*|SQLITE_LOCKED\w*|08\w{3}|53300|57P0[123]|55P03|57014)$/;

function driverUnavailable(e: unknown): boolean {
  const code = (e as { code?: unknown })?.code;
  return typeof code === "string" && DRIVER_UNAVAILABLE.test(code);
}

/** An unavailable DomainError for a database that cannot be reached or is busy; null for anything else. */
export function unavailableFrom(e: unknown): DomainError | null {
  const err = e as Coded;
  if (
    (err?.code && UNAVAILABLE_CODES.has(err.code)) ||
    UNAVAILABLE_TEXT.test(err?.message ?? "") ||
    driverUnavailable(e)
  ) {
    return new DomainError("unavailable", "the database is busy or unreachable; retry shortly", undefined, 2);
  }
  return null;
}
