// The direct reads (lib/db/direct.ts) get the drivers' own errors, not
// Prisma's: those that mean "busy or unreachable, retry" are 503s too, the
// rest (a bug, a bad statement) are not.
import { describe, expect, it } from "vitest";
import { unavailableFrom } from "./errors";

/** An error as node-postgres or better-sqlite3 throws it: a message and a code. */
const driverError = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("unavailableFrom, for the drivers' own errors", () => {
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
  ])("%s is unavailable", (_, error) => {
    expect(unavailableFrom(error)?.code).toBe("unavailable");
  });

  it.each([
    ["a syntax error", driverError('syntax error at or near "selec"', "42601")],
    ["a missing column", driverError('column "x" does not exist', "42703")],
    ["SQLite's bad SQL", driverError('near "selec": syntax error', "SQLITE_ERROR")],
    ["a unique violation", driverError("duplicate key value violates unique constraint", "23505")],
  ])("%s is not", (_, error) => {
    expect(unavailableFrom(error)).toBeNull();
  });
});
