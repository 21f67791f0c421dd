import { operation } from "@/lib/api/handler";
import { pendingRequests } from "@/lib/appointments/pending";
import { pendingRequestsInput } from "@/lib/appointments/pending-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(pendingRequestsInput, (input, { db, caller }) => pendingRequests(db, caller, input));
