// The caller's own appointments: the reads behind "My appointments", the
// confirmation page and its calendar file.
import type { Db, Prisma } from "../db";
import type { Caller } from "../core/caller";
import { visibleAppointment } from "../record/access";
import { RECORD_INCLUDE, toRecord } from "../record/record";
import type { FacilitySummary, MyAppointments, MyAppointmentsInput } from "./mine-schema";
import type { FacilityAppointment } from "../record/schema";

/** Which appointments are the caller's: their company's, their facilities', or all for admins (access.ts's maySee, as a query). */
export function ownAppointmentsWhere(caller: Caller): Prisma.AppointmentWhereInput {
  if (caller.role === "admin") return {};
  // "-" matches nothing: a carrier without a company owns no appointments.
  if (caller.role === "carrier") return { carrierCompanyId: caller.carrierCompanyId ?? "-" };
  return { facilityId: { in: caller.facilityIds } };
}

const FACILITY_SELECT = {
  id: true,
  name: true,
  timeZone: true,
  address: true,
  instantBooking: true,
  cancelCutoffMinutes: true,
  customFields: true,
} as const;

function summary(f: {
  id: string;
  name: string;
  timeZone: string;
  address: string;
  instantBooking: boolean;
  cancelCutoffMinutes: number;
}): FacilitySummary {
  return {
    id: f.id,
    name: f.name,
    time_zone: f.timeZone,
    address: f.address,
    instant_booking: f.instantBooking,
    cancel_cutoff_minutes: f.cancelCutoffMinutes,
  };
}

export async function myAppointments(
  db: Db,
  caller: Caller,
  input: MyAppointmentsInput,
  now = new Date(),
): Promise<MyAppointments> {
  // Upcoming: not yet over, soonest first. Past: over, latest first.
  const upcoming = input.when === "upcoming";
  const rows = await db.appointment.findMany({
    where: { ...ownAppointmentsWhere(caller), scheduledEnd: upcoming ? { gte: now } : { lt: now } },
    orderBy: [{ scheduledStart: upcoming ? "asc" : "desc" }, { id: "asc" }],
    take: input.limit,
    include: { ...RECORD_INCLUDE, facility: { select: FACILITY_SELECT } },
  });
  const facilities = new Map(rows.map((r) => [r.facility.id, summary(r.facility)]));
  return { appointments: rows.map((r) => toRecord(r, caller)), facilities: [...facilities.values()] };
}

/** One appointment with its facility, for whoever may see it (access.ts); 404 otherwise, so ids reveal nothing. */
export async function myAppointment(
  db: Db,
  caller: Caller,
  id: string,
): Promise<{ appointment: FacilityAppointment; facility: FacilitySummary }> {
  const row = await visibleAppointment(db, caller, id);
  const facility = await db.facility.findUniqueOrThrow({
    where: { id: row.facilityId },
    select: FACILITY_SELECT,
  });
  return { appointment: toRecord(row, caller), facility: summary(facility) };
}
