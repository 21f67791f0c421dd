// The columns a change can touch, under the names the API uses for them.
// History records every change as { <api field>: [before, after] }, so it
// reads like the record; undo maps the names back.
import type { AppointmentRow } from "./record";

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
  carrierDriverPhone: "carrier_driver_phone",
  driverSmsConsent: "driver_sms_consent",
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
/** The instants an appointment's status steps stamp, checking in to leaving, or its cancel. */
export type StampColumn = "checkedInAt" | "loadStartedAt" | "loadFinishedAt" | "checkedOutAt" | "cancelledAt";
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
