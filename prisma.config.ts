// Prisma's CLI (generate, migrate deploy, migrate diff) with the WebAssembly
// schema engine and a JavaScript driver adapter: nothing is downloaded.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { databaseUrl, providerOf } from "./lib/db/url";
import { SCHEMA } from "./lib/db/migrate";

const url = databaseUrl();
process.env.DATABASE_URL = url;
const provider = providerOf(url);

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: SCHEMA[provider],
  migrations: { path: path.join("prisma", "migrations", provider) },
  async adapter() {
    if (provider === "sqlite") {
      const { PrismaBetterSQLite3 } = await import("@prisma/adapter-better-sqlite3");
      return new PrismaBetterSQLite3({ url });
    }
    const { PrismaPg } = await import("@prisma/adapter-pg");
    // allowExitOnIdle: the CLI exits when done instead of waiting out the pool's 10 s idle timeout.
    return new PrismaPg({ connectionString: url, allowExitOnIdle: true });
  },
});
