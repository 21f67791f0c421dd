// How the running worker erases a backlog past retention (the day a site upgrades with years of history, or
// shortens PERSONAL_DATA_RETENTION_DAYS): batch after batch, each in its own transaction on the write
// connection that bookings wait for. The pace keeps the erasure to a share of that connection's time, and each
// batch short enough that a booking waits behind it for no longer than the budget.
import type { Db } from "../db";
import { erasePastRetention, RETENTION_BATCH } from "./retention";

/** The share of the time a backlog's erasure may hold the database: it rests (1 - share) / share of each batch. */
export const ERASE_SHARE = 0.1;
/** The longest a batch should hold the database; a batch that took longer is followed by one half its size. */
export const BATCH_BUDGET_MS = 50;
const MIN_BATCH = 10;
/** The least rest between batches, so a batch that took no measurable time is not run in a loop. */
const MIN_REST_MS = 20;

export class ErasePace {
  /** Appointments in the next batch. */
  batch = RETENTION_BATCH;
  /** When the next batch may start (ms since the epoch). */
  nextAt = 0;

  /**
   * Records a batch that took `ms` and ended at `now`: the rest before the next (returned, and kept as
   * `nextAt`), and the next batch's size set by the budget.
   */
  after(ms: number, now = Date.now()): number {
    if (ms > BATCH_BUDGET_MS) this.batch = Math.max(MIN_BATCH, Math.floor(this.batch / 2));
    else if (ms < BATCH_BUDGET_MS / 2) this.batch = Math.min(RETENTION_BATCH, this.batch * 2);
    const rest = Math.max(MIN_REST_MS, (ms * (1 - ERASE_SHARE)) / ERASE_SHARE);
    this.nextAt = now + rest;
    return rest;
  }
}

/** One batch past retention erased at `pace`'s size, its time recorded in `pace`; how many. */
export async function erasePaced(db: Db, now: Date, pace: ErasePace): Promise<number> {
  const started = performance.now();
  const erased = await erasePastRetention(db, { now, batch: pace.batch });
  if (erased) pace.after(performance.now() - started);
  return erased;
}
