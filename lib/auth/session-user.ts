// The signed-in user behind a web session, checked against the database on
// every request: a deactivated user, or one whose sessionVersion moved on
// (password changed, signed out everywhere), is refused although the cookie
// itself is still validly signed.
import type { Db } from "../db";
import type { Caller } from "../core/caller";
import type { Role } from "../core/roles";

export type SessionClaims = { userId: string; sessionVersion: number };

export type SessionUser = Omit<Caller, "role" | "appointmentId"> & {
  role: Role;
  userId: string;
  email: string;
  name: string;
  companyName: string | null;
  /** The language the person chose in the header; null: their browser's. */
  locale: string | null;
};

export async function sessionUser(db: Db, claims: SessionClaims): Promise<SessionUser | null> {
  const user = await db.user.findUnique({
    where: { id: claims.userId },
    include: { facilities: { select: { facilityId: true } }, carrierCompany: { select: { name: true } } },
  });
  if (!user || !user.active || user.sessionVersion !== claims.sessionVersion) return null;
  const role = user.role === "admin" || user.role === "staff" ? user.role : "carrier";
  return {
    actor: `user:${user.id}`,
    role,
    facilityIds: user.facilities.map((f) => f.facilityId),
    carrierCompanyId: role === "carrier" ? user.carrierCompanyId : null,
    userId: user.id,
    email: user.email,
    name: user.name,
    companyName: user.carrierCompany?.name ?? null,
    locale: user.locale,
  };
}
