// The PostgreSQL adapter: Prisma's, on one node-postgres pool per process,
// with its pool handed to the direct reads (./direct.ts) while it is open.
// Through an outage the pool heals by itself: node-postgres drops an idle
// client whose connection dies and a checked-out one that goes back broken,
// and opens new ones on demand once the server answers again. What it cannot
// see is a transaction whose COMMIT or ROLLBACK failed, which Prisma forgets
// without giving its client back (./transaction-end.ts): that client is closed
// here instead, so the pool never shrinks for good. Inside a transaction Prisma
// may send a statement's reads side by side, all on the transaction's one
// connection; node-postgres would queue them (deprecated in pg 8, refused in
// pg 9), so they are sent one after another here.
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import { log } from "../core/log";
import type { DirectReader } from "./direct";
import { endingSurely } from "./transaction-end";

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The PostgreSQL adapter factory for `url`; `reader` gets the adapter's pool while it is open. */
export function pgAdapter(url: string, reader: DirectReader) {
  const max = Number(process.env.DATABASE_POOL_SIZE || 10);
  const factory = new PrismaPg(
    { connectionString: url, max, connectionTimeoutMillis: 5_000 },
    {
      // A connection lost while idle or inside a transaction; the request that used it gets its own error.
      onPoolError: (e) => log("warn", { event: "database_connection_lost", error: messageOf(e) }),
      onConnectionError: (e) => log("warn", { event: "database_connection_lost", error: messageOf(e) }),
    },
  );
  return {
    provider: factory.provider as "postgres",
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      const pool = adapter.underlyingDriver();
      // The pool stops listening to a client's errors when it lends it, and the adapter starts only once its
      // `await` resumes: a termination that arrives in between (a backend killed the instant its connection
      // opened) would be an uncaught error, and end the process. Each client keeps a listener of its own;
      // whoever holds the client still gets the failure from its next query, and the pool drops it.
      pool.on("connect", (client) => client.on("error", () => {}));
      reader.attach({ provider: "postgresql", pool });
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = () => {
        reader.detach();
        return dispose();
      };
      const startTransaction = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (...args) => {
        const tx = oneQueryAtATime(await startTransaction(...args));
        return endingSurely(tx, { abandon: (failure) => closeClient(tx, failure) });
      };
      return adapter;
    },
  };
}

/** The transaction with its statements sent in turn: each waits for the one before it to be answered. */
function oneQueryAtATime(tx: Transaction): Transaction {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
  return new Proxy(tx, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "queryRaw" || prop === "executeRaw")
        return (...args: unknown[]) =>
          inTurn(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * A transaction whose COMMIT or ROLLBACK failed: its connection is in a state nobody knows (most often dead),
 * so its client leaves the pool, closed, rather than being lent again. The server rolls back whatever was open.
 */
function closeClient(tx: Transaction, failure: unknown): Promise<void> {
  // The adapter keeps the pool's client as `client`, and the removal of its error listener as `cleanup`
  // (neither in its published types).
  const held = tx as unknown as { client: pg.PoolClient; cleanup?: () => void };
  held.cleanup?.();
  held.client.release(failure instanceof Error ? failure : new Error(String(failure)));
  return Promise.resolve();
}
