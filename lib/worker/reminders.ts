// Reminders before the start (facility setting reminder_hours; 0: none), once
// per start time: queuing one stamps reminder_for with the start it is for; a
// reschedule clears it (lib/appointments/change.ts), which re-arms it. An appointment booked, approved or moved inside the
// window gets none: the message about that change has just told the carrier.
import type { Db, Prisma } from "../db";
import { RECORD_INCLUDE, toRecord } from "../record/record";
import { enqueueCarrierMail, FACILITY_MAIL_SELECT, mailFacility } from "../mail/appointment-mail";
import { textReminder } from "../sms/reminder";

const HOUR = 3_600_000;

export async function queueReminders(
  db: Db,
  { now, limit = 200 }: { now: Date; limit?: number },
): Promise<number> {
  const facilities = await db.facility.findMany({
    where: { reminderHours: { gt: 0 } },
    select: { id: true, reminderHours: true },
  });
  const byHours = new Map<number, string[]>();
  for (const f of facilities) byHours.set(f.reminderHours, [...(byHours.get(f.reminderHours) ?? []), f.id]);
  let queued = 0;
  for (const [hours, facilityIds] of byHours) {
    const due = await db.appointment.findMany({
      where: {
        facilityId: { in: facilityIds },
        status: "Scheduled",
        scheduledStart: { gt: now, lte: new Date(now.getTime() + hours * HOUR) },
        reminderFor: null,
        // Its latest change is not dispatched yet: wait, that message may make the reminder needless.
        outboxEvents: { none: { dispatchedAt: null } },
      },
      orderBy: { scheduledStart: "asc" },
      take: limit,
      include: { ...RECORD_INCLUDE, facility: { select: FACILITY_MAIL_SELECT } },
    });
    for (const row of due) if (await remind(db, row, hours, now)) queued++;
  }
  return queued;
}

type DueRow = Prisma.AppointmentGetPayload<{
  include: typeof RECORD_INCLUDE & { facility: { select: typeof FACILITY_MAIL_SELECT } };
}>;

async function remind(db: Db, row: DueRow, hours: number, now: Date): Promise<boolean> {
  const windowOpens = row.scheduledStart.getTime() - hours * HOUR;
  return db.$transaction(async (tx) => {
    // Claims this start time: another process, or a second run, finds it stamped.
    const { count } = await tx.appointment.updateMany({
      where: { id: row.id, scheduledStart: row.scheduledStart, reminderFor: null },
      data: { reminderFor: row.scheduledStart },
    });
    if (count !== 1) return false;
    const lastSet = await tx.outboxEvent.findFirst({
      where: {
        appointmentId: row.id,
        action: { in: ["requested", "created_from_series", "approved", "rescheduled"] },
      },
      orderBy: { sequence: "desc" },
      select: { createdAt: true },
    });
    if ((lastSet?.createdAt ?? row.createdAt).getTime() >= windowOpens) return false;
    const a = toRecord(row, { role: "staff" });
    await enqueueCarrierMail(tx, a, mailFacility(row.facility), "reminder", "REQUEST", {
      sequence: row.sequence,
      now,
      reminderHours: hours,
      locale: row.locale,
    });
    const texted = await textReminder(tx, row, a, now);
    return row.carrierEmails !== "[]" || texted;
  });
}
