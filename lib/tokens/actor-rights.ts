// What the maker of a lasting thing (a webhook endpoint, a gate device link, an
// invitation) may do now. Such things act long after the request that made them;
// they act within their maker's rights at that moment, as tokens do, never within
// the rights the maker had when they made it.
import { ADMIN_CLI, type Caller } from "../core/caller";
import type { Db } from "../db";
import { callerForTokenId } from "./service";

/** The signed-in user `userId` as a caller now; null when unknown or deactivated. */
export async function callerForUser(db: Db, userId: string): Promise<Caller | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      active: true,
      role: true,
      carrierCompanyId: true,
      facilities: { select: { facilityId: true } },
    },
  });
  if (!user || !user.active) return null;
  const role = user.role === "admin" || user.role === "staff" ? user.role : "carrier";
  return {
    actor: `user:${user.id}`,
    role,
    facilityIds: role === "staff" ? user.facilities.map((f) => f.facilityId) : [],
    carrierCompanyId: role === "carrier" ? user.carrierCompanyId : null,
  };
}

/**
 * The caller a recorded actor ("user:<id>", "token:<id>", "admin-cli") stands for now, or null when it may
 * do nothing any more (deactivated, revoked, expired, or an actor that makes nothing lasting).
 */
export async function callerForActor(db: Db, actor: string, now = new Date()): Promise<Caller | null> {
  if (actor === ADMIN_CLI.actor) return ADMIN_CLI;
  const [kind, id] = [actor.slice(0, actor.indexOf(":")), actor.slice(actor.indexOf(":") + 1)];
  if (kind === "user") return callerForUser(db, id);
  if (kind === "token") return callerForTokenId(db, id, now);
  return null;
}

/** Whether `caller` may still see what happens at `facilityId` (to an appointment of `carrierCompanyId`). */
export function mayStillSee(
  caller: Caller | null,
  facilityId: string,
  carrierCompanyId: string | null,
): boolean {
  if (!caller) return false;
  if (caller.role === "admin") return true;
  if (caller.role === "staff") return caller.facilityIds.includes(facilityId);
  return (
    caller.role === "carrier" &&
    caller.carrierCompanyId !== null &&
    caller.carrierCompanyId === carrierCompanyId
  );
}
