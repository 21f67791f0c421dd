// Admins run the accounts: list, create, deactivate. Deactivation bumps the
// session version, so every cookie the user holds is refused on its next
// request (lib/auth/session-user.ts), not when it expires.
import type { Db } from "../db";
import { forbidden, notFound } from "../api/errors";
import type { Caller } from "../auth/caller";
import type { UserSummary } from "./admin-schema";
import type { NewUser } from "./schema";
import { createUser } from "./service";

function adminsOnly(caller: Caller) {
  if (caller.role !== "admin") throw forbidden("only admins manage users");
}

const INCLUDE = { facilities: { select: { facilityId: true } }, carrierCompany: { select: { name: true } } } as const;

function summary(u: { id: string; email: string; name: string; role: string; active: boolean; createdAt: Date; facilities: { facilityId: string }[]; carrierCompany: { name: string } | null }): UserSummary {
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
  rows.sort((a, b) => rank(a.role) - rank(b.role) || (a.carrierCompany?.name ?? "").localeCompare(b.carrierCompany?.name ?? "") || a.email.localeCompare(b.email));
  return { users: rows.map(summary) };
}

export async function adminCreateUser(db: Db, caller: Caller, input: NewUser): Promise<UserSummary> {
  adminsOnly(caller);
  const made = await createUser(db, input);
  return summary(await db.user.findUniqueOrThrow({ where: { id: made.id }, include: INCLUDE }));
}

export async function setUserActive(db: Db, caller: Caller, id: string, active: boolean): Promise<UserSummary> {
  adminsOnly(caller);
  if (caller.actor === `user:${id}`) throw forbidden("you cannot deactivate yourself");
  const found = await db.user.findUnique({ where: { id }, select: { active: true } });
  if (!found) throw notFound("user");
  const row = await db.user.update({
    where: { id },
    data: { active, ...(found.active && !active ? { sessionVersion: { increment: 1 } } : {}) },
    include: INCLUDE,
  });
  return summary(row);
}
