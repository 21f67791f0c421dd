// The gate's check-in: a driver's code (typed, or read from the appointment's
// QR code) or order reference finds one appointment of this facility, which is
// checked in through the same status change staff use (history, outbox events,
// e-mail, webhooks), recorded under the gate's actor.
import type { Db } from "../db";
import { isStaffOf, type Caller } from "../core/caller";
import { conflict, DomainError, forbidden, notFound } from "../core/errors";
import { CODE_ALPHABET } from "../record/confirmation-code";
import { RECORD_INCLUDE, toRecord, type AppointmentRow } from "../record/record";
import { updateAppointmentStatus } from "../appointments/status";
import type { FacilityAppointment } from "../record/schema";
import { takeCodeAttempt } from "./wrong-codes";
import { parseWordTranslations } from "../i18n/facility-words";
import { minutesFromStart, punctuality } from "./punctuality";
import type { GateAppointment, GateCheckInInput, GateStatusInput } from "./schema";

const CODE = new RegExp(`^[${CODE_ALPHABET}]{8}$`);
/** A reference matches appointments starting within this much of now: today's truck, not last month's. */
const REFERENCE_WINDOW_MS = 24 * 3_600_000;

type GateFacility = {
  id: string;
  timeZone: string;
  onTimeToleranceMinutes: number;
  /** Its docks, for the door's name in the driver's language. */
  docks?: { name: string; nameTranslations: string }[];
};

/** The facility of this gate, for a caller who may work it: its staff, or one of its gate devices. */
export async function gateFacility(db: Db, caller: Caller, facilityId: string): Promise<GateFacility> {
  const f = await db.facility.findUnique({
    where: { id: facilityId },
    select: {
      id: true,
      timeZone: true,
      onTimeToleranceMinutes: true,
      docks: { select: { name: true, nameTranslations: true } },
    },
  });
  if (!f) throw notFound("facility");
  if (!isStaffOf(caller, f.id))
    throw forbidden("this gate device or account may not work that facility's gate");
  return f;
}

/** The confirmation code in what was scanned or typed: a gate link's ?code=, or the text itself. */
export function codeIn(text: string): string {
  let raw = text.trim();
  if (/^https?:\/\//i.test(raw)) {
    try {
      raw = new URL(raw).searchParams.get("code") ?? "";
    } catch {
      raw = "";
    }
  }
  return raw.toUpperCase().replace(/[\s-]/g, "");
}

export function gateView(
  a: FacilityAppointment,
  f: Pick<GateFacility, "timeZone" | "onTimeToleranceMinutes" | "docks">,
  alreadyCheckedIn = false,
): GateAppointment {
  const arrived = a.checked_in_at && !a.is_work_in ? a.checked_in_at : null;
  return {
    appointment_id: a.id,
    confirmation_code: a.confirmation_code,
    carrier: a.carrier,
    type: a.type,
    status: a.status,
    is_work_in: a.is_work_in,
    scheduled_start_time: a.scheduled_start_time,
    scheduled_end_time: a.scheduled_end_time,
    checked_in_at: a.checked_in_at,
    dock: a.dock,
    dock_translations: parseWordTranslations(f.docks?.find((d) => d.name === a.dock)?.nameTranslations),
    time_zone: f.timeZone,
    punctuality: arrived ? punctuality(arrived, a.scheduled_start_time, f.onTimeToleranceMinutes) : null,
    minutes_from_start: arrived ? minutesFromStart(arrived, a.scheduled_start_time) : null,
    already_checked_in: alreadyCheckedIn,
  };
}

/** Of a reference's appointments near now, the one a truck at the gate most likely is. */
function likeliest(rows: AppointmentRow[], now: Date): AppointmentRow | undefined {
  const rank = (r: AppointmentRow) => (r.status === "Scheduled" ? 0 : r.checkedInAt ? 1 : 2);
  const distance = (r: AppointmentRow) => Math.abs(r.scheduledStart.getTime() - now.getTime());
  return [...rows].sort((a, b) => rank(a) - rank(b) || distance(a) - distance(b))[0];
}

async function findAtGate(db: Db, f: GateFacility, text: string, now: Date): Promise<AppointmentRow | null> {
  const code = codeIn(text);
  if (CODE.test(code)) {
    const row = await db.appointment.findUnique({
      where: { confirmationCode: code },
      include: RECORD_INCLUDE,
    });
    if (row?.facilityId === f.id) return row;
    // Another facility's code is as unknown here as a wrong one, and takes as long to say so: the references
    // are searched as for a code that names nothing, so the time of the answer does not tell it exists.
  }
  const reference = text.trim();
  const rows = await db.appointment.findMany({
    where: {
      facilityId: f.id,
      scheduledStart: {
        gte: new Date(now.getTime() - REFERENCE_WINDOW_MS),
        lte: new Date(now.getTime() + REFERENCE_WINDOW_MS),
      },
      status: { in: ["Scheduled", "Arrived", "InProgress"] },
      orders: {
        some: {
          referenceId: { in: [...new Set([reference, reference.toUpperCase(), reference.toLowerCase()])] },
        },
      },
    },
    include: RECORD_INCLUDE,
    take: 20,
  });
  return likeliest(rows, now) ?? null;
}

const WHY_NOT: Record<string, string> = {
  Requested: "this appointment waits for the facility's approval; see the office",
  Cancelled: "this appointment was cancelled; see the office",
  NoShow: "this appointment was marked as a no-show; see the office",
  Completed: "this appointment is already finished",
};

/**
 * Checks in the truck `input.code` names at the caller's gate. Wrong codes count against `counted`: the
 * device's (or staff member's) own allowance, or a driver's phone's and its address's (./phone.ts).
 */
export async function gateCheckIn(
  db: Db,
  caller: Caller,
  input: GateCheckInInput,
  counted: string[] = [caller.actor],
): Promise<GateAppointment> {
  const f = await gateFacility(db, caller, input.facility_id);
  const attempt = await takeCodeAttempt(counted);
  const now = new Date();
  const row = await findAtGate(db, f, input.code, now);
  if (!row)
    throw new DomainError("not_found", "no appointment with that code or reference at this facility", [
      { field: "code", reason: "unknown_code", message: "matches no appointment here today" },
    ]);
  await attempt.giveBack();
  if (row.checkedInAt && (row.status === "Arrived" || row.status === "InProgress"))
    return gateView(toRecord(row, caller), f, true);
  if (row.status !== "Scheduled")
    throw conflict(
      "not_checkable",
      WHY_NOT[row.status] ?? `cannot check in an appointment that is ${row.status}`,
      "code",
    );
  try {
    return gateView(
      await updateAppointmentStatus(db, caller, {
        id: row.id,
        action: "check_in",
        reason: undefined,
        note: undefined,
        override_reason: undefined,
      }),
      f,
    );
  } catch (e) {
    // Checked in a moment ago by another scan or by staff: the same answer as a second scan.
    if (!(e instanceof DomainError) || e.code !== "conflict") throw e;
    const again = await db.appointment.findUniqueOrThrow({ where: { id: row.id }, include: RECORD_INCLUDE });
    if (!again.checkedInAt) throw e;
    return gateView(toRecord(again, caller), f, true);
  }
}

export async function gateStatus(db: Db, caller: Caller, input: GateStatusInput): Promise<GateAppointment> {
  const f = await gateFacility(db, caller, input.facility_id);
  const row = await db.appointment.findUnique({
    where: { id: input.appointment_id },
    include: RECORD_INCLUDE,
  });
  if (!row || row.facilityId !== f.id) throw notFound("appointment");
  return gateView(toRecord(row, caller), f);
}
