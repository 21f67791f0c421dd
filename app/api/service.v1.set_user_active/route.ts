import { operation } from "@/lib/api/handler";
import { setUserActive } from "@/lib/users/admin";
import { setUserActiveInput } from "@/lib/users/admin-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(setUserActiveInput, (input, { db, caller }) => setUserActive(db, caller, input.id, input.active));
