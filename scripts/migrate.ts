import { pathToFileURL } from "node:url";
import { migrate } from "../lib/db/migrate";
import { createClient } from "../lib/db";
import { backfillCompanyNameKeys } from "../lib/carriers/companies";
import { databaseUrl, providerOf } from "../lib/db/url";

/**
 * Applies the migrations, fills in what SQL cannot compute (company name keys)
 * and, for SQLite, turns on write-ahead logging. Also used by scripts/start.ts.
 */
export async function migrateDatabase(url = databaseUrl(), opts: { quiet?: boolean } = {}) {
  migrate(url, opts);
  const db = createClient(url);
  try {
    // Write-ahead logging: readers never wait for the writer. The setting is
    // stored in the database file.
    if (providerOf(url) === "sqlite") await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
    await backfillCompanyNameKeys(db);
  } finally {
    await db.$disconnect();
  }
}

// `npm run db:migrate` runs this file; scripts/start.ts imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await migrateDatabase();
