import { operation } from "@/lib/api/handler";
import { appointmentIdInput } from "@/lib/appointments/lifecycle-schema";
import { getAppointmentHistory } from "@/lib/appointments/read";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(appointmentIdInput, (input, { db, caller }) => getAppointmentHistory(db, caller, input));
