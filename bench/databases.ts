// The benchmark's own databases: a fresh SQLite file, and a fresh PostgreSQL
// database that is dropped afterwards. Never anyone else's.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export type BenchDatabase = { provider: "sqlite" | "postgresql"; url: string; drop(): Promise<void> };

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

const name = () => `dockside_bench_${process.pid}_${randomBytes(3).toString("hex")}`;

export function sqliteDatabase(dir: string): BenchDatabase {
  const folder = path.join(dir, name());
  mkdirSync(folder, { recursive: true });
  return {
    provider: "sqlite",
    url: `file:${path.join(folder, "bench.db")}`,
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** A fresh database on the PostgreSQL server, or the reason there is none. */
export async function postgresDatabase(): Promise<BenchDatabase | { skipped: string }> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (e) {
    return {
      skipped: `no PostgreSQL at ${new URL(POSTGRES_ADMIN_URL).host} (${(e as Error).message || (e as { code?: string }).code})`,
    };
  }
  const db = name();
  try {
    await admin.query(`CREATE DATABASE "${db}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${db}`;
  return {
    provider: "postgresql",
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
      await c.end();
    },
  };
}
