// A new user's fields, described once (admin command line, later the admin pages).
import { z } from "zod";
import { ROLES, type Role } from "../core/roles";
import { SINGLE_LINE, singleLineText } from "../core/validation";

// The password rule for everyone (sign-up too); lib/users/password.ts adds the
// list of common passwords on the server.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const newUserInput = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "must be a valid e-mail address" })),
    password: z
      .string({ error: "is required" })
      .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
      .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
    role: z.enum(ROLES, { error: "must be staff, carrier or admin" }),
    name: z
      .string()
      .trim()
      .refine(singleLineText, SINGLE_LINE)
      .max(200, { error: "must be at most 200 characters" })
      .default(""),
    facility_ids: z.array(z.string().trim().min(1)).default([]),
    carrier: z
      .string()
      .trim()
      .refine(singleLineText, SINGLE_LINE)
      .max(200, { error: "must be at most 200 characters" })
      .optional(),
  })
  .superRefine(refineAccess);

/**
 * What a role needs and may not have: staff facilities, carriers a company,
 * nothing else. Users and sign-in rules (lib/sso) grant access the same way.
 */
export function refineAccess(
  v: { role: Role; facility_ids: string[]; carrier?: string },
  ctx: z.RefinementCtx,
): void {
  const issue = (path: string, message: string, reason: string) =>
    ctx.addIssue({ code: "custom", path: [path], message, params: { reason } });
  if (v.role === "staff" && !v.facility_ids.length)
    issue("facility_ids", "is required for a staff user", "required");
  if (v.role !== "staff" && v.facility_ids.length)
    issue("facility_ids", "applies only to staff users", "not_allowed");
  if (v.role === "carrier" && !v.carrier) issue("carrier", "is required for a carrier user", "required");
  if (v.role !== "carrier" && v.carrier) issue("carrier", "applies only to carrier users", "not_allowed");
}

export type NewUser = z.input<typeof newUserInput>;
