// The database drivers, reached directly for the hot reads: Prisma's runtime
// and its adapter's row conversion cost several times the query itself
// (docs/performance.md). No connection of its own: it runs on the ones the
// Prisma client opened, captured when the client connects, so SQLite keeps
// its one connection and the one-at-a-time rule of ./sqlite-adapter.ts, and
// PostgreSQL its one pool. Statements are prepared once per connection:
// better-sqlite3's `prepare` cached by statement text, a named prepared
// statement on PostgreSQL (node-postgres parses a name once per connection).
// Writes go through it too, in transactions of its own (`transaction`), for
// the booking path (lib/placement/lock.ts).
import type pg from "pg";
import type { CompiledStatement, Statements } from "./sql";
import type { Provider } from "./url";

type SqliteStatement = {
  raw(on: boolean): SqliteStatement;
  get(params?: unknown[]): unknown;
  all(params?: unknown[]): unknown[];
  run(params?: unknown[]): { changes: number };
  readonly reader: boolean;
};

/** Where a report's reads go (./read-only.ts): a worker thread, else the main thread. */
export type ReadOnlyReads = {
  firstRow(sql: string, values: unknown[]): Promise<unknown[] | undefined>;
  /** Every row, as objects by column name. */
  rows(sql: string, values: unknown[]): Promise<unknown[]>;
};

/** The part of a better-sqlite3 Database that is used here and by ./sqlite-adapter.ts. */
export type SqliteConnection = { prepare(sql: string): SqliteStatement; readonly inTransaction: boolean };

/** What the client opened: where direct reads go until it disconnects. */
export type LiveConnection =
  | {
      provider: "sqlite";
      connection: SqliteConnection;
      exclusive<T>(work: () => Promise<T>): Promise<T>;
      /** Reads beside the write connection when the file is in WAL mode (./read-only.ts), else null. */
      readOnly(): ReadOnlyReads | null;
    }
  | { provider: "postgresql"; pool: pg.Pool };

/** How long a transaction may hold its connection (and the locks it took), as Prisma's timeout did. */
const TRANSACTION_MS = 30_000;

/** better-sqlite3 binds neither booleans nor undefined: as Prisma's adapter does, 1/0 and null. */
const sqliteValues = (values: unknown[]) =>
  values.map((v) => (v === undefined ? null : typeof v === "boolean" ? (v ? 1 : 0) : v));

export class DirectReader implements Statements {
  #live: LiveConnection | null = null;
  #prepared = new Map<string, SqliteStatement>();
  #plain = new Map<string, SqliteStatement>();

  /** `connect` makes the client open its connection (and so call `attach`). */
  constructor(
    readonly provider: Provider,
    private readonly connect: () => Promise<void>,
  ) {}

  attach(live: LiveConnection): void {
    this.#live = live;
    this.#prepared = new Map();
    this.#plain = new Map();
  }

  detach(): void {
    this.#live = null;
    this.#prepared = new Map();
    this.#plain = new Map();
  }

  /**
   * The connections open now and how many of them are lent out, for /metrics; null before the first
   * query. SQLite has the process's one connection, in use while a transaction holds it.
   */
  connections(): { open: number; inUse: number; waiting: number } | null {
    const live = this.#live;
    if (!live) return null;
    if (live.provider === "sqlite")
      return { open: 1, inUse: live.connection.inTransaction ? 1 : 0, waiting: 0 };
    const { totalCount, idleCount, waitingCount } = live.pool;
    return { open: totalCount, inUse: totalCount - idleCount, waiting: waitingCount };
  }

  async #connected(): Promise<LiveConnection> {
    if (!this.#live) await this.connect();
    const live = this.#live;
    if (!live) throw new Error("the database client did not connect");
    return live;
  }

  /** The first row of `statement` with `values` bound, as an array of its columns; undefined when none. */
  async firstRow(statement: CompiledStatement, values: unknown[]): Promise<unknown[] | undefined> {
    const live = await this.#connected();
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

  /**
   * As firstRow, for a read that may see the last commit instead of waiting its turn (a report): on
   * SQLite in WAL mode it runs on a read-only connection in a worker thread, beside the write connection's
   * queue and off the event loop, so that a manager's month report never holds a booking behind it.
   * PostgreSQL's pool has no such queue, and its driver does not hold the loop.
   */
  async firstRowReadOnly(statement: CompiledStatement, values: unknown[]): Promise<unknown[] | undefined> {
    const live = await this.#connected();
    const apart = live.provider === "sqlite" ? live.readOnly() : null;
    if (!apart) return this.firstRow(statement, values);
    return apart.firstRow(statement.sql, values);
  }

  /**
   * Statements for a report's reads of rows (its rule figures' bookings), beside the write path as
   * firstRowReadOnly; they cannot write.
   */
  readOnlyStatements(): Statements {
    return {
      provider: this.provider,
      rows: async <T>(statement: CompiledStatement, values: Record<string, unknown>): Promise<T[]> => {
        const live = await this.#connected();
        const apart = live.provider === "sqlite" ? live.readOnly() : null;
        if (!apart) return this.rows<T>(statement, values);
        return (await apart.rows(statement.sql, sqliteValues(statement.bind(values)))) as T[];
      },
      run: async () => {
        throw new Error("read-only statements do not write");
      },
    };
  }

  /** The rows of `statement`, outside any transaction, as objects by column name. */
  async rows<T>(statement: CompiledStatement, values: Record<string, unknown>): Promise<T[]> {
    const live = await this.#connected();
    if (live.provider === "postgresql")
      return (await live.pool.query(pgQuery(statement, values))).rows as T[];
    return live.exclusive(async () => this.#sqliteRows<T>(live.connection, statement, values));
  }

  /** Runs `statement` outside any transaction; the number of rows it changed. */
  async run(statement: CompiledStatement, values: Record<string, unknown>): Promise<number> {
    const live = await this.#connected();
    if (live.provider === "postgresql")
      return (await live.pool.query(pgQuery(statement, values))).rowCount ?? 0;
    return live.exclusive(async () => this.#sqliteRun(live.connection, statement, values));
  }

  /** A statement of someone else's text (a library's) on the PostgreSQL pool, unprepared. */
  async pgQuery(text: string, values: unknown[]): Promise<{ rows: unknown[]; rowCount: number }> {
    const live = await this.#connected();
    if (live.provider !== "postgresql") throw new Error("pgQuery is for PostgreSQL");
    const result = await live.pool.query({ text, values });
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  }

  /**
   * `fn` in a transaction on the driver: committed when it returns, rolled back when it throws. SQLite:
   * BEGIN IMMEDIATE, so it holds the database's write lock from its start, and nothing else of this
   * process uses the connection meanwhile. PostgreSQL: a client of the pool; one whose ending failed, or
   * that outlived TRANSACTION_MS, is closed rather than lent again (the server rolls back what was open).
   */
  async transaction<T>(fn: (tx: Statements) => Promise<T>): Promise<T> {
    const live = await this.#connected();
    return live.provider === "postgresql" ? pgTransaction(live.pool, fn) : this.#sqliteTransaction(live, fn);
  }

  #sqliteTransaction<T>(
    live: Extract<LiveConnection, { provider: "sqlite" }>,
    fn: (tx: Statements) => Promise<T>,
  ): Promise<T> {
    const c = live.connection;
    const tx: Statements = {
      provider: "sqlite",
      rows: async <R>(statement: CompiledStatement, values: Record<string, unknown>) =>
        this.#sqliteRows<R>(c, statement, values),
      run: async (statement, values) => this.#sqliteRun(c, statement, values),
    };
    return live.exclusive(async () => {
      this.#plainStatement(c, "BEGIN IMMEDIATE").run();
      try {
        const result = await fn(tx);
        this.#plainStatement(c, "COMMIT").run();
        return result;
      } catch (e) {
        // A full disk or an I/O error may have rolled it back already.
        if (c.inTransaction) this.#plainStatement(c, "ROLLBACK").run();
        throw e;
      }
    });
  }

  #sqliteRows<T>(c: SqliteConnection, statement: CompiledStatement, values: Record<string, unknown>): T[] {
    return this.#plainStatement(c, statement.sql).all(sqliteValues(statement.bind(values))) as T[];
  }

  #sqliteRun(c: SqliteConnection, statement: CompiledStatement, values: Record<string, unknown>): number {
    return this.#plainStatement(c, statement.sql).run(sqliteValues(statement.bind(values))).changes;
  }

  #plainStatement(connection: SqliteConnection, sql: string): SqliteStatement {
    let statement = this.#plain.get(sql);
    if (!statement) {
      statement = connection.prepare(sql);
      this.#plain.set(sql, statement);
    }
    return statement;
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

const pgQuery = (statement: CompiledStatement, values: Record<string, unknown>) => ({
  name: statement.name,
  text: statement.sql,
  values: statement.bind(values),
});

async function pgTransaction<T>(pool: pg.Pool, fn: (tx: Statements) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let released = false;
  const release = (broken?: unknown) => {
    if (released) return;
    released = true;
    client.release(broken ? (broken instanceof Error ? broken : new Error(String(broken))) : undefined);
  };
  // Its statements then fail (the connection closed) and the request gets the database's 503.
  const timer = setTimeout(() => release(new Error("transaction timed out")), TRANSACTION_MS);
  const tx: Statements = {
    provider: "postgresql",
    rows: async <R>(statement: CompiledStatement, values: Record<string, unknown>) =>
      (await client.query(pgQuery(statement, values))).rows as R[],
    run: async (statement, values) => (await client.query(pgQuery(statement, values))).rowCount ?? 0,
  };
  try {
    await client.query("BEGIN");
    const result = await fn(tx);
    await client.query("COMMIT");
    release();
    return result;
  } catch (e) {
    await client.query("ROLLBACK").then(
      () => release(),
      (failure: unknown) => release(failure),
    );
    throw e;
  } finally {
    clearTimeout(timer);
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
