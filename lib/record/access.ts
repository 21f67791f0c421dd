// Who may see and change an appointment. Seeing: the facility's staff, and the
// carrier company it belongs to. Anyone else gets 404, as if it did not exist:
// an id must not reveal another company's appointment. Changing beyond that is
// staff's, with a 403 for a carrier who can see the appointment.
import type { Db, Tx } from "../db";
import { conflict, forbidden, notFound } from "../core/errors";
import { isStaffOf, type Caller } from "../core/caller";
import { RECORD_INCLUDE, type AppointmentRow } from "./record";

export function maySee(
  caller: Caller,
  row: { id: string; facilityId: string; carrierCompanyId: string | null },
): boolean {
  if (caller.role === "public") return !!caller.appointmentId && caller.appointmentId === row.id;
  if (isStaffOf(caller, row.facilityId)) return true;
  return (
    caller.role === "carrier" &&
    caller.carrierCompanyId !== null &&
    row.carrierCompanyId === caller.carrierCompanyId
  );
}

/** The appointment with everything its record needs; 404 unless the caller may see it. */
export async function visibleAppointment(db: Db | Tx, caller: Caller, id: string): Promise<AppointmentRow> {
  const row = await db.appointment.findUnique({ where: { id }, include: RECORD_INCLUDE });
  if (!row || !maySee(caller, row)) throw notFound("appointment");
  return row;
}

export function assertStaff(caller: Caller, row: { facilityId: string }, what: string): void {
  if (!isStaffOf(caller, row.facilityId)) throw forbidden(`only the facility's staff may ${what}`);
}

/** Carriers may not cancel or reschedule inside the facility's cut-off before the start (staff may). */
export function assertCarrierOutsideCutoff(
  caller: Caller,
  row: { facilityId: string; scheduledStart: Date },
  cutoffMinutes: number,
  now: Date,
): void {
  if (isStaffOf(caller, row.facilityId)) return;
  if (now.getTime() >= row.scheduledStart.getTime() - cutoffMinutes * 60_000) {
    throw conflict(
      "inside_cutoff",
      `carriers may not change an appointment less than ${cutoffMinutes} minutes before its start; call the facility`,
    );
  }
}
