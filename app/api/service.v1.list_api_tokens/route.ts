import { operation } from "@/lib/api/handler";
import { listApiTokens } from "@/lib/tokens/manage";
import { listApiTokensInput } from "@/lib/tokens/manage-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(listApiTokensInput, (_input, { db, caller }) => listApiTokens(db, caller));
