import { operation } from "@/lib/api/handler";
import { requestAppointmentInput } from "@/lib/appointments/schema";
import { requestAppointment } from "@/lib/appointments/request";
import { idempotencyFor } from "@/lib/idempotency/service";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(requestAppointmentInput, (input, { db, caller, req, body }) =>
  requestAppointment(db, caller, input, { idempotency: idempotencyFor(caller.actor, req.headers.get("idempotency-key"), body) }),
);
