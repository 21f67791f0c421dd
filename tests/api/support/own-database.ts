// A database of the test file's own, for tests that run the outbox worker: a
// worker sends every due delivery it finds, so it must find only the file's.
// Call before anything uses `db` (the client is made on first use).
import { afterAll, beforeAll, inject } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { createTestDatabase, type TestDatabase } from "../setup/databases";
import { db, type Db } from "@/lib/db";
import { lastUsedWriter } from "@/lib/tokens/last-used";

export function ownDatabase(): { url: () => string } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(inject("provider"));
    migrate(database.url, { quiet: true });
    process.env.DATABASE_URL = database.url;
  });
  afterAll(async () => {
    await endClient(db);
    await database?.drop();
  });
  return { url: () => database!.url };
}

/**
 * Ends `client`'s connections once this process's noted token uses are written (lib/tokens/last-used.ts writes
 * them on a timer, a second after a request, in a transaction). A disconnect inside that transaction loses the
 * write, or, between its statements, waits for ever for the connection it holds.
 */
export async function endClient(client: Db): Promise<void> {
  await lastUsedWriter().flush();
  await client.$disconnect();
}
