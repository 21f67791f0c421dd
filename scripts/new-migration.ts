// `npm run db:migration -- <name>`: writes the next migration for SQLite and
// for PostgreSQL from the change between prisma/migrations/last-schema.prisma
// (the model as of the last migration) and prisma/schema.prisma. Needs no
// database: Prisma's diff works from the two datamodels.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_");
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(2);
}
execFileSync("npx", ["tsx", "scripts/db-schemas.ts"], { stdio: "inherit" });
const SNAPSHOT = "prisma/migrations/last-schema.prisma";
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const scratch = mkdtempSync(path.join(tmpdir(), "dockside-migration-"));

for (const [provider, schema, url] of [
  // A scratch file: a fresh clone has no data/ folder yet.
  ["sqlite", "prisma/schema.prisma", `file:${path.join(scratch, "unused.db")}`],
  // The PostgreSQL diff needs a server to talk to, though it changes nothing there.
  [
    "postgresql",
    "prisma/postgresql/schema.prisma",
    process.env.POSTGRES_URL || "postgresql://postgres@127.0.0.1:5432/postgres",
  ],
] as const) {
  const from = path.join(scratch, `${provider}.prisma`);
  const base = existsSync(SNAPSHOT) ? readFileSync(SNAPSHOT, "utf8") : null;
  const args = ["prisma", "migrate", "diff", "--to-schema-datamodel", schema, "--script"];
  if (base) {
    writeFileSync(from, base.replace('provider = "sqlite"', `provider = "${provider}"`));
    args.push("--from-schema-datamodel", from);
  } else args.push("--from-empty");
  const sql = execFileSync("npx", args, { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" });
  if (/^-- This is an empty migration\.\s*$/.test(sql.trim())) {
    console.log(`${provider}: no change`);
    continue;
  }
  const dir = path.join("prisma", "migrations", provider, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "migration.sql"), sql);
  console.log(`${provider}: wrote ${dir}/migration.sql`);
}
copyFileSync("prisma/schema.prisma", SNAPSHOT);
