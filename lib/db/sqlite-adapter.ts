// better-sqlite3 gives Prisma one connection for the whole process. Its
// adapter runs transactions one at a time, but lets a query outside any
// transaction run at once, on that connection, inside whichever transaction is
// open: it reads uncommitted rows, and when that transaction rolls back (every
// refused booking does) the query's write is silently undone. Here every
// query outside a transaction waits for the open transaction to end, and a
// transaction waits for the queries before it.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;

function oneAtATime(adapter: Adapter): Adapter {
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
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
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

  return new Proxy(adapter, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
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
}

/** The SQLite adapter factory for `file`; `timeout` is how long a writer waits for another process's lock. */
export function sqliteAdapter(file: string, timeout: number) {
  const factory = new PrismaBetterSQLite3({ url: file, timeout });
  return {
    provider: factory.provider as "sqlite",
    adapterName: factory.adapterName,
    connect: async () => oneAtATime(await factory.connect()),
  };
}
