// The booking lock: every placing of an appointment at a facility runs under it (./judge.ts reads and
// judges inside it), one at a time across every process.
import { sql } from "kysely";
import { statementTransaction, type Db, type Tx } from "../db";
import { notFound } from "../core/errors";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import type { Provider } from "../db/url";

// Under a burst, a booking may queue behind many others for the lock.
const WAITS = { maxWait: 15_000, timeout: 30_000 };

/**
 * Runs `fn` in a transaction that first writes the facility's row. On
 * PostgreSQL that takes the row lock; on SQLite the database write lock. Either
 * way, bookings of one facility run one at a time across every process, so two
 * requests can never both see a dock as free.
 */
export function withBookingLock<T>(db: Db, facilityId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    // Plain SQL: the lock is held from here to the commit, so every statement in it counts twice.
    const locked = await tx.$executeRaw`
        UPDATE "facilities" SET "booking_version" = "booking_version" + 1 WHERE "id" = ${facilityId}`;
    if (locked !== 1) throw notFound("facility");
    return fn(tx);
  }, WAITS);
}

const lockStatements = new Map<Provider, CompiledStatement>();

/**
 * withBookingLock for work written as compiled statements (lib/db/sql.ts): the same lock, taken by the
 * same write, in a transaction on the driver (lib/db/direct.ts) where Prisma's runtime costs nothing.
 */
export function withBookingLockOnDriver<T>(
  db: Db,
  facilityId: string,
  fn: (tx: Statements) => Promise<T>,
): Promise<T> {
  return statementTransaction(db, async (tx) => {
    let lock = lockStatements.get(tx.provider);
    if (!lock) {
      lock = compile(
        queryBuilder(tx.provider)
          .updateTable("facilities")
          .set({ booking_version: sql`booking_version + 1` })
          .where("id", "=", param<string>("id")),
      );
      lockStatements.set(tx.provider, lock);
    }
    if ((await tx.run(lock, { id: facilityId })) !== 1) throw notFound("facility");
    return fn(tx);
  });
}
