import { operation } from "@/lib/api/handler";
import { updateAppointmentInput } from "@/lib/appointments/edit-schema";
import { updateAppointment } from "@/lib/appointments/update";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(updateAppointmentInput, (input, { db, caller }) => updateAppointment(db, caller, input));
