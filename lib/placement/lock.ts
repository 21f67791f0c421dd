// The booking lock: every placing of an appointment at a facility runs under it (./judge.ts reads and
// judges inside it, ./insert.ts writes inside it), one at a time across every process.
import { sql } from "kysely";
import { statementTransaction, type Db, type Tx } from "../db";
import { clientProvider } from "../db/client-provider";
import { notFound } from "../core/errors";
import {
  compile,
  param,
  prismaStatements,
  queryBuilder,
  type CompiledStatement,
  type Statements,
} from "../db/sql";
import type { Provider } from "../db/url";

// Under a burst, a booking may queue behind many others for the lock.
const WAITS = { maxWait: 15_000, timeout: 30_000 };

const lockStatements = new Map<Provider, CompiledStatement>();

/**
 * Writes the facility's row: on PostgreSQL that takes the row lock, on SQLite the database write lock, held
 * to the transaction's end. Either way, bookings of one facility run one at a time across every process, so
 * two requests can never both see a dock as free.
 */
async function lockFacility(tx: Statements, facilityId: string): Promise<void> {
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
}

/**
 * Runs `fn` in a transaction that first takes the facility's booking lock. On the driver (lib/db/direct.ts,
 * where Prisma's runtime costs nothing) for work written as compiled statements; with `"prisma"`, in a
 * Prisma transaction for work that also writes through Prisma, `fn` given both.
 */
export function withBookingLock<T>(
  db: Db,
  facilityId: string,
  fn: (tx: Statements) => Promise<T>,
): Promise<T>;
export function withBookingLock<T>(
  db: Db,
  facilityId: string,
  fn: (tx: Statements, prisma: Tx) => Promise<T>,
  via: "prisma",
): Promise<T>;
export function withBookingLock<T>(
  db: Db,
  facilityId: string,
  fn: (tx: Statements, prisma: Tx) => Promise<T>,
  via: "driver" | "prisma" = "driver",
): Promise<T> {
  if (via === "driver")
    return statementTransaction(db, async (tx) => {
      await lockFacility(tx, facilityId);
      return (fn as (tx: Statements) => Promise<T>)(tx);
    });
  const provider = clientProvider(db);
  return db.$transaction(async (prisma) => {
    const tx = prismaStatements(prisma, provider);
    await lockFacility(tx, facilityId);
    return fn(tx, prisma);
  }, WAITS);
}
