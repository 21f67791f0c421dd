// An appointment's history as staff read it: what happened, and each change
// as "field: before → after" in the board's words and the facility's time.
// The English words below are the default; a screen passes its translator
// (`Words`, keyed by the same codes: event.<action>, undo.<action>, field.<key>,
// value.<key>, status.<code>...) and lib stays free of next-intl.
import { dayAndClock, inZone } from "../core/time";
import { cancelReasonWord, repetitionWord, statusWord } from "../core/words";

const EVENT: Record<string, string> = {
  requested: "Requested",
  work_in_created: "Work-in recorded",
  work_in_requested: "Work-in requested at the gate",
  eta_sent: "ETA sent by the carrier",
  driver_text: "Text from the driver",
  approved: "Approved",
  declined: "Declined",
  // The steps say where the truck is: Completed alone does not tell the door from the road.
  checked_in: "Checked in: arrived at the gate",
  loading_started: "Loading started: at the door",
  loading_finished: "Loading finished: still on site",
  checked_out: "Checked out: left the site",
  no_show: "Marked no-show",
  cancelled: "Cancelled",
  undone: "Step undone",
  rescheduled: "Rescheduled",
  updated: "Details changed",
  series_created: "Series created",
  created_from_series: "Created by a series",
  carrier_account_changed: "Carrier account changed",
};

// What the undo button says it takes back, by the step's history event.
const UNDO: Record<string, string> = {
  approved: "Undo approval",
  declined: "Undo decline",
  checked_in: "Undo check-in",
  loading_started: "Undo start of loading",
  loading_finished: "Undo end of loading",
  checked_out: "Undo check-out",
  no_show: "Undo no-show",
  cancelled: "Undo cancellation",
};

const FIELD: Record<string, string> = {
  status: "Status",
  dock: "Dock",
  scheduled_start_time: "Start",
  scheduled_end_time: "End",
  checked_in_at: "Checked in",
  load_started_at: "Loading started",
  load_finished_at: "Loading finished",
  checked_out_at: "Checked out",
  cancelled_at: "Cancelled",
  cancelled_reason: "Cancellation reason",
  cancelled_note: "Cancellation note",
  trailer_number: "Trailer",
  seal_number: "Seal",
  carrier_driver_phone: "Driver's phone",
  driver_sms_consent: "Driver agreed to texts",
  estimated_start_datetime: "ETA",
  forklift: "Forklift",
  notes: "Internal notes",
  public_notes: "Notes for the carrier",
  // The key the translator reads: a code without dots.
  recurring_facility_appointment_id: "Series",
  recurring_facility_appointment: "Series",
  repetition_type: "Repeats",
  series_index: "Occurrence in the series",
  override_reason: "Booked past a rule",
  driver_text: "Driver's text",
};

/** A translator for the history's words: `key` is a code path ("event.approved"); English when absent. */
export type Words = (key: string, values?: Record<string, string | number>) => string;
/** Day and time of an instant in the facility's zone, in the reader's words ("Tue 24 Nov 14:05"). */
export type DayAndClock = (iso: string, zone: string) => string;

const has = (table: Record<string, string>, code: string) => Object.hasOwn(table, code);
const fieldKey = (field: string) => field.replace(/\./g, "_");

export const eventTitle = (action: string, t?: Words): string =>
  has(EVENT, action) ? (t ? t(`event.${action}`) : EVENT[action]) : action.replace(/_/g, " ");

/** The code of what an undo would take back: the step's event, or "last" when it has no words of its own. */
export const undoCode = (action: string): string => (has(UNDO, action) ? action : "last");

/** "Undo check-in" for the step an undo would take back. */
export const undoLabel = (action: string): string => UNDO[action] ?? "Undo last step";

export const fieldLabel = (field: string, t?: Words): string =>
  has(FIELD, fieldKey(field))
    ? t
      ? t(`field.${fieldKey(field)}`)
      : FIELD[fieldKey(field)]
    : field.replace(/[._]/g, " ");

const englishDay: DayAndClock = (iso, zone) => dayAndClock(inZone(iso, zone));

/** One recorded value as a person reads it; "—" for nothing. */
export function changeValue(
  field: string,
  value: unknown,
  zone: string,
  t?: Words,
  day: DayAndClock = englishDay,
): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") {
    if (field === "status") return t ? t(`status.${value}`) : statusWord(value);
    if (field === "cancelled_reason") return t ? t(`cancelReason.${value}`) : cancelReasonWord(value);
    if (field === "repetition_type") return t ? t(`repetition.${value}`) : repetitionWord(value);
    if (field.startsWith("recurring_facility_appointment"))
      return t ? t("value.partOfSeries") : "part of a series";
    if (/^\d{4}-\d\d-\d\dT/.test(value)) return day(value, zone);
    return value;
  }
  if (typeof value === "boolean") return t ? t(value ? "value.yes" : "value.no") : value ? "yes" : "no";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** "Status: Arrived → Loading" */
export function changeLine(
  field: string,
  [before, after]: [unknown, unknown],
  zone: string,
  t?: Words,
  day?: DayAndClock,
): string {
  const [from, to] = [changeValue(field, before, zone, t, day), changeValue(field, after, zone, t, day)];
  return t ? t("line", { field: fieldLabel(field, t), from, to }) : `${fieldLabel(field)}: ${from} → ${to}`;
}
