// The words of every appointment e-mail, in plain text and HTML. Carriers read
// the facility, its address and instructions, the time in the facility's zone
// with the zone's name, the confirmation code and their manage link; the
// facility's notification addresses read what the carrier did. Text that came
// from whoever booked (a company name, references, notes) appears only as a
// labelled field, never in the facility's own sentences, and notes say whose they are.
import type { FacilityAppointment } from "../record/schema";
import { CANCELLED_REASONS } from "../core/vocabulary";
import { facilityTime } from "./ics";
import { ENGLISH, type MailWords } from "../i18n/mail-words";
import type { CustomField } from "../fields/schema";
import { shownAnswers } from "../fields/values";
import { namedWord, type NamedWord } from "../i18n/facility-words";

export const CARRIER_KINDS = [
  "booking_received",
  "booking_confirmed",
  "approved",
  "declined",
  "cancelled",
  "rescheduled",
  "reinstated",
  "reminder",
] as const;
export const FACILITY_KINDS = ["new_request", "carrier_cancelled", "carrier_rescheduled"] as const;
export type AppointmentMailKind = (typeof CARRIER_KINDS)[number] | (typeof FACILITY_KINDS)[number];

export type MailFacility = {
  name: string;
  address: string;
  time_zone: string;
  carrier_instructions: string;
  /** The facility's slug, for the gate link in the QR code. */
  slug?: string;
  /** Its custom fields: answers appear under their labels (carriers never get the hidden ones). */
  custom_fields?: CustomField[];
  /** Its default language: a carrier's messages where the booking recorded none, and its staff's. */
  default_locale?: string;
  /** Its docks, for the dock's name in the message's language. */
  docks?: NamedWord[];
};
/** The Content-ID of the QR image the transport attaches (lib/mail/transport.ts). */
export const QR_CID = "appointment-qr@dockside";
export type MailContext = {
  kind: AppointmentMailKind;
  appointment: FacilityAppointment;
  facility: MailFacility;
  /** The carrier's manage link, or the staff page for facility messages. */
  link: string;
  /** The start and end before a reschedule. */
  previous?: { start: string; end: string };
  reminderHours?: number;
  /** The gate link the appointment's QR code holds; the HTML shows it as an inline image. */
  qr?: string;
  /** The language it is written in (lib/i18n/mail-words.ts); English when not given. */
  words?: MailWords;
};

function headline(c: MailContext): { subject: string; intro: string } {
  const a = c.appointment;
  const { t } = words(c);
  const what = t("what", { direction: a.type, facility: c.facility.name });
  const when = words(c).start(a.scheduled_start_time, c.facility.time_zone);
  const waits = a.status === "Requested";
  const key =
    (c.kind === "rescheduled" || c.kind === "carrier_rescheduled") && waits ? `${c.kind}Waits` : c.kind;
  const prefix = t(`kind.${key}.prefix`);
  const intro = t(`kind.${key}.intro`, c.kind === "reminder" ? { hours: c.reminderHours ?? 24 } : undefined);
  return { subject: t("subject", { prefix, what, when, code: a.confirmation_code }), intro };
}

const words = (c: MailContext) => c.words ?? ENGLISH;

/** Label and value rows, the same in both parts. */
function rows(c: MailContext): [string, string][] {
  const a = c.appointment;
  const facilityMail = (FACILITY_KINDS as readonly string[]).includes(c.kind);
  const { t } = words(c);
  const zone = c.facility.time_zone;
  const out: [string, string | null][] = [
    [t("row.when"), facilityTime(a, zone, words(c))],
    [
      t("row.previously"),
      c.previous
        ? facilityTime(
            { scheduled_start_time: c.previous.start, scheduled_end_time: c.previous.end },
            zone,
            words(c),
          )
        : null,
    ],
    [t("row.facility"), c.facility.name],
    [t("row.address"), c.facility.address || null],
    [t("row.confirmationCode"), a.confirmation_code],
    [t("row.status"), t(`status.${a.status}`)],
    [
      t("row.reason"),
      a.status === "Cancelled" && a.cancelled_reason
        ? REASON_CODES.has(a.cancelled_reason)
          ? t(`reason.${a.cancelled_reason}`)
          : a.cancelled_reason
        : null,
    ],
    [
      a.cancelled_reason === "CarrierRequest" ? t("row.carrierNote") : t("row.facilityNote"),
      a.status === "Cancelled" ? a.cancelled_note || null : null,
    ],
    [t("row.dock"), namedWord(a.dock, c.facility.docks, words(c).locale)],
    [t("row.facilityNote"), facilityMail ? null : a.public_notes || null],
    [t("row.references"), a.order_info.map((o) => o.reference_id).join(", ") || null],
    [t("row.load"), a.quantity && a.units ? t("load", { count: a.quantity, units: a.units }) : null],
    ...shownAnswers(
      a.custom_fields,
      c.facility.custom_fields,
      facilityMail ? "staff" : "carrier",
      [t("answer.yes"), t("answer.no")],
      words(c).locale,
    ),
    [t("row.carrier"), facilityMail ? a.carrier : null],
    [t("row.carrierNote"), facilityMail ? a.carrier_notes || null : null],
    [
      t("row.contact"),
      facilityMail ? [a.carrier_emails.join(", "), a.carrier_phone].filter(Boolean).join(", ") || null : null,
    ],
  ];
  return out.filter((r): r is [string, string] => !!r[1]);
}

const REASON_CODES = new Set<string>(CANCELLED_REASONS);

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

export function renderAppointmentMail(c: MailContext): { subject: string; text: string; html: string } {
  const { subject, intro } = headline(c);
  const { t } = words(c);
  const code = c.appointment.confirmation_code;
  const facilityMail = (FACILITY_KINDS as readonly string[]).includes(c.kind);
  const linkLabel = facilityMail
    ? t("link.staff")
    : c.kind === "cancelled" || c.kind === "declined"
      ? t("link.see")
      : t("link.manage");
  const instructions =
    !facilityMail && c.kind !== "cancelled" && c.kind !== "declined" ? c.facility.carrier_instructions : "";
  const table = rows(c);
  const text = [
    intro,
    "",
    ...table.map(([k, v]) => `${k}: ${v}`),
    ...(instructions ? ["", `${t("instructions")}:`, instructions] : []),
    ...(c.qr ? ["", t("gateText", { code })] : []),
    "",
    `${linkLabel}: ${c.link}`,
    "",
    "Dockside",
  ].join("\n");
  const html = `<!doctype html><html lang="${words(c).locale}"><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">
<p>${escape(intro)}</p>
<table style="border-collapse:collapse">${table
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escape(k)}</th><td>${escape(v)}</td></tr>`,
    )
    .join("")}</table>
${instructions ? `<h2 style="font-size:1em">${escape(t("instructions"))}</h2><p style="white-space:pre-line">${escape(instructions)}</p>` : ""}
${c.qr ? `<p>${escape(t("gateHtml", { code }))}</p><p><img src="cid:${QR_CID}" width="180" height="180" alt="${escape(t("qrAlt", { code }))}"></p>` : ""}
<p><a href="${escape(c.link)}">${escape(linkLabel)}</a></p>
<p style="color:#555">Dockside</p>
</body></html>`;
  return { subject, text, html };
}
