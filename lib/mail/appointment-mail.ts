// Which e-mails an appointment event sends, and to whom: the mail channel's
// fan-out, run in the dispatch transaction. Carriers get one message per
// address, each with its own manage link and an invitation (.ics) whose
// SEQUENCE is the event's; facility notification addresses get new requests
// and what carriers changed.
import type { Db, Tx } from "../db";
import type { FacilityAppointment } from "../record/schema";
import { mintManageLink } from "../record/manage-links";
import { publicUrl } from "../core/public-url";
import { gateUrl } from "../record/qr";
import type { FanOut, OutboxEventRow } from "../outbox/channel";
import { enqueueMail } from "./enqueue";
import { parseFields } from "../fields/values";
import { appointmentCalendar } from "./ics";
import { renderAppointmentMail, type AppointmentMailKind, type MailFacility } from "./templates";
import { mailWords } from "../i18n/mail-words";
import { namedWords } from "../i18n/facility-words";

type Plan = {
  carrier?: { kind: AppointmentMailKind; method: "REQUEST" | "CANCEL" };
  facility?: AppointmentMailKind;
};

type EventFacts = Pick<OutboxEventRow, "action" | "actorRole" | "previousStatus">;

export function plannedMail(e: EventFacts, a: Pick<FacilityAppointment, "status">): Plan {
  const byCarrier = e.actorRole === "carrier";
  switch (e.action) {
    case "requested":
      if (a.status === "Requested")
        return { carrier: { kind: "booking_received", method: "REQUEST" }, facility: "new_request" };
      // A demo appointment recorded in the past (any later status) gets nothing.
      return a.status === "Scheduled" ? { carrier: { kind: "booking_confirmed", method: "REQUEST" } } : {};
    case "work_in_requested":
      // A driver at the gate asked to be worked in: the facility's addresses hear of it as of a request.
      return { facility: "new_request" };
    case "created_from_series":
      return { carrier: { kind: "booking_confirmed", method: "REQUEST" } };
    case "approved":
      return { carrier: { kind: "approved", method: "REQUEST" } };
    case "declined":
      return { carrier: { kind: "declined", method: "CANCEL" } };
    case "cancelled":
      return {
        carrier: { kind: "cancelled", method: "CANCEL" },
        facility: byCarrier ? "carrier_cancelled" : undefined,
      };
    case "rescheduled":
      return {
        carrier: { kind: "rescheduled", method: "REQUEST" },
        facility: byCarrier ? "carrier_rescheduled" : undefined,
      };
    case "undone":
      // An undone cancellation puts it back in calendars; other undos are the facility's own business.
      return e.previousStatus === "Cancelled" && ["Requested", "Scheduled"].includes(a.status)
        ? { carrier: { kind: "reinstated", method: "REQUEST" } }
        : {};
    default:
      return {};
  }
}

export const FACILITY_MAIL_SELECT = {
  name: true,
  address: true,
  timeZone: true,
  carrierInstructions: true,
  notificationEmails: true,
  slug: true,
  customFields: true,
  defaultLocale: true,
  // The dock a message names, in the reader's language.
  docks: { select: { name: true, nameTranslations: true } },
} as const;

export function mailFacility(f: {
  name: string;
  address: string;
  timeZone: string;
  carrierInstructions: string;
  slug?: string;
  customFields?: string;
  defaultLocale?: string;
  docks?: { name: string; nameTranslations: string }[];
}): MailFacility {
  return {
    name: f.name,
    address: f.address,
    time_zone: f.timeZone,
    carrier_instructions: f.carrierInstructions,
    slug: f.slug,
    custom_fields: parseFields(f.customFields),
    default_locale: f.defaultLocale,
    docks: namedWords(f.docks),
  };
}

/** Carrier messages of one kind for `a`, one per address of carrier_emails. */
export async function enqueueCarrierMail(
  tx: Tx,
  a: FacilityAppointment,
  facility: MailFacility,
  kind: AppointmentMailKind,
  method: "REQUEST" | "CANCEL",
  opts: {
    sequence: number;
    now: Date;
    eventId?: string;
    previous?: { start: string; end: string };
    reminderHours?: number;
    /** The language the booking was made in (Appointment.locale); else the facility's default. */
    locale?: string | null;
  },
): Promise<void> {
  const { locale, ...context } = opts;
  const words = await mailWords(locale, facility.default_locale);
  // Messages that put the appointment in a calendar carry its QR code for the gate.
  const qr = method === "REQUEST" && facility.slug ? gateUrl(facility.slug, a.confirmation_code) : undefined;
  for (const to of a.carrier_emails) {
    const { url } = await mintManageLink(tx, a.id);
    const body = renderAppointmentMail({ kind, appointment: a, facility, link: url, qr, words, ...context });
    const ics = appointmentCalendar({
      words,
      appointment: a,
      facility,
      method,
      sequence: opts.sequence,
      link: url,
      attendee: to,
      now: opts.now,
    });
    await enqueueMail(
      tx,
      { kind, to: [to], ...body, ics: { method, content: ics }, appointmentId: a.id, qr },
      { now: opts.now, eventId: opts.eventId },
    );
  }
}

type Planned = {
  a: FacilityAppointment;
  plan: Plan;
  facility: MailFacility;
  staff: string[];
  /** The language the booking was made in, when it recorded one. */
  locale: string | null;
};

/**
 * The mail channel's fan-out of a batch of events: the facilities read once; an event writes only where its
 * plan has someone to tell (a carrier address, a facility notification address).
 */
export async function appointmentMail(db: Db, events: OutboxEventRow[]): Promise<FanOut> {
  const planned = new Map<string, Planned>();
  const plans = events.map((event) => {
    const a = JSON.parse(event.payload) as FacilityAppointment;
    return { event, a, plan: plannedMail(event, a) };
  });
  const ids = [
    ...new Set(plans.filter((p) => p.plan.carrier || p.plan.facility).map((p) => p.event.facilityId)),
  ];
  const rows = ids.length
    ? await db.facility.findMany({
        where: { id: { in: ids } },
        select: { id: true, ...FACILITY_MAIL_SELECT },
      })
    : [];
  const facilities = new Map(rows.map((f) => [f.id, f]));
  // The payload is the contract's appointment, which has no language: the booking's is read beside it.
  const carrierIds = [...new Set(plans.filter((p) => p.plan.carrier).map((p) => p.a.id))];
  const locales = new Map(
    carrierIds.length
      ? (
          await db.appointment.findMany({
            where: { id: { in: carrierIds } },
            select: { id: true, locale: true },
          })
        ).map((r) => [r.id, r.locale])
      : [],
  );
  for (const { event, a, plan } of plans) {
    const f = facilities.get(event.facilityId);
    if (!f) continue;
    const staff = JSON.parse(f.notificationEmails) as string[];
    const carrier = plan.carrier && a.carrier_emails.length ? plan.carrier : undefined;
    const facility = plan.facility && staff.length ? plan.facility : undefined;
    if (carrier || facility)
      planned.set(event.id, {
        a,
        plan: { carrier, facility },
        facility: mailFacility(f),
        staff,
        locale: locales.get(a.id) ?? null,
      });
  }
  return {
    writes: (event) => planned.has(event.id),
    write: (tx, event) => writeAppointmentMail(tx, event, planned.get(event.id)!),
  };
}

async function writeAppointmentMail(tx: Tx, event: OutboxEventRow, p: Planned): Promise<void> {
  const { a, plan, facility, staff, locale } = p;
  const changes = JSON.parse(event.changes) as Record<string, [string, string]>;
  const previous = changes.scheduled_start_time
    ? { start: changes.scheduled_start_time[0], end: changes.scheduled_end_time?.[0] ?? a.scheduled_end_time }
    : undefined;
  // Ordered after earlier messages of the appointment: the event's own time.
  const now = event.createdAt;
  if (plan.carrier)
    await enqueueCarrierMail(tx, a, facility, plan.carrier.kind, plan.carrier.method, {
      sequence: event.sequence,
      now,
      eventId: event.id,
      previous,
      locale,
    });
  if (plan.facility) {
    const link = publicUrl(
      plan.facility === "new_request" ? "/requests" : `/calendar?facility=${event.facilityId}`,
    );
    // The facility's staff read its own default language, whatever the carrier booked in.
    const words = await mailWords(facility.default_locale);
    const body = renderAppointmentMail({
      kind: plan.facility,
      appointment: a,
      facility,
      link,
      previous,
      words,
    });
    await enqueueMail(
      tx,
      { kind: plan.facility, to: staff, ...body, appointmentId: a.id },
      { now, eventId: event.id },
    );
  }
}
