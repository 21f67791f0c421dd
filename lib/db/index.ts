// The Prisma client, one per process, on the database DATABASE_URL names.
// Both providers' clients are generated from one schema; their APIs are
// identical, so the rest of the code sees one PrismaClient type.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "../generated/sqlite";
import { PrismaClient as PgClient } from "../generated/postgresql";
import { databaseUrl, providerOf, sqlitePath } from "./url";
import { sqliteAdapter } from "./sqlite-adapter";

export type { Prisma, PrismaClient } from "../generated/sqlite";
export type Db = SqliteClient;
export type Tx = Parameters<Parameters<SqliteClient["$transaction"]>[0]>[0];

export function createClient(url = databaseUrl()): Db {
  if (providerOf(url) === "sqlite") {
    const file = sqlitePath(url);
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // timeout: how long a writer waits for another process's lock before
    // SQLITE_BUSY (answered as 503).
    return new SqliteClient({ adapter: sqliteAdapter(file, 10_000) });
  }
  const max = Number(process.env.DATABASE_POOL_SIZE || 10);
  const client = new PgClient({
    adapter: new PrismaPg({ connectionString: url, max, connectionTimeoutMillis: 5_000 }),
  });
  return client as unknown as Db;
}

const globalForPrisma = globalThis as unknown as { prisma?: Db };

/** The process's client, made on first use so that importing this file opens nothing. */
export const db: Db = new Proxy({} as Db, {
  get(_, prop) {
    globalForPrisma.prisma ??= createClient();
    const value = Reflect.get(globalForPrisma.prisma, prop);
    return typeof value === "function" ? value.bind(globalForPrisma.prisma) : value;
  },
});
