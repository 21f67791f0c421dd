// SQLite shares one file between processes (the server and the admin command
// line). A transaction must take the write lock when it begins: a deferred one
// that reads, then writes, fails at once with SQLITE_BUSY when another
// process got the lock in between (no busy timeout applies to that case).
import { describe, expect, it } from "vitest";
import { PrismaClient as SqliteClient } from "@/lib/generated/sqlite";
import { providerOf, sqlitePath } from "@/lib/db/url";
import { sqliteAdapter } from "@/lib/db/sqlite-adapter";
import { db } from "./helpers";

const url = process.env.DATABASE_URL ?? "";

describe.runIf(providerOf(url) === "sqlite")("SQLite transactions", () => {
  it("hold the write lock from their first statement, so another process waits instead of failing later", async () => {
    // A second connection, as another process would have; no busy wait, so it answers at once.
    const other = new SqliteClient({ adapter: sqliteAdapter(sqlitePath(url), 0) });
    try {
      let otherCouldWrite: boolean | undefined;
      await db.$transaction(async (tx) => {
        await tx.facility.count(); // reads only, so far
        otherCouldWrite = await other.$executeRawUnsafe("BEGIN IMMEDIATE").then(
          async () => {
            await other.$executeRawUnsafe("ROLLBACK");
            return true;
          },
          () => false,
        );
      });
      expect(otherCouldWrite).toBe(false);
      // Once it ends, the lock is free again.
      await other.$executeRawUnsafe("BEGIN IMMEDIATE");
      await other.$executeRawUnsafe("ROLLBACK");
    } finally {
      await other.$disconnect();
    }
  });
});
