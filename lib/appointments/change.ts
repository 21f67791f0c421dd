// Every change of an existing appointment goes through `changeAppointment`:
// under the facility's booking lock, on a fresh read, it moves updated_at and
// the sequence, and records one history event and one outbox event with what
// changed.
import type { Db, Tx } from "../db";
import { actingRole, type Caller } from "../core/caller";
import { facilityToBook, type FacilityToBook } from "../facilities/booking-facility";
import type { AppointmentChange } from "../record/fields";
import { changesOf } from "../record/changes-of";
import { withBookingLock } from "../placement/lock";
import type { Statements } from "../db/sql";
import { RECORD_INCLUDE, toRecord, type AppointmentRow } from "../record/record";
import { visibleAppointment } from "../record/access";
import { writeOutboxEvent } from "../record/outbox-event";
import type { FacilityAppointment } from "../record/schema";
import { recordOverride } from "../audit/override";

export type ChangeContext = {
  tx: Tx;
  /** The same transaction for compiled statements (the rules' reads). */
  statements: Statements;
  row: AppointmentRow;
  facility: FacilityToBook;
  now: Date;
};
/** What to change and the history action; null when there is nothing to change. */
export type PlannedChange = { change: AppointmentChange; action: string } | null;

/**
 * Strictly after the appointment's last change, so that history has one order
 * and updated_at moves even when two changes fall in one millisecond.
 */
export function changeTime(row: { updatedAt: Date }, clock = new Date()): Date {
  return new Date(Math.max(clock.getTime(), row.updatedAt.getTime() + 1));
}

/** Saves `change` with its history and outbox events; no event and no write when nothing changes. */
export async function saveChange(
  tx: Tx,
  caller: Caller,
  row: AppointmentRow,
  facility: Pick<FacilityToBook, "docks">,
  change: AppointmentChange,
  action: string,
  now: Date,
): Promise<AppointmentRow> {
  const changes = changesOf(row, change, (id) => facility.docks.find((d) => d.id === id)?.name ?? null);
  if (!Object.keys(changes).length) return row;
  const saved = await tx.appointment.update({
    where: { id: row.id },
    data: {
      ...change,
      updatedAt: now,
      sequence: row.sequence + 1,
      // A new start time re-arms the reminder (lib/worker/reminders.ts).
      ...("scheduled_start_time" in changes ? { reminderFor: null } : {}),
      events: { create: { at: now, actor: caller.actor, action, changes: JSON.stringify(changes) } },
    },
    include: RECORD_INCLUDE,
  });
  if (change.overrideReason) await recordOverride(tx, caller, saved, row);
  await writeOutboxEvent(tx, {
    row: saved,
    previousStatus: row.status,
    action,
    actorRole: actingRole(caller),
    changes,
    at: now,
  });
  return saved;
}

export async function changeAppointment(
  db: Db,
  caller: Caller,
  id: string,
  plan: (ctx: ChangeContext) => Promise<PlannedChange>,
): Promise<FacilityAppointment> {
  const seen = await visibleAppointment(db, caller, id);
  return withBookingLock(
    db,
    seen.facilityId,
    async (statements, tx) => {
      const row = await visibleAppointment(tx, caller, id);
      const facility = await facilityToBook(statements, row.facilityId);
      const now = changeTime(row);
      const planned = await plan({ tx, statements, row, facility, now });
      const saved = planned
        ? await saveChange(tx, caller, row, facility, planned.change, planned.action, now)
        : row;
      return toRecord(saved, caller);
    },
    "prisma",
  );
}
