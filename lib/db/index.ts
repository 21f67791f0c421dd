// The Prisma client, one per process, on the database DATABASE_URL names.
// Both providers' clients are generated from one schema; their APIs are
// identical, so the rest of the code sees one PrismaClient type. Each client
// also carries a DirectReader (./direct.ts) on the connections it opens.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaClient as SqliteClient } from "../generated/sqlite";
import { PrismaClient as PgClient } from "../generated/postgresql";
import { DirectReader, directReader, withDirectReader } from "./direct";
import type { Statements } from "./sql";
import { databaseUrl, providerOf, sqlitePath } from "./url";
import { pgAdapter } from "./pg-adapter";
import type { ReadOnlyOptions } from "./read-only";
import { sqliteAdapter } from "./sqlite-adapter";

export type { Prisma, PrismaClient } from "../generated/sqlite";
export type Db = SqliteClient;
export type Tx = Parameters<Parameters<SqliteClient["$transaction"]>[0]>[0];

/**
 * `busyWaitMs` (SQLite only): how long a writer waits for another process's lock before SQLITE_BUSY
 * (answered as 503); tests set it short to reach that answer quickly. `readOnly` (SQLite only): the
 * reports' reads beside the write connection (./read-only.ts); tests inject faults there.
 */
export function createClient(
  url = databaseUrl(),
  { busyWaitMs = 10_000, readOnly }: { busyWaitMs?: number; readOnly?: ReadOnlyOptions } = {},
): Db {
  const provider = providerOf(url);
  let client: Db | null = null;
  const reader = new DirectReader(provider, () => client!.$connect());
  if (provider === "sqlite") {
    const file = sqlitePath(url);
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    client = new SqliteClient({ adapter: sqliteAdapter(file, busyWaitMs, reader, readOnly) });
  } else {
    client = new PgClient({ adapter: pgAdapter(url, reader) }) as unknown as Db;
  }
  return withDirectReader(client, reader);
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

/** Where compiled statements (./sql.ts) run on `db` outside a transaction: on the driver (./direct.ts). */
export function statementsOf(db: Db): Statements {
  return directReader(db);
}

/** `fn` in a transaction on the driver (./direct.ts), without Prisma's runtime in the way of every statement. */
export function statementTransaction<T>(db: Db, fn: (tx: Statements) => Promise<T>): Promise<T> {
  return directReader(db).transaction(fn);
}
