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
import { deactivateIn } from "./deactivate";
import { recordAudit } from "../audit/record";

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
  const made = await createUser(db, caller, input);
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
  const found = await db.user.findUnique({ where: { id }, include: INCLUDE });
  if (!found) throw notFound("user");
  const row = await db.$transaction(async (tx) => {
    if (found.active && !active) await deactivateIn(tx, id);
    else if (active) await tx.user.update({ where: { id }, data: { active, ruleDeactivated: false } });
    const row = await tx.user.findUniqueOrThrow({ where: { id }, include: INCLUDE });
    await recordAudit(tx, caller, {
      action: "set_user_active",
      target: { kind: "user", id },
      facilityIds: row.facilities.map((f) => f.facilityId),
      before: summary(found),
      after: summary(row),
    });
    return row;
  });
  // The tokens they made follow their rights: at once here, elsewhere within TOKEN_CACHE_MS.
  if (!active) tokenCache().clear();
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
    const row = await tx.user.update({
      where: { id: user.id },
      data: { name: input.name, role, carrierCompanyId: company?.id ?? null },
      include: INCLUDE,
    });
    await recordAudit(tx, caller, {
      action: "update_user",
      target: { kind: "user", id: user.id },
      facilityIds: [...user.facilities.map((f) => f.facilityId), ...facilityIds],
      before: summary(user),
      after: summary(row),
    });
    return row;
  });
  tokenCache().clear();
  return summary(row);
}
