// What the holder of an appointment's manage link may do, with no account:
// read it, see where it could move, move it, cancel it, change its answers. The token stands for
// a caller that sees this one appointment (lib/core/caller.ts), and every
// change goes through the same operations, rules and history as a carrier's.
import { parseFields } from "../fields/values";
import { namedWords, parseWordTranslations } from "../i18n/facility-words";
import type { Db } from "../db";
import { manageLinkCaller, type Caller } from "../core/caller";
import { conflict, notFound } from "../core/errors";
import { facilityAvailability } from "../availability/service";
import type { Availability } from "../availability/schema";
import type { AppointmentType } from "../core/vocabulary";
import { visibleAppointment } from "../record/access";
import { assertCarrierOutsideCutoff } from "../record/access";
import { changeable, CHANGEABLE_STATUSES } from "./changeable";
import { appointmentIdForManageToken } from "../record/manage-links";
import { toRecord } from "../record/record";
import { rescheduleAppointment } from "./reschedule";
import { updateAppointment } from "./update";
import { formFields } from "../fields/booking-form";
import { fieldsFor } from "../fields/form";
import { updateAppointmentStatus } from "./status";
import type { FacilityAppointment } from "../record/schema";
import type { ManagedAppointment } from "./managed-schema";
import { appointmentCalendar } from "../mail/ics";
import { mailWords } from "../i18n/mail-words";
import { publicUrl } from "../core/public-url";
import { gateUrl } from "../record/qr";

/** The caller a manage token stands for; 404 for a token that was never minted. */
async function linkCaller(db: Db, token: string): Promise<Caller & { appointmentId: string }> {
  const id = await appointmentIdForManageToken(db, token);
  if (!id) throw notFound("appointment link");
  return { ...manageLinkCaller(id), appointmentId: id };
}

async function view(db: Db, a: FacilityAppointment, now = new Date()): Promise<ManagedAppointment> {
  const f = await db.facility.findUniqueOrThrow({
    where: { id: a.facility },
    include: { docks: { where: { name: a.dock ?? "" }, select: { nameTranslations: true } } },
  });
  const can = changeable(a, f.cancelCutoffMinutes, { staff: false, now });
  const fields = parseFields(f.customFields);
  const consent = await db.appointment.findUniqueOrThrow({
    where: { id: a.id },
    select: { driverSmsConsent: true },
  });
  return {
    appointment: a,
    facility: {
      name: f.name,
      address: f.address,
      carrier_instructions: f.carrierInstructions,
      time_zone: f.timeZone,
      cancel_cutoff_minutes: f.cancelCutoffMinutes,
      custom_fields: fields
        .filter((c) => !c.hidden_from_carrier)
        .map((c) => ({
          key: c.key,
          label: c.label,
          label_translations: c.label_translations,
          choices: c.choices,
          choice_translations: c.choice_translations,
        })),
    },
    dock_translations: parseWordTranslations(f.docks[0]?.nameTranslations),
    answerable_fields: fieldsFor(
      formFields(fields, "carrier"),
      a.all_load_types.map((l) => l.id),
    ),
    driver_sms_consent: consent.driverSmsConsent,
    changeable: can.allowed,
    why_not: can.allowed ? null : can.why,
    why_not_reason: can.allowed ? null : can.reason,
    gate_url: gateUrl(f.slug, a.confirmation_code),
  };
}

export async function getManagedAppointment(db: Db, input: { token: string }): Promise<ManagedAppointment> {
  const caller = await linkCaller(db, input.token);
  return view(db, toRecord(await visibleAppointment(db, caller, caller.appointmentId), caller));
}

export async function getManagedAvailability(
  db: Db,
  input: { token: string; start: string; end: string },
): Promise<Availability> {
  const caller = await linkCaller(db, input.token);
  const row = await visibleAppointment(db, caller, caller.appointmentId);
  return facilityAvailability(db, caller, {
    facility_id: row.facilityId,
    start: input.start,
    end: input.end,
    type: row.type as AppointmentType,
    duration_minutes: (row.scheduledEnd.getTime() - row.scheduledStart.getTime()) / 60_000,
    load_type_id: undefined,
    quantity: undefined,
    carrier: undefined,
    exclude_appointment_id: row.id,
  });
}

export async function rescheduleManaged(
  db: Db,
  input: { token: string; scheduled_start_time: string },
): Promise<ManagedAppointment> {
  const caller = await linkCaller(db, input.token);
  const row = await visibleAppointment(db, caller, caller.appointmentId);
  const start = new Date(input.scheduled_start_time);
  const end = new Date(start.getTime() + row.scheduledEnd.getTime() - row.scheduledStart.getTime());
  const moved = await rescheduleAppointment(db, caller, {
    id: row.id,
    scheduled_start_time: start.toISOString(),
    scheduled_end_time: end.toISOString(),
    override_reason: undefined,
  });
  return view(db, moved);
}

export async function cancelManaged(
  db: Db,
  input: { token: string; note?: string },
): Promise<ManagedAppointment> {
  const caller = await linkCaller(db, input.token);
  const cancelled = await updateAppointmentStatus(db, caller, {
    id: caller.appointmentId,
    action: "cancel",
    reason: "CarrierRequest",
    note: input.note,
    override_reason: undefined,
  });
  return view(db, cancelled);
}

export async function updateManaged(
  db: Db,
  input: {
    token: string;
    custom_fields?: Record<string, unknown>;
    carrier_driver_phone?: string | null;
    driver_sms_consent?: boolean;
  },
): Promise<ManagedAppointment> {
  const caller = await linkCaller(db, input.token);
  const updated = await updateAppointment(
    db,
    caller,
    {
      id: caller.appointmentId,
      custom_fields: input.custom_fields,
      carrier_driver_phone: input.carrier_driver_phone,
      driver_sms_consent: input.driver_sms_consent,
      dock: undefined,
      override_reason: undefined,
      trailer_number: undefined,
      seal_number: undefined,
      estimated_start_datetime: undefined,
      forklift: undefined,
      notes: undefined,
      public_notes: undefined,
    },
    {
      // As a move or a cancellation by the link: while it is still to come, outside the facility's cut-off.
      guard: ({ row, facility, now }) => {
        if (!CHANGEABLE_STATUSES.includes(row.status as FacilityAppointment["status"]))
          throw conflict("invalid_transition", `cannot change an appointment that is ${row.status}`, "id");
        assertCarrierOutsideCutoff(caller, row, facility.cancelCutoffMinutes, now);
      },
    },
  );
  return view(db, updated);
}

/** The appointment as an .ics file for "Add to calendar", by its manage link (the link inside it). */
export async function managedCalendar(db: Db, token: string): Promise<{ ics: string; code: string }> {
  const caller = await linkCaller(db, token);
  const row = await visibleAppointment(db, caller, caller.appointmentId);
  const f = await db.facility.findUniqueOrThrow({
    where: { id: row.facilityId },
    include: { docks: { select: { name: true, nameTranslations: true } } },
  });
  const ics = appointmentCalendar({
    // The same words as the invitations e-mailed for it: the booking's language, else the facility's.
    words: await mailWords(row.locale, f.defaultLocale),
    appointment: toRecord(row, caller),
    facility: {
      name: f.name,
      address: f.address,
      time_zone: f.timeZone,
      carrier_instructions: f.carrierInstructions,
      custom_fields: parseFields(f.customFields),
      docks: namedWords(f.docks),
    },
    method: "PUBLISH",
    sequence: row.sequence,
    link: publicUrl(`/a/${token}`),
  });
  return { ics, code: row.confirmationCode };
}
