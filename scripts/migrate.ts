import { pathToFileURL } from "node:url";
import { migrate } from "../lib/db/migrate";
import { createClient } from "../lib/db";
import { databaseUrl, providerOf } from "../lib/db/url";

/** Applies the migrations and, for SQLite, turns on write-ahead logging. Also used by scripts/start.ts. */
export async function migrateDatabase(url = databaseUrl(), opts: { quiet?: boolean } = {}) {
  migrate(url, opts);
  if (providerOf(url) === "sqlite") {
    // Write-ahead logging: readers never wait for the writer. The setting is
    // stored in the database file.
    const db = createClient(url);
    await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
    await db.$disconnect();
  }
}

// `npm run db:migrate` runs this file; scripts/start.ts imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await migrateDatabase();
