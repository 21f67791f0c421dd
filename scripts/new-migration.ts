// `npm run db:migration -- <name>`: after an edit of prisma/schema.prisma,
// writes the next migration for SQLite and for PostgreSQL: the change from what
// the existing migrations build (on scratch databases, scripts/schema-diff.ts)
// to the schema. Needs the PostgreSQL server of POSTGRES_ADMIN_URL
// (default postgresql://postgres@127.0.0.1:5432/postgres).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { schemaChange } from "./schema-diff";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_");
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);

for (const provider of ["sqlite", "postgresql"] as const) {
  const sql = await schemaChange(provider, { script: true });
  if (sql === null) {
    console.log(`${provider}: no change`);
    continue;
  }
  const dir = path.join("prisma", "migrations", provider, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "migration.sql"), sql + "\n");
  console.log(`${provider}: wrote ${dir}/migration.sql`);
}
