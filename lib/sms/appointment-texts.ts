// Which texts an appointment event sends the driver: the sms channel's fan-out, run in the dispatch
// transaction beside the e-mail's. Only to a driver phone given with consent; the words in the booking's
// language. Series occurrences made in bulk send none (the driver is texted about the series' next visits
// by the reminder), nor do the facility's own notifications.
import type { Db, Tx } from "../db";
import type { FacilityAppointment } from "../record/schema";
import { mintManageLink } from "../record/manage-links";
import type { FanOut, OutboxEventRow } from "../outbox/channel";
import { enqueueSms } from "./enqueue";
import { fits } from "./segments";
import { smsWords } from "./words";
import { namedWord, namedWords } from "../i18n/facility-words";

export type TextKind =
  "requested" | "booked" | "approved" | "rescheduled" | "reminder" | "declined" | "cancelled" | "door";

type EventFacts = Pick<OutboxEventRow, "action" | "changes">;

/** The text `e` sends the driver of `a`, if any. */
export function plannedText(e: EventFacts, a: FacilityAppointment): TextKind | null {
  const changes = JSON.parse(e.changes || "{}") as Record<string, unknown>;
  // A checked-in truck given a door, or moved to another, is told where to drive.
  if ("dock" in changes && a.dock && a.checked_in_at && !a.checked_out_at && a.status !== "Cancelled")
    return "door";
  switch (e.action) {
    case "requested":
      return a.status === "Requested" ? "requested" : a.status === "Scheduled" ? "booked" : null;
    case "approved":
      return "approved";
    case "rescheduled":
      return "rescheduled";
    case "declined":
      return "declined";
    case "cancelled":
      return "cancelled";
    default:
      return null;
  }
}

export type TextFacility = {
  id: string;
  name: string;
  timeZone: string;
  defaultLocale: string;
  /** Its docks: the text names the door in the driver's language. */
  docks?: { name: string; nameTranslations: string }[];
};

/** A text of `kind` about `a`, in `locale`; the manage link left out when it would make it too long. */
export async function appointmentText(
  tx: Tx | Db,
  kind: TextKind,
  a: Pick<FacilityAppointment, "id" | "confirmation_code" | "scheduled_start_time" | "dock">,
  f: TextFacility,
  locale: string | null,
): Promise<string> {
  const words = await smsWords(locale, f.defaultLocale);
  const values = {
    facility: f.name,
    time: words.time(a.scheduled_start_time, f.timeZone),
    code: a.confirmation_code,
    door: namedWord(a.dock, namedWords(f.docks), words.locale) ?? "",
    link: "",
  };
  const needsLink = ["requested", "booked", "approved", "rescheduled", "reminder"].includes(kind);
  if (needsLink) {
    const { url } = await mintManageLink(tx as Tx, a.id);
    const withLink = words.t(kind, { ...values, link: url });
    if (fits(withLink)) return withLink;
  }
  return words.t(kind, values).trim();
}

type Planned = {
  a: FacilityAppointment;
  kind: TextKind;
  phone: string;
  locale: string | null;
  f: TextFacility;
};

/** The sms channel's fan-out: the appointments' consent and numbers, and their facilities, read once. */
export async function appointmentTexts(db: Db, events: OutboxEventRow[]): Promise<FanOut> {
  const plans = events
    .map((event) => {
      const a = JSON.parse(event.payload) as FacilityAppointment;
      return { event, a, kind: a.carrier_driver_phone ? plannedText(event, a) : null };
    })
    .filter((p) => p.kind);
  const planned = new Map<string, Planned>();
  if (plans.length) {
    const rows = await db.appointment.findMany({
      where: { id: { in: [...new Set(plans.map((p) => p.a.id))] }, driverSmsConsent: true },
      select: {
        id: true,
        locale: true,
        carrierDriverPhone: true,
        facility: {
          select: {
            id: true,
            name: true,
            timeZone: true,
            defaultLocale: true,
            docks: { select: { name: true, nameTranslations: true } },
          },
        },
      },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const p of plans) {
      const r = byId.get(p.a.id);
      // The number as it is now: the event's may be older than a later correction.
      if (r?.carrierDriverPhone)
        planned.set(p.event.id, {
          a: p.a,
          kind: p.kind!,
          phone: r.carrierDriverPhone,
          locale: r.locale,
          f: r.facility,
        });
    }
  }
  return {
    writes: (event) => planned.has(event.id),
    write: async (tx, event) => {
      const p = planned.get(event.id)!;
      await enqueueSms(tx, {
        facilityId: p.f.id,
        appointmentId: p.a.id,
        phone: p.phone,
        kind: p.kind,
        text: await appointmentText(tx, p.kind, p.a, p.f, p.locale),
        eventId: event.id,
        now: event.createdAt,
      });
    },
  };
}
