import { operation } from "@/lib/api/handler";
import { createApiToken } from "@/lib/tokens/manage";
import { createApiTokenInput } from "@/lib/tokens/manage-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(createApiTokenInput, (input, { db, caller }) => createApiToken(db, caller, input));
