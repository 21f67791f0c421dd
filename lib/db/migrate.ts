// Applies the versioned migrations of the database DATABASE_URL names with
// Prisma's own `migrate deploy` (WebAssembly schema engine, no download).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { databaseUrl, providerOf, sqlitePath } from "./url";

const PRISMA_CLI = path.join(process.cwd(), "node_modules", "prisma", "build", "index.js");

export const SCHEMA = {
  sqlite: "prisma/schema.prisma",
  postgresql: "prisma/postgresql/schema.prisma",
} as const;

/**
 * The PostgreSQL twin of prisma/schema.prisma, the one schema: the same models, another provider and
 * another folder for its client. Prisma wants one provider per schema file, hence a second file.
 */
export function postgresSchema(source: string): string {
  const twin = source
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace('output     = "../lib/generated/sqlite"', 'output     = "../../lib/generated/postgresql"')
    // The compiled statements' table types come from the source schema alone (lib/db/tables.ts).
    .replace(/\n(\/\/[^\n]*\n)*generator kysely \{[^}]*\}\n/, "")
    .replace(
      /^\/\/ The one source of truth[\s\S]*?\n\n/,
      "// GENERATED from prisma/schema.prisma by lib/db/migrate.ts: do not edit, not committed.\n\n",
    );
  if (
    !twin.includes('provider = "postgresql"') ||
    !twin.includes("generated/postgresql") ||
    !twin.startsWith("// GENERATED") ||
    twin.includes("prisma-kysely")
  ) {
    throw new Error(
      "prisma/schema.prisma no longer has the header, provider, output or kysely generator lines that lib/db/migrate.ts rewrites",
    );
  }
  return twin;
}

/**
 * Writes prisma/postgresql/schema.prisma from prisma/schema.prisma when it differs. Runs on install
 * (`npm run db:generate`) and before every PostgreSQL migration, so the Prisma CLI never reads a stale
 * twin. Written through a rename: a concurrent reader sees the old file or the new one, never half.
 */
export function writePostgresSchema(root = process.cwd()): void {
  const file = path.join(root, SCHEMA.postgresql);
  const twin = postgresSchema(readFileSync(path.join(root, SCHEMA.sqlite), "utf8"));
  if (existsSync(file) && readFileSync(file, "utf8") === twin) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, twin);
  renameSync(tmp, file);
}

const cli = (url: string, args: string[], stdio: "pipe" | ("ignore" | "inherit" | "pipe")[]) =>
  execFileSync(process.execPath, [PRISMA_CLI, ...args], {
    env: { ...process.env, DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: "1", NO_COLOR: "1" },
    stdio,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });

/** Runs the project's Prisma CLI on the database `url` names; returns its output. A failure throws with the output in `stderr`. */
export function prismaCli(url: string, args: string[]): string {
  return cli(url, args, "pipe");
}

export function migrate(url = databaseUrl(), opts: { quiet?: boolean } = {}): void {
  if (providerOf(url) === "sqlite")
    mkdirSync(path.dirname(path.resolve(sqlitePath(url))), { recursive: true });
  else writePostgresSchema();
  cli(
    url,
    ["migrate", "deploy"],
    opts.quiet ? ["ignore", "ignore", "pipe"] : ["ignore", "inherit", "inherit"],
  );
}
