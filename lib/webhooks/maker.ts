// An endpoint acts for the person (or token) that made it or last changed it,
// and only within what they may see now: a maker moved to other facilities
// keeps only those, one moved to another company or deactivated keeps nothing,
// and an endpoint left with nothing is paused with a reason.
import { callerForActor } from "../tokens/actor-rights";
import type { Caller } from "../core/caller";
import type { Db } from "../db";

type Scoped = {
  id: string;
  kind: string;
  carrierCompanyId: string | null;
  createdBy: string;
  facilities: { facilityId: string }[];
};

/** Each distinct maker's rights now, read once. */
export async function makersOf(db: Db, endpoints: { createdBy: string }[], now = new Date()) {
  const makers = new Map<string, Caller | null>();
  for (const actor of new Set(endpoints.map((e) => e.createdBy)))
    makers.set(actor, await callerForActor(db, actor, now));
  return makers;
}

/** Whether the maker may still see anything the endpoint covers. */
export function makerKeepsAny(endpoint: Scoped, maker: Caller | null): boolean {
  if (!maker) return false;
  if (endpoint.kind === "carrier")
    return maker.role === "carrier" && maker.carrierCompanyId === endpoint.carrierCompanyId;
  if (maker.role === "admin") return true;
  return maker.role === "staff" && endpoint.facilities.some((f) => maker.facilityIds.includes(f.facilityId));
}

export const ORPHAN_REASON = (now: Date) =>
  `Paused ${now.toISOString().slice(0, 10)}: the person or token that made this endpoint no longer has access ` +
  `to what it covers (deactivated, revoked, or moved to other facilities or another company). ` +
  `Resuming it makes whoever resumes it its maker.`;

/** The endpoints whose makers keep some rights; the others are paused now, with the reason. */
export async function pauseOrphans<E extends Scoped>(
  db: Db,
  endpoints: E[],
  makers: Map<string, Caller | null>,
  now = new Date(),
): Promise<E[]> {
  const orphans = endpoints.filter((e) => !makerKeepsAny(e, makers.get(e.createdBy) ?? null));
  if (orphans.length)
    await db.webhookSubscription.updateMany({
      where: { id: { in: orphans.map((e) => e.id) }, active: true },
      data: {
        active: false,
        disabledCause: "maker_lost_access",
        disabledAt: now,
        disabledReason: ORPHAN_REASON(now),
      },
    });
  return endpoints.filter((e) => !orphans.includes(e));
}

/** Who an endpoint acts for: a person, an API token or the admin command line, for a screen to word. */
export type Maker = { kind: "user" | "token" | "admin_cli"; name: string | null };

/** Who made each endpoint: a person's name or e-mail, a token's name or prefix, or the admin command line. */
export async function makerNames(db: Db, actors: string[]): Promise<Map<string, Maker>> {
  const names = new Map<string, Maker>();
  const ids = (prefix: string) => [
    ...new Set(actors.filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length))),
  ];
  const users = await db.user.findMany({
    where: { id: { in: ids("user:") } },
    select: { id: true, name: true, email: true },
  });
  const tokens = await db.apiToken.findMany({
    where: { id: { in: ids("token:") } },
    select: { id: true, name: true, prefix: true },
  });
  for (const u of users) names.set(`user:${u.id}`, { kind: "user", name: u.name || u.email });
  for (const t of tokens) names.set(`token:${t.id}`, { kind: "token", name: t.name || t.prefix });
  names.set("admin-cli", { kind: "admin_cli", name: null });
  return names;
}
