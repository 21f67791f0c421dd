// Applies the versioned migrations of the database DATABASE_URL names with
// Prisma's own `migrate deploy` (WebAssembly schema engine, no download).
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { databaseUrl, providerOf, sqlitePath } from "./url";

const PRISMA_CLI = path.join(process.cwd(), "node_modules", "prisma", "build", "index.js");

export function migrate(url = databaseUrl(), opts: { quiet?: boolean } = {}): void {
  if (providerOf(url) === "sqlite")
    mkdirSync(path.dirname(path.resolve(sqlitePath(url))), { recursive: true });
  execFileSync(process.execPath, [PRISMA_CLI, "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: "1", NO_COLOR: "1" },
    stdio: opts.quiet ? ["ignore", "ignore", "pipe"] : "inherit",
  });
}
