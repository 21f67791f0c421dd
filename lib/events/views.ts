// What a live-update message says, per kind of caller. Staff and admins read
// the appointment as the webhook body has it; carriers and a manage link's
// holder read it as carriers do (notes, override reason and hidden answers
// cut), which is what get_managed_appointment shows; a gate device reads no
// more than gate_status tells it (the id and the status), and asks gate_status
// for the rest.
import type { Caller } from "../core/caller";
import { eventDataFor } from "../record/outbox-event";
import type { FacilityAppointment } from "../record/schema";
import type { CustomField } from "../fields/schema";

export type View = "staff" | "other" | "gate";

export function viewOf(caller: Caller): View {
  if (caller.gateLinkId) return "gate";
  return caller.role === "staff" || caller.role === "admin" ? "staff" : "other";
}

type Stored = { payload: string; previousStatus: string | null; fields: CustomField[] };

/** The message's `data` for `view`. */
export function dataFor(event: Stored, view: View) {
  if (view === "gate") {
    const a = JSON.parse(event.payload) as FacilityAppointment;
    return { appointment: { id: a.id, status: a.status }, previous_status: event.previousStatus };
  }
  return eventDataFor(event, { role: view === "staff" ? "staff" : "carrier" }, event.fields);
}
