import { operation } from "@/lib/api/handler";
import { listUsers } from "@/lib/users/admin";
import { listUsersInput } from "@/lib/users/admin-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(listUsersInput, (_input, { db, caller }) => listUsers(db, caller));
