// One operation for every status change (approve, decline, check_in,
// start_loading, finish_loading, check_out, no_show, cancel, undo): see
// lib/appointments/transitions.ts for the state machine.
import { operation } from "@/lib/api/handler";
import { updateStatusInput } from "@/lib/appointments/lifecycle-schema";
import { updateAppointmentStatus } from "@/lib/appointments/status";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(updateStatusInput, (input, { db, caller }) => updateAppointmentStatus(db, caller, input));
