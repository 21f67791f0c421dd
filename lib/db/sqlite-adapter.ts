// better-sqlite3 gives Prisma one connection for the whole process. Its
// adapter runs transactions one at a time, but lets a query outside any
// transaction run at once, on that connection, inside whichever transaction is
// open: it reads uncommitted rows, and when that transaction rolls back (every
// refused booking does) the query's write is silently undone. Here every
// query outside a transaction waits for the open transaction to end, and a
// transaction waits for the queries before it. The direct reads
// (./direct.ts) take the same connection through the same queue. A
// transaction always ends, and frees the queue, even when its COMMIT or
// ROLLBACK fails (./transaction-end.ts). Reports read beside it instead, on a
// read-only connection in a worker thread, when the file is in WAL mode (as
// `npm start` leaves it): WAL lets it read the last commit while the write
// connection writes, so they wait neither for each other nor in the queue
// (./read-only.ts).
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { DirectReader, SqliteConnection } from "./direct";
import { readOnlyBeside, type ReadOnlyOptions } from "./read-only";
import { endingSurely } from "./transaction-end";

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;

type Exclusive = <T>(fn: () => Promise<T>) => Promise<T>;

function oneAtATime(
  adapter: Adapter,
  connection: SqliteConnection,
  onDispose: () => void,
): { adapter: Adapter; exclusive: Exclusive } {
  let tail: Promise<void> = Promise.resolve();
  /** Waits for everything queued before; resolves to the function that lets the next one run. */
  const acquire = async (): Promise<() => void> => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const before = tail;
    tail = before.then(() => held);
    await before;
    return release;
  };
  const exclusive: Exclusive = async (fn) => {
    const release = await acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  };
  const queued = new Proxy(adapter, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop === "dispose")
        return () => {
          onDispose();
          return value.call(target);
        };
      if (prop === "queryRaw" || prop === "executeRaw" || prop === "executeScript") {
        return (...args: unknown[]) => exclusive(() => value.apply(target, args));
      }
      if (prop === "startTransaction") {
        return async (...args: unknown[]) => {
          const release = await acquire();
          try {
            const tx: Transaction = await value.apply(target, args);
            return endingSurely(tx, {
              abandon: async () => {
                // COMMIT or ROLLBACK failed: SQLite may have rolled back already (a disk I/O error, a full
                // disk), or not (a COMMIT refused); whatever is still open is rolled back here, then the
                // adapter's own lock goes back through rollback().
                try {
                  if (connection.inTransaction) connection.prepare("ROLLBACK").run();
                } finally {
                  await tx.rollback();
                }
              },
              released: release,
            });
          } catch (e) {
            release();
            throw e;
          }
        };
      }
      return value.bind(target);
    },
  });
  return { adapter: queued, exclusive };
}

/**
 * The SQLite adapter factory for `file`; `timeout` is how long a writer waits for another process's lock;
 * `reader`, when given, gets the connection for direct reads while it is open; `readOnlyOptions` tune the reads
 * beside it (./read-only.ts).
 */
export function sqliteAdapter(
  file: string,
  timeout: number,
  reader?: DirectReader,
  readOnlyOptions?: ReadOnlyOptions,
) {
  const factory = new PrismaBetterSQLite3({ url: file, timeout });
  return {
    provider: factory.provider as "sqlite",
    adapterName: factory.adapterName,
    connect: async () => {
      const raw = await factory.connect();
      // The adapter keeps its better-sqlite3 Database as `client` (not in its published types).
      const connection = (raw as unknown as { client: SqliteConnection }).client;
      const readOnly = readOnlyBeside(connection, file, timeout, readOnlyOptions);
      const { adapter, exclusive } = oneAtATime(raw, connection, () => {
        reader?.detach();
        readOnly.close();
      });
      reader?.attach({ provider: "sqlite", connection, exclusive, readOnly: readOnly.get });
      return adapter;
    },
  };
}
