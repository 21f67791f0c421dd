import { operation } from "@/lib/api/handler";
import { revokeApiToken } from "@/lib/tokens/manage";
import { revokeApiTokenInput } from "@/lib/tokens/manage-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(revokeApiTokenInput, (input, { db, caller }) => revokeApiToken(db, caller, input.id));
