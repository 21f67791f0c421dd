// A database of the test file's own, for tests that run the outbox worker: a
// worker sends every due delivery it finds, so it must find only the file's.
// Call before anything uses `db` (the client is made on first use).
import { afterAll, beforeAll, inject } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { createTestDatabase, type TestDatabase } from "../setup/databases";
import { db } from "@/lib/db";

export function ownDatabase(): { url: () => string } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(inject("provider"));
    migrate(database.url, { quiet: true });
    process.env.DATABASE_URL = database.url;
  });
  afterAll(async () => {
    await db.$disconnect();
    await database?.drop();
  });
  return { url: () => database!.url };
}
