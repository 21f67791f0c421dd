// Which of the project's migrations a database has not applied: the folders
// of prisma/migrations/<provider> against Prisma's own record of what it
// applied (`_prisma_migrations`). The admin command line migrates when one is
// missing; readiness (lib/api/probes-node.ts) fails while one is.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Db } from ".";
import type { Provider } from "./url";

const folders = new Map<string, string[]>();

/** The migrations of `provider` the project ships, read once per process (they change only with a release). */
export function migrationsOf(provider: Provider, root = process.cwd()): string[] {
  const folder = path.join(root, "prisma", "migrations", provider);
  let names = folders.get(folder);
  if (!names) {
    names = readdirSync(folder, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    folders.set(folder, names);
  }
  return names;
}

/** The names in `wanted` that `db` has not applied; throws when the database does not answer. */
export async function pendingMigrations(db: Db, wanted: string[]): Promise<string[]> {
  let rows: { migration_name: string }[];
  try {
    rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
    );
  } catch (e) {
    // A new database has no record at all: everything is pending. Anything else is the database's failure.
    if (/_prisma_migrations/.test(e instanceof Error ? e.message : String(e))) return wanted;
    throw e;
  }
  const applied = new Set(rows.map((r) => r.migration_name));
  return wanted.filter((w) => !applied.has(w));
}
