import { operation } from "@/lib/api/handler";
import { appointmentIdInput } from "@/lib/appointments/lifecycle-schema";
import { getAppointment } from "@/lib/appointments/read";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(appointmentIdInput, (input, { db, caller }) => getAppointment(db, caller, input));
