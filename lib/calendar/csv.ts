// The calendar's selection as CSV, for a spreadsheet or the yard's own system:
// local times in the facility's zone (what staff read on screen) next to the
// UTC instants (what systems compare), one appointment per line. Statuses and
// reasons are the words on screen, not the API's codes.
import { DateTime } from "luxon";
import { cancelReasonWord, statusWord } from "../core/words";
import type { FacilityAppointment } from "../record/schema";
import { siteState, siteWord } from "../appointments/site-state";
import { answerText } from "../fields/values";
import { UTF8_BOM, csvField } from "../core/csv-field";

const COLUMNS: [string, (a: FacilityAppointment, zone: string) => string | number | null][] = [
  ["Confirmation code", (a) => a.confirmation_code],
  ["Status", (a) => statusWord(a.status)],
  ["Type", (a) => a.type],
  ["Local date", (a, z) => DateTime.fromISO(a.scheduled_start_time, { zone: z }).toISODate()],
  ["Local start", (a, z) => DateTime.fromISO(a.scheduled_start_time, { zone: z }).toFormat("HH:mm")],
  ["Local end", (a, z) => DateTime.fromISO(a.scheduled_end_time, { zone: z }).toFormat("HH:mm")],
  ["Dock", (a) => a.dock],
  ["Carrier", (a) => a.carrier],
  ["Carrier phone", (a) => a.carrier_phone],
  ["Driver", (a) => a.carrier_driver],
  ["PO / references", (a) => a.order_info.map((o) => o.reference_id).join("; ")],
  ["Quantity", (a) => a.quantity],
  ["Units", (a) => a.units],
  ["Load types", (a) => a.all_load_types.map((l) => l.name).join("; ")],
  ["Trailer", (a) => a.trailer_number],
  ["Seal", (a) => a.seal_number],
  ["Work-in", (a) => (a.is_work_in ? "yes" : "no")],
  ["Checked in (UTC)", (a) => a.checked_in_at],
  ["Checked out (UTC)", (a) => a.checked_out_at],
  // Completed says the load is done; this says whether the truck is still at the door or has gone.
  ["On site", (a) => siteWord(siteState(a))],
  [
    "Left site (local)",
    (a, z) =>
      a.checked_out_at && DateTime.fromISO(a.checked_out_at, { zone: z }).toFormat("yyyy-MM-dd HH:mm"),
  ],
  ["Cancelled reason", (a) => a.cancelled_reason && cancelReasonWord(a.cancelled_reason)],
  ["Notes", (a) => a.notes],
  ["Start (UTC)", (a) => a.scheduled_start_time],
  ["End (UTC)", (a) => a.scheduled_end_time],
  ["Created (UTC)", (a) => a.created_at],
  ["Updated (UTC)", (a) => a.updated_at],
  ["Id", (a) => a.id],
];

/**
 * The file as a download: a byte-order mark, a header line, then one line per appointment, CRLF. A column
 * per custom field, headed by its label, in the facility's order; answers to a field no longer listed get a
 * column under their key.
 */
export function appointmentsCsv(
  appointments: FacilityAppointment[],
  zone: string,
  fields: { key: string; label: string }[] = [],
): string {
  const keys = new Set(appointments.flatMap((a) => Object.keys(a.custom_fields ?? {})));
  const extra: typeof COLUMNS = [
    ...fields.map((f) => ({ key: f.key, label: f.label })),
    ...[...keys].filter((k) => !fields.some((f) => f.key === k)).map((k) => ({ key: k, label: k })),
  ].map(({ key, label }) => [
    label,
    (a) => (a.custom_fields?.[key] === undefined ? null : answerText(a.custom_fields[key])),
  ]);
  const columns = [...COLUMNS, ...extra];
  const lines = [columns.map(([h]) => csvField(h)).join(",")];
  for (const a of appointments) lines.push(columns.map(([, get]) => csvField(get(a, zone))).join(","));
  return UTF8_BOM + lines.join("\r\n") + "\r\n";
}
