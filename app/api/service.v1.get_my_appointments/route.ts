// Extension: the caller's own appointments across facilities, upcoming or past.
import { operation } from "@/lib/api/handler";
import { myAppointments } from "@/lib/appointments/mine";
import { myAppointmentsInput } from "@/lib/appointments/mine-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(myAppointmentsInput, (input, { db, caller }) => myAppointments(db, caller, input));
