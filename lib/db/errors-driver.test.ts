// The drivers' errors (the direct reads, lib/db/direct.ts, get them as they
// are) and Prisma's around them: those that mean "busy, unreachable or
// failing its storage, retry" are 503s, the rest (a bug, a bad statement, a
// damaged file) are not. The API tests inject the faults themselves
// (tests/api/sqlite-faults.test.ts, tests/api/postgres-outage.test.ts).
import { describe, expect, it } from "vitest";
import { unavailableFrom } from "./errors";

/** An error as node-postgres or better-sqlite3 throws it: a message and a code. */
const driverError = (message: string, code: string) => Object.assign(new Error(message), { code });
/** A PrismaClientKnownRequestError's shape: Prisma's code, and what the adapter said in `meta`. */
const prismaError = (message: string, code: string, meta: object = {}) =>
  Object.assign(new Error(message), { name: "PrismaClientKnownRequestError", code, meta });
const notAccepting = driverError('database "dockside" is not currently accepting connections', "55000");

describe("unavailableFrom", () => {
  it.each([
    ["PostgreSQL shutting down", driverError("terminating connection due to administrator command", "57P01")],
    [
      "PostgreSQL restarting after a crash",
      driverError("terminating connection because of crash of another server process", "57P02"),
    ],
    ["PostgreSQL starting up", driverError("the database system is starting up", "57P03")],
    ["a connection failure", driverError("could not receive data from client", "08006")],
    ["a database's connection limit", driverError('too many connections for database "dockside"', "53300")],
    ["a lock wait that timed out", driverError("could not obtain lock on row", "55P03")],
    ["a reset connection", driverError("read ECONNRESET", "ECONNRESET")],
    ["a connection that timed out", driverError("connect ETIMEDOUT 10.0.0.1:5432", "ETIMEDOUT")],
    ["SQLite busy, as better-sqlite3 says it", driverError("database is locked", "SQLITE_BUSY")],
    ["SQLite's snapshot busy", driverError("database is locked", "SQLITE_BUSY_SNAPSHOT")],
    ["a database whose connections are switched off", notAccepting],
    ["PostgreSQL's disk full", driverError("could not extend file: No space left on device", "53100")],
    ["PostgreSQL's I/O error", driverError("could not read block 0", "58030")],
    ["a deadlock", driverError("deadlock detected", "40P01")],
    ["SQLite's disk I/O error", driverError("disk I/O error", "SQLITE_IOERR_WRITE")],
    ["SQLite's full disk", driverError("database or disk is full", "SQLITE_FULL")],
    ["SQLite's file that cannot be opened", driverError("unable to open database file", "SQLITE_CANTOPEN")],
    [
      "SQLite's read-only file",
      driverError("attempt to write a readonly database", "SQLITE_READONLY_DBMOVED"),
    ],
    [
      "node-postgres on a broken client (no code)",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    ["Prisma's too many connections", prismaError("Too many database connections opened", "P2037")],
    ["Prisma's closed connection", prismaError("Server has closed the connection.", "P1017")],
    [
      "Prisma's pool timeout",
      prismaError("Timed out fetching a new connection from the connection pool", "P2024"),
    ],
    [
      "an adapter's error around the driver's (Prisma passes it on as it is)",
      Object.assign(new Error("terminating connection due to administrator command"), {
        name: "DriverAdapterError",
        cause: { kind: "postgres", code: "57P01", originalCode: "57P01" },
      }),
    ],
    [
      "Prisma's known error around an adapter's",
      prismaError("Raw query failed", "P2010", {
        driverAdapterError: { cause: { kind: "sqlite", originalCode: "SQLITE_IOERR_WRITE" } },
      }),
    ],
  ])("%s is unavailable", (_, error) => {
    expect(unavailableFrom(error)?.code).toBe("unavailable");
  });

  it.each([
    ["a syntax error", driverError('syntax error at or near "selec"', "42601")],
    ["a missing column", driverError('column "x" does not exist', "42703")],
    ["SQLite's bad SQL", driverError('near "selec": syntax error', "SQLITE_ERROR")],
    ["a unique violation", driverError("duplicate key value violates unique constraint", "23505")],
    ["another 55000", driverError("currval of sequence is not yet defined in this session", "55000")],
    ["SQLite's corrupt file", driverError("database disk image is malformed", "SQLITE_CORRUPT")],
    [
      "a validation error quoting a caller's words",
      Object.assign(new Error("Argument `carrier`: disk I/O error"), { name: "PrismaClientValidationError" }),
    ],
  ])("%s is not", (_, error) => {
    expect(unavailableFrom(error)).toBeNull();
  });
});
