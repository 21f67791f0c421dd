// Databases made for one run and dropped after it, by the API tests, the
// benchmark, the schema-drift test and `npm run db:migration`: a fresh SQLite
// file in the temporary folder, or a fresh database on the PostgreSQL server
// that POSTGRES_ADMIN_URL names (a role allowed to CREATE DATABASE). Never
// anyone else's database.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const POSTGRES_ADMIN_URL =
  process.env.POSTGRES_ADMIN_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

export type ScratchDatabase = { provider: "sqlite" | "postgresql"; url: string; drop(): Promise<void> };

/** `work` on a connection of POSTGRES_ADMIN_URL's role, closed after it. */
export async function asAdmin<T>(
  work: (c: pg.Client) => Promise<T>,
  connectTimeoutMillis = 10_000,
): Promise<T> {
  const c = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: connectTimeoutMillis,
  });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/**
 * A new, empty database whose name starts with `prefix` (letters, digits and underscores). Throws when
 * PostgreSQL does not answer within `connectTimeoutMillis`.
 */
export async function createScratchDatabase(
  provider: "sqlite" | "postgresql",
  prefix: string,
  { connectTimeoutMillis = 10_000 } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  if (provider === "sqlite") {
    const dir = path.join(tmpdir(), name);
    mkdirSync(dir, { recursive: true });
    return {
      provider,
      url: `file:${path.join(dir, "scratch.db")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = <T>(work: (c: pg.Client) => Promise<T>) => asAdmin(work, connectTimeoutMillis);
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    provider,
    url: url.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
