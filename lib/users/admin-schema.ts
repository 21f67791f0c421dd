// User administration (extension operations, admins only).
import { z } from "zod";
import { optional, requiredText, text, uuid } from "../core/validation";
import { ROLES } from "../core/roles";
import { newUserInput } from "./schema";

export const userSummary = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  facility_ids: z.array(z.uuid()),
  carrier: z.string().nullable(),
  active: z.boolean(),
  created_at: z.iso.datetime(),
});

export const listUsersInput = z.object({}).meta({
  description: "Extension. Every user, staff and admins first, then carriers by company. Admins only.",
});
export const userList = z.object({ users: z.array(userSummary) });

export const createUserInput = newUserInput.meta({
  description:
    "Extension. Creates a user who can sign in at once with this password: staff for facilities, a carrier user for a company (made if new), or an admin. Admins only.",
});

export const setUserActiveInput = z.object({ id: uuid, active: z.boolean() }).meta({
  description:
    "Extension. Deactivates a user (every open session of theirs ends at once, the API tokens they made are revoked, they cannot sign in) or reactivates one. Admins only; not oneself.",
});

export const updateUserInput = z
  .object({
    id: uuid,
    name: optional(text(200)),
    role: optional(z.enum(ROLES, { error: "must be staff, carrier or admin" })),
    facility_ids: optional(z.array(uuid).max(500)).meta({
      description: "Staff: the whole list of facilities they run (at least one).",
    }),
    carrier: optional(requiredText(200)).meta({ description: "Carrier users: their company, made if new." }),
  })
  .meta({
    description:
      "Extension. Changes a user's name, role, facilities or carrier company; fields not sent stay. A staff user needs a facility, a carrier user a company; other roles keep neither. Takes effect on their next request. Admins only; not one's own role.",
  });

export type UpdateUserInput = z.output<typeof updateUserInput>;
export type UserSummary = z.output<typeof userSummary>;
