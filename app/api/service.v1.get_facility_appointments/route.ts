import { operation } from "@/lib/api/handler";
import { listAppointmentsInput } from "@/lib/appointments/schema";
import { listAppointments } from "@/lib/appointments/list";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(listAppointmentsInput, (input, { db, caller }) => listAppointments(db, caller, input));
