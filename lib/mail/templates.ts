// The words of every appointment e-mail, in plain text and HTML. Carriers read
// the facility, its address and instructions, the time in the facility's zone
// with the zone's name, the confirmation code and their manage link; the
// facility's notification addresses read what the carrier did. Text that came
// from whoever booked (a company name, references, notes) appears only as a
// labelled field, never in the facility's own sentences, and notes say whose they are.
import type { FacilityAppointment } from "../appointments/schema";
import { inZone, shortDay, clock, zoneAbbreviation } from "../core/time";
import { facilityTime } from "./ics";
import type { CustomField } from "../fields/schema";
import { shownAnswers } from "../fields/values";

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
};

const REASONS: Record<string, string> = {
  CarrierRequest: "at the carrier's request",
  FacilityRequest: "by the facility",
  RequestDeclined: "the facility declined the request",
  Duplicate: "it was a duplicate",
  Weather: "because of the weather",
  Other: "other reason",
};

function headline(c: MailContext): { subject: string; intro: string } {
  const a = c.appointment;
  const what = `${a.type === "Inbound" ? "Delivery" : "Pickup"} at ${c.facility.name}`;
  const start = inZone(a.scheduled_start_time, c.facility.time_zone);
  const when = `${shortDay(start)} ${clock(start)} ${zoneAbbreviation(c.facility.time_zone, start)}`;
  const tail = `${what}, ${when} (${a.confirmation_code})`;
  const waits = a.status === "Requested";
  const table: Record<AppointmentMailKind, [string, string]> = {
    booking_received: ["Request received", "We have your request. The facility confirms it by e-mail."],
    booking_confirmed: ["Confirmed", "Your dock appointment is booked."],
    approved: ["Approved", "The facility approved your request: your dock appointment is booked."],
    declined: ["Declined", "The facility declined your request."],
    cancelled: ["Cancelled", "This dock appointment is cancelled."],
    rescheduled: [
      waits ? "New time requested" : "Rescheduled",
      waits ? "The new time waits for the facility's approval." : "Your dock appointment has a new time.",
    ],
    reinstated: ["Back on the schedule", "This dock appointment is on the schedule again."],
    reminder: ["Reminder", `Your dock appointment starts in about ${c.reminderHours ?? 24} hours.`],
    new_request: [
      "New request to approve",
      "A carrier requested a dock appointment that waits for approval.",
    ],
    carrier_cancelled: ["Carrier cancelled", "The carrier cancelled this dock appointment."],
    carrier_rescheduled: [
      "Carrier rescheduled",
      `The carrier moved this dock appointment${waits ? "; the new time waits for approval" : ""}.`,
    ],
  };
  const [prefix, intro] = table[c.kind];
  return { subject: `${prefix}: ${tail}`, intro };
}

/** Label and value rows, the same in both parts. */
function rows(c: MailContext): [string, string][] {
  const a = c.appointment;
  const facilityMail = (FACILITY_KINDS as readonly string[]).includes(c.kind);
  const out: [string, string | null][] = [
    ["When", facilityTime(a, c.facility.time_zone)],
    [
      "Previously",
      c.previous
        ? facilityTime(
            { scheduled_start_time: c.previous.start, scheduled_end_time: c.previous.end },
            c.facility.time_zone,
          )
        : null,
    ],
    ["Facility", c.facility.name],
    ["Address", c.facility.address || null],
    ["Confirmation code", a.confirmation_code],
    ["Status", a.status === "Requested" ? "Requested, waiting for the facility to confirm" : a.status],
    [
      "Reason",
      a.status === "Cancelled" && a.cancelled_reason
        ? (REASONS[a.cancelled_reason] ?? a.cancelled_reason)
        : null,
    ],
    [
      a.cancelled_reason === "CarrierRequest" ? "Carrier's note" : "Note from the facility",
      a.status === "Cancelled" ? a.cancelled_note || null : null,
    ],
    ["Dock", a.dock],
    ["Note from the facility", facilityMail ? null : a.public_notes || null],
    ["References", a.order_info.map((o) => o.reference_id).join(", ") || null],
    ["Load", a.quantity && a.units ? `${a.quantity} ${a.units.toLowerCase()}` : null],
    ...shownAnswers(a.custom_fields, c.facility.custom_fields, facilityMail ? "staff" : "carrier"),
    ["Carrier", facilityMail ? a.carrier : null],
    ["Carrier's note", facilityMail ? a.carrier_notes || null : null],
    [
      "Contact",
      facilityMail ? [a.carrier_emails.join(", "), a.carrier_phone].filter(Boolean).join(", ") || null : null,
    ],
  ];
  return out.filter((r): r is [string, string] => !!r[1]);
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

export function renderAppointmentMail(c: MailContext): { subject: string; text: string; html: string } {
  const { subject, intro } = headline(c);
  const facilityMail = (FACILITY_KINDS as readonly string[]).includes(c.kind);
  const linkLabel = facilityMail
    ? "Open it in Dockside"
    : c.kind === "cancelled" || c.kind === "declined"
      ? "See the appointment"
      : "View, reschedule or cancel";
  const instructions =
    !facilityMail && c.kind !== "cancelled" && c.kind !== "declined" ? c.facility.carrier_instructions : "";
  const table = rows(c);
  const text = [
    intro,
    "",
    ...table.map(([k, v]) => `${k}: ${v}`),
    ...(instructions ? ["", "Instructions from the facility:", instructions] : []),
    ...(c.qr
      ? [
          "",
          `At the gate: type the confirmation code ${c.appointment.confirmation_code}, or show the QR code of this e-mail.`,
        ]
      : []),
    "",
    `${linkLabel}: ${c.link}`,
    "",
    "Dockside",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">
<p>${escape(intro)}</p>
<table style="border-collapse:collapse">${table
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escape(k)}</th><td>${escape(v)}</td></tr>`,
    )
    .join("")}</table>
${instructions ? `<h2 style="font-size:1em">Instructions from the facility</h2><p style="white-space:pre-line">${escape(instructions)}</p>` : ""}
${c.qr ? `<p>At the gate, show this code to the tablet or type ${escape(c.appointment.confirmation_code)}:</p><p><img src="cid:${QR_CID}" width="180" height="180" alt="QR code for the gate, holding confirmation code ${escape(c.appointment.confirmation_code)}"></p>` : ""}
<p><a href="${escape(c.link)}">${escape(linkLabel)}</a></p>
<p style="color:#555">Dockside</p>
</body></html>`;
  return { subject, text, html };
}
