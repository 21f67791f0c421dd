import type { Db, Tx } from "../db";
import { notFound } from "../core/errors";

/**
 * Runs `fn` in a transaction that first writes the facility's row. On
 * PostgreSQL that takes the row lock; on SQLite the database write lock. Either
 * way, bookings of one facility run one at a time across every process, so two
 * requests can never both see a dock as free.
 */
export function withBookingLock<T>(db: Db, facilityId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(
    async (tx) => {
      // Plain SQL: the lock is held from here to the commit, so every statement in it counts twice.
      const locked = await tx.$executeRaw`
        UPDATE "facilities" SET "booking_version" = "booking_version" + 1 WHERE "id" = ${facilityId}`;
      if (locked !== 1) throw notFound("facility");
      return fn(tx);
    },
    // Under a burst, a booking may queue behind many others for the lock.
    { maxWait: 15_000, timeout: 30_000 },
  );
}
