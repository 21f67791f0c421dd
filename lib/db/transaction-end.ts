// Prisma ends an interactive transaction in two steps: it sends COMMIT or
// ROLLBACK as a statement on the adapter's transaction, and only when that
// statement succeeds calls the transaction's commit() or rollback(), which
// hand its connection back (SQLite: the adapter's lock and ours,
// ./sqlite-adapter.ts; PostgreSQL: the pool's client, ./pg-adapter.ts). When
// the statement itself fails (a disk I/O error at COMMIT, a ROLLBACK after
// SQLite already rolled back by itself, a connection that died) Prisma drops
// the transaction without either call: on SQLite every later query then waits
// forever, on PostgreSQL the pool loses that client for good. Here a failed
// ending still ends the transaction, and the connection goes back exactly once.

import { log } from "../core/log";

type Query = { sql: string };

/** The part of a driver adapter's transaction that is used here. */
export type AdapterTransaction = {
  executeRaw(query: Query): Promise<number>;
  queryRaw(query: Query): Promise<unknown>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
};

const ENDING = /^\s*(COMMIT|ROLLBACK)\s*;?\s*$/i;

export type Ending = {
  /**
   * After COMMIT or ROLLBACK failed with `failure`: makes sure nothing stays open on the connection and
   * hands it back. Called instead of the transaction's own commit() or rollback().
   */
  abandon(failure: unknown): Promise<void>;
  /** After the transaction ended either way (once): what the caller holds for it, such as a lock. */
  released?(): void;
};

/** `tx`, whose end always hands its connection back, even when the ending statement fails. */
export function endingSurely<T extends AdapterTransaction>(tx: T, ending: Ending): T {
  let ended = false;
  /** Runs `finish` unless the transaction already ended, then releases what the caller holds. */
  const end = async (finish: () => Promise<void>) => {
    if (ended) return;
    ended = true;
    try {
      await finish();
    } finally {
      ending.released?.();
    }
  };
  return new Proxy(tx, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop === "commit" || prop === "rollback") return () => end(() => value.call(target));
      if (prop === "executeRaw" || prop === "queryRaw") {
        return async (query: Query) => {
          if (!ENDING.test(query.sql)) return value.call(target, query);
          try {
            return await value.call(target, query);
          } catch (failure) {
            await end(() => ending.abandon(failure)).catch((e: unknown) =>
              log("error", {
                event: "transaction_abandon_failed",
                error: e instanceof Error ? e.message : String(e),
              }),
            );
            throw failure;
          }
        };
      }
      return value.bind(target);
    },
  });
}
