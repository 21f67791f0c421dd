// Each API test run gets its own database: a fresh SQLite file, or a fresh
// PostgreSQL database that is dropped afterwards. Never anyone else's.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

export type TestDatabase = { url: string; drop(): Promise<void> };

export async function createTestDatabase(provider: "sqlite" | "postgresql"): Promise<TestDatabase> {
  const name = `dockside_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  if (provider === "sqlite") {
    const dir = path.join(tmpdir(), name);
    mkdirSync(dir, { recursive: true });
    return {
      url: `file:${path.join(dir, "test.db")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
