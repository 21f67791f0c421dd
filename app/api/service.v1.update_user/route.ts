import { operation } from "@/lib/api/handler";
import { updateUser } from "@/lib/users/admin";
import { updateUserInput } from "@/lib/users/admin-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(updateUserInput, (input, { db, caller }) => updateUser(db, caller, input));
