// Admins run the accounts: list, create, change, deactivate. Deactivation bumps
// the session version, so every cookie the user holds is refused on its next
// request (lib/auth/session-user.ts), not when it expires, and revokes the API
// tokens the user made.
import type { Db } from "../db";
import { forbidden, invalid, notFound } from "../core/errors";
import type { Caller } from "../core/caller";
import { findOrCreateCompany } from "../carriers/companies";
import type { UpdateUserInput, UserSummary } from "./admin-schema";
import type { NewUser } from "./schema";
import { createUser } from "./service";
import { tokenCache } from "../tokens/cache";
import { deactivateUser } from "./deactivate";

export function adminsOnly(caller: Caller) {
  if (caller.role !== "admin") throw forbidden("only admins manage users");
}

const INCLUDE = {
  facilities: { select: { facilityId: true } },
  carrierCompany: { select: { name: true } },
} as const;

function summary(u: {
  id: string;
  email: string;
  name: string;
  role: string;
  active: boolean;
  createdAt: Date;
  facilities: { facilityId: string }[];
  carrierCompany: { name: string } | null;
}): UserSummary {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role === "admin" || u.role === "staff" ? u.role : "carrier",
    facility_ids: u.facilities.map((f) => f.facilityId).sort(),
    carrier: u.carrierCompany?.name ?? null,
    active: u.active,
    created_at: u.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, caller: Caller): Promise<{ users: UserSummary[] }> {
  adminsOnly(caller);
  const rows = await db.user.findMany({ include: INCLUDE, orderBy: [{ email: "asc" }] });
  const rank = (r: string) => (r === "admin" ? 0 : r === "staff" ? 1 : 2);
  rows.sort(
    (a, b) =>
      rank(a.role) - rank(b.role) ||
      (a.carrierCompany?.name ?? "").localeCompare(b.carrierCompany?.name ?? "") ||
      a.email.localeCompare(b.email),
  );
  return { users: rows.map(summary) };
}

export async function adminCreateUser(db: Db, caller: Caller, input: NewUser): Promise<UserSummary> {
  adminsOnly(caller);
  const made = await createUser(db, input);
  return summary(await db.user.findUniqueOrThrow({ where: { id: made.id }, include: INCLUDE }));
}

export async function setUserActive(
  db: Db,
  caller: Caller,
  id: string,
  active: boolean,
): Promise<UserSummary> {
  adminsOnly(caller);
  if (caller.actor === `user:${id}`) throw forbidden("you cannot deactivate yourself");
  const found = await db.user.findUnique({ where: { id }, select: { active: true } });
  if (!found) throw notFound("user");
  if (found.active && !active) await deactivateUser(db, id);
  else if (active) await db.user.update({ where: { id }, data: { active, ruleDeactivated: false } });
  const row = await db.user.findUniqueOrThrow({ where: { id }, include: INCLUDE });
  return summary(row);
}

/**
 * Role, facilities and company move together: whatever the role ends up, the
 * user keeps exactly what it needs (staff: facilities; carrier: a company).
 * Nothing to end: sessions read role and scope from the database on every request.
 */
export async function updateUser(db: Db, caller: Caller, input: UpdateUserInput): Promise<UserSummary> {
  adminsOnly(caller);
  const user = await db.user.findUnique({ where: { id: input.id }, include: INCLUDE });
  if (!user) throw notFound("user");
  const role = input.role ?? user.role;
  if (caller.actor === `user:${user.id}` && role !== user.role)
    throw forbidden("you cannot change your own role");

  if (role !== "staff" && input.facility_ids?.length)
    throw invalid("facility_ids", "not_allowed", "applies only to staff users");
  const facilityIds =
    role !== "staff" ? [] : [...new Set(input.facility_ids ?? user.facilities.map((f) => f.facilityId))];
  if (role === "staff" && !facilityIds.length)
    throw invalid("facility_ids", "required", "is required for a staff user");
  if (
    facilityIds.length &&
    (await db.facility.count({ where: { id: { in: facilityIds } } })) !== facilityIds.length
  )
    throw invalid("facility_ids", "unknown_facility", "names a facility that does not exist");

  if (role !== "carrier" && input.carrier)
    throw invalid("carrier", "not_allowed", "applies only to carrier users");
  const companyName = role === "carrier" ? (input.carrier ?? user.carrierCompany?.name) : undefined;
  if (role === "carrier" && !companyName)
    throw invalid("carrier", "required", "is required for a carrier user");

  const row = await db.$transaction(async (tx) => {
    const company = companyName ? await findOrCreateCompany(tx, companyName) : null;
    await tx.userFacility.deleteMany({ where: { userId: user.id, facilityId: { notIn: facilityIds } } });
    const kept = new Set(user.facilities.map((f) => f.facilityId));
    await tx.userFacility.createMany({
      data: facilityIds.filter((id) => !kept.has(id)).map((facilityId) => ({ userId: user.id, facilityId })),
    });
    return tx.user.update({
      where: { id: user.id },
      data: { name: input.name, role, carrierCompanyId: company?.id ?? null },
      include: INCLUDE,
    });
  });
  tokenCache().clear();
  return summary(row);
}
