// The columns a change can touch, under the names the API uses for them.
// History records every change as { <api field>: [before, after] }, so it
// reads like the record; undo maps the names back.
import type { AppointmentRow } from "./record";
import { answerChanges } from "../fields/values";

export const CHANGE_FIELDS = {
  status: "status",
  dockId: "dock",
  scheduledStart: "scheduled_start_time",
  scheduledEnd: "scheduled_end_time",
  checkedInAt: "checked_in_at",
  loadStartedAt: "load_started_at",
  loadFinishedAt: "load_finished_at",
  checkedOutAt: "checked_out_at",
  cancelledAt: "cancelled_at",
  cancelledReason: "cancelled_reason",
  cancelledNote: "cancelled_note",
  trailerNumber: "trailer_number",
  sealNumber: "seal_number",
  estimatedStart: "estimated_start_datetime",
  forklift: "forklift",
  notes: "notes",
  publicNotes: "public_notes",
  seriesId: "recurring_facility_appointment.id",
  seriesIndex: "series_index",
  overrideReason: "override_reason",
  // Recorded per field, as custom_fields.<key> (lib/fields/values.ts answerChanges).
  customFields: "custom_fields",
} as const;

export type ChangeColumn = keyof typeof CHANGE_FIELDS;
export type AppointmentChange = Partial<Pick<AppointmentRow, ChangeColumn>>;
/** field -> [before, after]; date-times as ISO strings, the dock by name. */
export type Changes = Record<string, [unknown, unknown]>;

export const DATE_COLUMNS: ReadonlySet<ChangeColumn> = new Set([
  "scheduledStart",
  "scheduledEnd",
  "checkedInAt",
  "loadStartedAt",
  "loadFinishedAt",
  "checkedOutAt",
  "cancelledAt",
  "estimatedStart",
]);

export const COLUMN_OF = Object.fromEntries(
  Object.entries(CHANGE_FIELDS).map(([column, field]) => [field, column]),
) as Record<string, ChangeColumn>;

function plain(column: ChangeColumn, value: unknown, dockName: (id: string) => string | null): unknown {
  if (value instanceof Date) return value.toISOString();
  if (column === "dockId" && typeof value === "string") return dockName(value);
  return value ?? null;
}

/** What `change` changes in `row`, under API names; unchanged columns are left out. */
export function changesOf(
  row: Pick<AppointmentRow, ChangeColumn>,
  change: AppointmentChange,
  dockName: (id: string) => string | null,
): Changes {
  const out: Changes = {};
  for (const column of Object.keys(change) as ChangeColumn[]) {
    if (!(column in CHANGE_FIELDS) || change[column] === undefined) continue;
    const before = row[column] instanceof Date ? (row[column] as Date).toISOString() : (row[column] ?? null);
    const after =
      change[column] instanceof Date ? (change[column] as Date).toISOString() : (change[column] ?? null);
    if (before === after) continue;
    if (column === "customFields") {
      Object.assign(out, answerChanges(row.customFields, change.customFields!));
      continue;
    }
    out[CHANGE_FIELDS[column]] = [
      plain(column, row[column], dockName),
      plain(column, change[column], dockName),
    ];
  }
  return out;
}
