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

/** An unavailable DomainError for a database that cannot be reached or is busy; null for anything else. */
export function unavailableFrom(e: unknown): DomainError | null {
  const err = e as Coded;
  if ((err?.code && UNAVAILABLE_CODES.has(err.code)) || UNAVAILABLE_TEXT.test(err?.message ?? "")) {
    return new DomainError("unavailable", "the database is busy or unreachable; retry shortly", undefined, 2);
  }
  return null;
}
