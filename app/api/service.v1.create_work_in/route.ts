import { operation } from "@/lib/api/handler";
import { createWorkInInput } from "@/lib/appointments/work-in-schema";
import { createWorkIn } from "@/lib/appointments/work-in";
import { idempotencyFor } from "@/lib/idempotency/service";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(createWorkInInput, (input, { db, caller, req, body }) =>
  createWorkIn(db, caller, input, { idempotency: idempotencyFor(caller.actor, req.headers.get("idempotency-key"), body) }),
);
