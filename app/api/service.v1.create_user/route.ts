import { operation } from "@/lib/api/handler";
import { adminCreateUser } from "@/lib/users/admin";
import { createUserInput } from "@/lib/users/admin-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(createUserInput, (input, { db, caller }) => adminCreateUser(db, caller, input));
