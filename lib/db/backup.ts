// `npm run admin -- backup --to <file>` and `restore --from <file>`: a
// consistent copy of the database DATABASE_URL names while the app serves it,
// and that copy put back into an empty database.
//
// SQLite: SQLite's online backup on a connection of its own, all pages in one
// step, so the copy is the database as of one moment (the newest commits still
// in the -wal file included), while the app goes on writing. PostgreSQL:
// `pg_dump --format=custom`, which reads one snapshot; `pg_restore` in one
// transaction. Either way the copy is written beside its final name and
// renamed when complete: a failed run never leaves half a file under it.
import { execFile } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  openSync,
  readSync,
  closeSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import pg from "pg";
import { DomainError } from "../core/errors";
import { providerOf, sqlitePath, type Provider } from "./url";

export type Copied = { provider: Provider; file: string; bytes: number };

type SqliteDatabase = {
  backup(
    to: string,
    opts: { progress(p: { totalPages: number; remainingPages: number }): number },
  ): Promise<unknown>;
  prepare(sql: string): { get(): unknown };
};

/** better-sqlite3's own connection on `file`, through Prisma's adapter (which keeps it as `client`). */
async function sqliteConnection(file: string): Promise<{ db: SqliteDatabase; close(): Promise<void> }> {
  const adapter = await new PrismaBetterSQLite3({ url: file, timeout: 10_000 }).connect();
  return { db: (adapter as unknown as { client: SqliteDatabase }).client, close: () => adapter.dispose() };
}

/** libpq's part of a Prisma URL (the query options only Prisma knows dropped), the password apart. */
function libpq(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  for (const prismaOnly of [
    "schema",
    "connection_limit",
    "pool_timeout",
    "socket_timeout",
    "pgbouncer",
    "statement_cache_size",
  ])
    u.searchParams.delete(prismaOnly);
  // Passed in the environment, not on a command line anyone on the machine can read.
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { url: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(command, args, { env, maxBuffer: 16 * 1024 * 1024 }, (e, _out, stderr) => {
      if (!e) return resolve();
      const missing = (e as NodeJS.ErrnoException).code === "ENOENT";
      reject(
        new DomainError(
          "unavailable",
          missing
            ? `${command} is not installed: it comes with PostgreSQL's client programs (Debian: apt-get install postgresql-client)`
            : `${command} failed: ${String(stderr).trim().split("\n").slice(-3).join(" ")}`,
        ),
      );
    }),
  );
}

const partial = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);

function finish(tmp: string, file: string, provider: Provider): Copied {
  renameSync(tmp, file);
  return { provider, file, bytes: statSync(file).size };
}

/** Writes a consistent copy of the database `url` names to `to` (replacing a file there). */
export async function backup(url: string, to: string): Promise<Copied> {
  const file = path.resolve(to);
  if (!existsSync(path.dirname(file)))
    throw new DomainError("invalid_argument", `the folder ${path.dirname(file)} does not exist`);
  const tmp = partial(file);
  const provider = providerOf(url);
  try {
    if (provider === "sqlite") {
      const source = sqlitePath(url);
      if (!existsSync(source)) throw new DomainError("not_found", `there is no SQLite database at ${source}`);
      const { db, close } = await sqliteConnection(source);
      try {
        // The first step only counts the pages; the second copies them all under one read.
        await db.backup(tmp, { progress: () => 0x7fffffff });
      } finally {
        await close();
      }
    } else {
      const target = libpq(url);
      await run("pg_dump", ["--format=custom", `--file=${tmp}`, `--dbname=${target.url}`], target.env);
    }
    return finish(tmp, file, provider);
  } finally {
    rmSync(tmp, { force: true });
  }
}

const SQLITE_HEADER = "SQLite format 3\0";

function startsLikeSqlite(file: string): boolean {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(16);
    return readSync(fd, head, 0, 16, 0) === 16 && head.toString("latin1") === SQLITE_HEADER;
  } finally {
    closeSync(fd);
  }
}

/** Tables a database already has (a restore goes only into one that has none). */
async function tablesIn(url: string): Promise<number> {
  if (providerOf(url) === "sqlite") {
    const file = sqlitePath(url);
    if (!existsSync(file) || statSync(file).size === 0) return 0;
    const { db, close } = await sqliteConnection(file);
    try {
      return (
        db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number }
      ).n;
    } finally {
      await close();
    }
  }
  const client = new pg.Client({ connectionString: libpq(url).url, password: libpq(url).env.PGPASSWORD });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** Puts the copy `from` into the database `url` names, which must be empty (or, for SQLite, absent). */
export async function restore(url: string, from: string): Promise<Copied> {
  const file = path.resolve(from);
  if (!existsSync(file)) throw new DomainError("not_found", `there is no file ${file}`);
  const provider = providerOf(url);
  const tables = await tablesIn(url);
  if (tables)
    throw new DomainError(
      "conflict",
      `the ${provider} database DATABASE_URL names is not empty (${tables} tables): restore into a new, empty database`,
    );
  if (provider === "sqlite") {
    if (!startsLikeSqlite(file))
      throw new DomainError("invalid_argument", `${file} is not an SQLite database`);
    const target = path.resolve(sqlitePath(url));
    const tmp = partial(target);
    try {
      copyFileSync(file, tmp);
      // An empty database's journal files would be read as part of the copy.
      for (const journal of ["-wal", "-shm", "-journal"]) rmSync(target + journal, { force: true });
      finish(tmp, target, provider);
    } finally {
      rmSync(tmp, { force: true });
    }
  } else {
    const target = libpq(url);
    await run(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        `--dbname=${target.url}`,
        file,
      ],
      target.env,
    );
  }
  return { provider, file, bytes: statSync(file).size };
}
