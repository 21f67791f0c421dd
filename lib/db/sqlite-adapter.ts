// better-sqlite3 gives Prisma one connection for the whole process. Its
// adapter runs transactions one at a time, but lets a query outside any
// transaction run at once, on that connection, inside whichever transaction is
// open: it reads uncommitted rows, and when that transaction rolls back (every
// refused booking does) the query's write is silently undone. Here every
// query outside a transaction waits for the open transaction to end, and a
// transaction waits for the queries before it. The direct reads
// (./direct.ts) take the same connection through the same queue.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { DirectReader, SqliteConnection } from "./direct";

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;

type Exclusive = <T>(fn: () => Promise<T>) => Promise<T>;

function oneAtATime(adapter: Adapter, onDispose: () => void): { adapter: Adapter; exclusive: Exclusive } {
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
  const releasing = (tx: Transaction, release: () => void): Transaction =>
    new Proxy(tx, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop !== "commit" && prop !== "rollback")
          return typeof value === "function" ? value.bind(target) : value;
        return async () => {
          try {
            return await value.call(target);
          } finally {
            release();
          }
        };
      },
    });

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
            return releasing(await value.apply(target, args), release);
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
 * `reader`, when given, gets the connection for direct reads while it is open.
 */
export function sqliteAdapter(file: string, timeout: number, reader?: DirectReader) {
  const factory = new PrismaBetterSQLite3({ url: file, timeout });
  return {
    provider: factory.provider as "sqlite",
    adapterName: factory.adapterName,
    connect: async () => {
      const raw = await factory.connect();
      const { adapter, exclusive } = oneAtATime(raw, () => reader?.detach());
      // The adapter keeps its better-sqlite3 Database as `client` (not in its published types).
      const connection = (raw as unknown as { client: SqliteConnection }).client;
      reader?.attach({ provider: "sqlite", connection, exclusive });
      return adapter;
    },
  };
}
