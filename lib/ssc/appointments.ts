// The SSC v1.1.1 appointment operations, each a translation onto the
// registry's operations (lib/api/operations): the same placement, rules,
// scoping and outbox as the rest of the API. The standard's identifiers map
// to Dockside's: locationId is a facility's id or slug; primaryReferenceNumber,
// poNumber and bolNumber are order_info references, which also find the
// appointment to reschedule, cancel or read; appointmentId is the
// appointment's id. An available appointment's id is its ISO 8601 interval
// (start/duration), so scheduling by id books that very slot.
import { DateTime, Duration } from "luxon";
import type { z } from "zod";
import { isStaffOf, assertMayUseFacility, type Caller } from "../core/caller";
import { DomainError } from "../core/errors";
import { HOLDING_STATUSES } from "../core/vocabulary";
import { RawJson } from "../core/raw-json";
import { IdempotentReplay } from "../idempotency/service";
import type { Db } from "../db";
import { runOperation } from "../api/handler";
import { OPERATIONS, type OperationName, type OperationOutput } from "../api/operations";
import type { AnyOperation } from "../api/operations/define";
import type {
  cancelInput,
  detailsInput,
  fetchAvailableInput,
  Identifiers,
  rescheduleInput,
  scheduleInput,
} from "./schema";
import { arrivalWindow } from "./schema";
import { isoDuration, sscStatusOf } from "../webhooks/ssc-body";
import { SscProblem, capabilityNotSupported, entityNotFound } from "./problems";

/** The standard's search names no length: the times offered for a new load are this long. */
export const OFFERED_MINUTES = 60;

export type SscContext = { db: Db; caller: Caller; req: Request; requestId: string };

type Appointment = OperationOutput<"get_facility_appointment">;
type Facility = {
  id: string;
  slug: string;
  address: string;
  timeZone: string;
  instantBooking: boolean;
  acceptsCarrierBookings: boolean;
  publicBooking: string;
};

/** A registry operation as the caller; a retry with the same Idempotency-Key gets the first booking again. */
async function call<N extends OperationName>(
  ctx: SscContext,
  name: N,
  body: unknown,
): Promise<OperationOutput<N>> {
  const op = OPERATIONS[name] as unknown as AnyOperation;
  try {
    const answer = await runOperation(op, ctx.caller, body, ctx.req, ctx.requestId);
    return (answer instanceof RawJson ? JSON.parse(answer.text) : answer) as OperationOutput<N>;
  } catch (e) {
    if (e instanceof IdempotentReplay) return e.body as OperationOutput<N>;
    throw e;
  }
}

const FACILITY = {
  id: true,
  slug: true,
  address: true,
  timeZone: true,
  instantBooking: true,
  acceptsCarrierBookings: true,
  publicBooking: true,
} as const;

/** locationId: a facility's id or slug, that the caller may book at; otherwise not found. */
async function facilityOf(ctx: SscContext, ids: Identifiers): Promise<Facility> {
  if (ids.locationId === undefined)
    throw capabilityNotSupported("Dockside finds a facility by identifiers.locationId (its id or slug) only");
  const f = await ctx.db.facility.findFirst({
    where: { OR: [{ id: ids.locationId }, { slug: ids.locationId.toLowerCase() }] },
    select: FACILITY,
  });
  if (!f) throw entityNotFound(`no facility has the locationId ${ids.locationId}`, ids);
  try {
    assertMayUseFacility(ctx.caller, f);
  } catch {
    throw entityNotFound(`no facility has the locationId ${ids.locationId}`, ids);
  }
  return f;
}

const facilityById = (ctx: SscContext, id: string) =>
  ctx.db.facility.findUniqueOrThrow({ where: { id }, select: FACILITY });

/** The load's references, each once, as order_info. */
const referencesOf = (ids: Identifiers) => [
  ...new Set([ids.primaryReferenceNumber, ids.poNumber, ids.bolNumber].filter((r): r is string => !!r)),
];

function assertNoRequestIdentifier(ids: Identifiers) {
  if (ids.requestIdentifier !== undefined)
    throw capabilityNotSupported("Dockside answers synchronously: there are no pending requests to poll");
}

/** What the caller may see, as a query: its facilities' appointments, or its company's. */
function scope(caller: Caller) {
  if (caller.role === "admin") return {};
  if (caller.role === "staff") return { facilityId: { in: caller.facilityIds } };
  return { carrierCompanyId: caller.carrierCompanyId ?? "-" };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The appointment the identifiers name: by appointmentId, or the caller's appointment holding every given
 * reference (at locationId's facility when given). Of several, the one still open; of several open, none.
 */
async function appointmentOf(ctx: SscContext, ids: Identifiers): Promise<Appointment> {
  assertNoRequestIdentifier(ids);
  const missing = () => entityNotFound("no appointment of yours matches these identifiers", ids);
  let id = ids.appointmentId;
  if (id === undefined) {
    const refs = referencesOf(ids);
    if (!refs.length)
      throw capabilityNotSupported(
        "Dockside finds an appointment by appointmentId, primaryReferenceNumber, poNumber or bolNumber",
      );
    const facility = ids.locationId !== undefined ? await facilityOf(ctx, ids) : null;
    const rows = await ctx.db.appointment.findMany({
      where: {
        AND: [
          scope(ctx.caller),
          facility ? { facilityId: facility.id } : {},
          ...refs.map((r) => ({ orders: { some: { referenceId: r } } })),
        ],
      },
      select: { id: true, status: true },
      orderBy: { scheduledStart: "desc" },
      take: 50,
    });
    const open = rows.filter((r) => HOLDING_STATUSES.includes(r.status));
    if (open.length > 1)
      throw new SscProblem({
        title: "https://docs.freightapis.org/problemDetails/invalidArgumentError",
        detail: `these identifiers match ${open.length} open appointments; send the appointmentId or a locationId`,
        arguments: [{ key: "identifiers", detail: "match more than one open appointment" }],
      });
    id = (open[0] ?? rows[0])?.id;
    if (!id) throw missing();
  }
  if (!UUID.test(id)) throw missing();
  try {
    return await call(ctx, "get_facility_appointment", { id });
  } catch (e) {
    if (e instanceof DomainError && (e.code === "not_found" || e.code === "permission_denied"))
      throw missing();
    throw e;
  }
}

// --- Dockside's records as the standard's ---

const minutesOf = (iso: string) => Duration.fromISO(iso).as("minutes");

/** The instant in the facility's own zone, with its offset, as the standard's examples write it. */
const local = (utc: string, zone: string) =>
  DateTime.fromISO(utc, { zone: "utc" }).setZone(zone).toISO({ suppressMilliseconds: true })!;

const window = (start: string, end: string, zone: string) => ({
  startDateTime: local(start, zone),
  duration: isoDuration(Math.round((Date.parse(end) - Date.parse(start)) / 60_000)),
});

/** Requested: PENDING; Scheduled to Completed: CONFIRMED; declined: REJECTED; cancelled or no-show: CANCELED. */
export const statusOf = sscStatusOf;

export function sscAppointment(a: Appointment, f: Pick<Facility, "timeZone">) {
  return {
    id: a.id,
    arrivalWindow: window(a.scheduled_start_time, a.scheduled_end_time, f.timeZone),
    ...(a.dock ? { dockDoor: { name: a.dock } } : {}),
    loadingType: a.loading_type === "Drop" ? ("DROP" as const) : ("LIVE" as const),
  };
}

export const location = (f: Pick<Facility, "id" | "address">) => ({
  locationId: f.id,
  ...(f.address ? { locationAddress: { streetAddress: f.address } } : {}),
});

const appointmentType = (f: Pick<Facility, "instantBooking">) =>
  f.instantBooking ? ("AUTOMATIC" as const) : ("DEFERRED" as const);

// --- the five operations ---

type Preferred = z.output<typeof scheduleInput>["preferredAppointment"];

/** The time asked for: an available appointment's id (its interval) or an arrival window. */
function timeOf(p: Preferred, f: Facility, caller: Caller) {
  if (p.appointmentType !== undefined && p.appointmentType !== appointmentType(f))
    throw capabilityNotSupported(
      `appointments at this facility are ${appointmentType(f)}, not ${p.appointmentType}`,
    );
  if (p.dockGroup !== undefined || p.dockDoor !== undefined)
    if (!isStaffOf(caller, f.id))
      throw capabilityNotSupported("Dockside gives the dock door itself; send no dockGroup or dockDoor");
  let w = p.arrivalWindow;
  if (!w) {
    const [startDateTime, duration] = (p.id ?? "").split("/");
    const parsed = arrivalWindow.safeParse({ startDateTime, duration });
    if (!parsed.success) throw entityNotFound(`no available appointment has the id ${p.id}`, {});
    w = parsed.data;
  }
  const minutes = minutesOf(w.duration);
  if (!Number.isInteger(minutes) || minutes <= 0)
    throw new SscProblem({
      title: "https://docs.freightapis.org/problemDetails/invalidArgumentError",
      detail: "the arrival window's duration must be whole minutes",
      arguments: [{ key: "preferredAppointment.arrivalWindow.duration", detail: "must be whole minutes" }],
    });
  const start = new Date(w.startDateTime);
  return {
    scheduled_start_time: start.toISOString(),
    scheduled_end_time: new Date(start.getTime() + minutes * 60_000).toISOString(),
  };
}

/** SUCCESS with the appointment when confirmed; PENDING while staff are to approve it. */
function modified(a: Appointment, f: Facility) {
  if (a.status === "Requested") return { status: "PENDING" as const };
  return {
    status: "SUCCESS" as const,
    appointment: sscAppointment(a, f),
    appointmentStatus: statusOf(a),
    appointmentConfirmationNumber: a.confirmation_code,
    ...location(f),
  };
}

export async function fetchAvailableAppointments(
  ctx: SscContext,
  input: z.output<typeof fetchAvailableInput>,
) {
  const ids = input.identifiers;
  assertNoRequestIdentifier(ids);
  // An existing appointment's identifiers: the times it could move to, as long as it is.
  const existing =
    ids.appointmentId !== undefined || (ids.locationId === undefined && referencesOf(ids).length)
      ? await appointmentOf(ctx, ids)
      : null;
  const f = existing ? await facilityById(ctx, existing.facility) : await facilityOf(ctx, ids);
  const today = DateTime.now().setZone(f.timeZone).toISODate()!;
  const range = input.dateRestrictions;
  const [start, end] = !range
    ? [today, DateTime.now().setZone(f.timeZone).plus({ days: 6 }).toISODate()!]
    : "exactDate" in range
      ? [range.exactDate, range.exactDate]
      : [range.startDate, range.endDate];
  const open = await call(ctx, "get_facility_availability", {
    facility_id: f.id,
    start,
    end,
    type: existing?.type ?? "Inbound",
    duration_minutes: existing
      ? Math.round(
          (Date.parse(existing.scheduled_end_time) - Date.parse(existing.scheduled_start_time)) / 60_000,
        )
      : OFFERED_MINUTES,
    ...(existing ? { exclude_appointment_id: existing.id } : {}),
  });
  return {
    status: "SUCCESS" as const,
    appointments: open.slots.map((s) => {
      const w = window(s.start_time, s.end_time, f.timeZone);
      return {
        id: `${w.startDateTime}/${w.duration}`,
        appointmentType: appointmentType(f),
        arrivalWindow: w,
      };
    }),
    ...location(f),
  };
}

async function carrierName(ctx: SscContext): Promise<string | undefined> {
  const id = ctx.caller.role === "carrier" ? ctx.caller.carrierCompanyId : null;
  if (!id) return undefined;
  return (await ctx.db.carrierCompany.findUnique({ where: { id }, select: { name: true } }))?.name;
}

export async function scheduleAppointment(ctx: SscContext, input: z.output<typeof scheduleInput>) {
  const ids = input.identifiers;
  assertNoRequestIdentifier(ids);
  if (ids.appointmentId !== undefined)
    throw capabilityNotSupported("a new appointment has no appointmentId yet; use reschedule-appointment");
  const f = await facilityOf(ctx, ids);
  const details = input.bookingDetails ?? {};
  const notes = [input.reasonCode, input.comment].filter(Boolean).join(": ");
  const booked = await call(ctx, "request_facility_appointment", {
    facility_id: f.id,
    ...timeOf(input.preferredAppointment, f, ctx.caller),
    type: "Inbound",
    carrier: details.carrierName ?? (await carrierName(ctx)),
    carrier_phone: details.carrierPhone,
    quantity: details.quantity,
    units: details.units,
    carrier_emails: details.carrierEmails,
    order_info: referencesOf(ids).map((reference_id) => ({ reference_id })),
    ...(input.preferredAppointment.loadingType
      ? { loading_type: input.preferredAppointment.loadingType === "DROP" ? "Drop" : "Live" }
      : {}),
    ...(notes ? { carrier_notes: notes } : {}),
  });
  return modified(booked, f);
}

export async function rescheduleAppointment(ctx: SscContext, input: z.output<typeof rescheduleInput>) {
  const a = await appointmentOf(ctx, input.identifiers);
  const f = await facilityById(ctx, a.facility);
  if (
    input.preferredAppointment.loadingType &&
    input.preferredAppointment.loadingType !== sscAppointment(a, f).loadingType
  )
    throw capabilityNotSupported(
      "a reschedule keeps the loading type; cancel and schedule anew to change it",
    );
  const moved = await call(ctx, "reschedule_facility_appointment", {
    id: a.id,
    ...timeOf(input.preferredAppointment, f, ctx.caller),
  });
  return modified(moved, f);
}

export async function cancelAppointment(ctx: SscContext, input: z.output<typeof cancelInput>) {
  const a = await appointmentOf(ctx, input.identifiers);
  const note = [input.reasonCode, input.comment].filter(Boolean).join(": ");
  await call(ctx, "update_facility_appointment_status", {
    id: a.id,
    action: "cancel",
    ...(note ? { note } : {}),
  });
  return { status: "SUCCESS" as const };
}

export async function fetchAppointmentDetails(ctx: SscContext, input: z.output<typeof detailsInput>) {
  const a = await appointmentOf(ctx, input.identifiers);
  const f = await facilityById(ctx, a.facility);
  return {
    status: "SUCCESS" as const,
    appointment: sscAppointment(a, f),
    appointmentConfirmationNumber: a.confirmation_code,
    appointmentStatus: statusOf(a),
    ...(a.cancelled_note ? { mostRecentComment: a.cancelled_note } : {}),
    ...location(f),
  };
}
