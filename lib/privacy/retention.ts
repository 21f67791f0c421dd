// Personal data kept only as long as needed: the outbox worker erases the
// personal fields of appointments that ended PERSONAL_DATA_RETENTION_DAYS ago
// (default 730), a bounded batch per transaction; the running worker paces a
// backlog of batches (./pace.ts) so that bookings keep the write connection.
import type { Db } from "../db";
import { RETENTION_ACTOR, recordAudit } from "../audit/record";
import { eraseAppointments } from "./erase";

export const DEFAULT_RETENTION_DAYS = 730;
/** Appointments per transaction. */
export const RETENTION_BATCH = 200;

export function retentionDays(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.PERSONAL_DATA_RETENTION_DAYS);
  return env.PERSONAL_DATA_RETENTION_DAYS && Number.isInteger(n) && n > 0 ? n : DEFAULT_RETENTION_DAYS;
}

/** One batch of appointments past retention at `now`, erased; how many. */
export async function erasePastRetention(
  db: Db,
  { now = new Date(), days = retentionDays(), batch = RETENTION_BATCH } = {},
): Promise<number> {
  const endedBefore = new Date(now.getTime() - days * 86_400_000);
  const due = await db.appointment.findMany({
    where: { personalErasedAt: null, scheduledEnd: { lt: endedBefore } },
    select: { id: true, facilityId: true },
    // The index's own order, its first column included though it is null on every row here: PostgreSQL does
    // not take `IS NULL` as fixing that column, and ordered by scheduled_end alone it sorts the whole backlog.
    orderBy: [{ personalErasedAt: "asc" }, { scheduledEnd: "asc" }],
    take: batch,
  });
  if (!due.length) return 0;
  return db.$transaction(async (tx) => {
    const erased = await eraseAppointments(
      tx,
      due.map((a) => a.id),
      now,
    );
    await recordAudit(
      tx,
      { actor: RETENTION_ACTOR },
      {
        action: "erase_past_retention",
        target: { kind: "personal_data", id: null },
        facilityIds: [],
        before: null,
        after: { ...erased, ended_before: endedBefore.toISOString(), retention_days: days },
      },
    );
    return erased.appointments;
  });
}
