import { operation } from "@/lib/api/handler";
import { rescheduleInput } from "@/lib/appointments/edit-schema";
import { rescheduleAppointment } from "@/lib/appointments/reschedule";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(rescheduleInput, (input, { db, caller }) => rescheduleAppointment(db, caller, input));
