// An appointment's history as staff read it: what happened, and each change
// as "field: before → after" in the board's words and the facility's time.
import { dayAndClock, inZone } from "../core/time";
import { cancelReasonWord, repetitionWord, statusWord } from "../core/words";

const EVENT: Record<string, string> = {
  requested: "Requested",
  work_in_created: "Work-in recorded",
  work_in_requested: "Work-in requested at the gate",
  eta_sent: "ETA sent by the carrier",
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
  estimated_start_datetime: "ETA",
  forklift: "Forklift",
  notes: "Internal notes",
  public_notes: "Notes for the carrier",
  "recurring_facility_appointment.id": "Series",
  recurring_facility_appointment: "Series",
  repetition_type: "Repeats",
  series_index: "Occurrence in the series",
  override_reason: "Booked past a rule",
};

export const eventTitle = (action: string): string => EVENT[action] ?? action.replace(/_/g, " ");

/** "Undo check-in" for the step an undo would take back. */
export const undoLabel = (action: string): string => UNDO[action] ?? "Undo last step";

export const fieldLabel = (field: string): string => FIELD[field] ?? field.replace(/[._]/g, " ");

/** One recorded value as a person reads it; "—" for nothing. */
export function changeValue(field: string, value: unknown, zone: string): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") {
    if (field === "status") return statusWord(value);
    if (field === "cancelled_reason") return cancelReasonWord(value);
    if (field === "repetition_type") return repetitionWord(value);
    if (field.startsWith("recurring_facility_appointment")) return "part of a series";
    if (/^\d{4}-\d\d-\d\dT/.test(value)) return dayAndClock(inZone(value, zone));
    return value;
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** "Status: Arrived → Loading" */
export function changeLine(field: string, [before, after]: [unknown, unknown], zone: string): string {
  return `${fieldLabel(field)}: ${changeValue(field, before, zone)} → ${changeValue(field, after, zone)}`;
}
