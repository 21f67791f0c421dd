// The database drivers, reached directly for the hot reads: Prisma's runtime
// and its adapter's row conversion cost several times the query itself
// (docs/performance.md). No connection of its own: it runs on the ones the
// Prisma client opened, captured when the client connects, so SQLite keeps
// its one connection and the one-at-a-time rule of ./sqlite-adapter.ts, and
// PostgreSQL its one pool. Statements are prepared once per connection:
// better-sqlite3's `prepare` cached by statement text, a named prepared
// statement on PostgreSQL (node-postgres parses a name once per connection).
import type pg from "pg";
import type { CompiledStatement } from "./sql";
import type { Provider } from "./url";

type SqliteStatement = { raw(on: boolean): SqliteStatement; get(params: unknown[]): unknown; run(): unknown };
/** The part of a better-sqlite3 Database that is used here and by ./sqlite-adapter.ts. */
export type SqliteConnection = { prepare(sql: string): SqliteStatement; readonly inTransaction: boolean };

/** What the client opened: where direct reads go until it disconnects. */
export type LiveConnection =
  | { provider: "sqlite"; connection: SqliteConnection; exclusive<T>(work: () => Promise<T>): Promise<T> }
  | { provider: "postgresql"; pool: pg.Pool };

export class DirectReader {
  #live: LiveConnection | null = null;
  #prepared = new Map<string, SqliteStatement>();

  /** `connect` makes the client open its connection (and so call `attach`). */
  constructor(
    readonly provider: Provider,
    private readonly connect: () => Promise<void>,
  ) {}

  attach(live: LiveConnection): void {
    this.#live = live;
    this.#prepared = new Map();
  }

  detach(): void {
    this.#live = null;
    this.#prepared = new Map();
  }

  /** The first row of `statement` with `values` bound, as an array of its columns; undefined when none. */
  async firstRow(statement: CompiledStatement, values: unknown[]): Promise<unknown[] | undefined> {
    if (!this.#live) await this.connect();
    const live = this.#live;
    if (!live) throw new Error("the database client did not connect");
    if (live.provider === "postgresql") {
      const result = await live.pool.query({
        name: statement.name,
        text: statement.sql,
        values,
        rowMode: "array",
      });
      return result.rows[0];
    }
    // better-sqlite3 is synchronous; the queue keeps the read out of any open transaction.
    return live.exclusive(
      async () => this.#sqlite(live.connection, statement.sql).get(values) as unknown[] | undefined,
    );
  }

  #sqlite(connection: SqliteConnection, sql: string): SqliteStatement {
    let statement = this.#prepared.get(sql);
    if (!statement) {
      statement = connection.prepare(sql).raw(true);
      this.#prepared.set(sql, statement);
    }
    return statement;
  }
}

const DIRECT = Symbol.for("dockside.directReader");

/** Gives `client` its reader (./index.ts createClient). */
export function withDirectReader<T extends object>(client: T, reader: DirectReader): T {
  Object.defineProperty(client, DIRECT, { value: reader });
  return client;
}

/** The direct reader of a client made by createClient (./index.ts). */
export function directReader(db: object): DirectReader {
  const reader = (db as Record<symbol, DirectReader | undefined>)[DIRECT];
  if (!reader) throw new Error("this database client has no direct reader: make it with createClient");
  return reader;
}
