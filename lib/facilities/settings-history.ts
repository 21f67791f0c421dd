// A facility's settings changes, newest first, a page at a time. Actors are
// stored as "user:<id>", "token:<id>" or "admin-cli"; people get their names.
import type { Db } from "../db";
import { invalid } from "../core/errors";
import type { SettingsHistory } from "./settings-schema";

export async function settingsHistory(
  db: Db,
  facilityId: string,
  page: { before?: string; limit: number },
): Promise<SettingsHistory> {
  let older = {};
  if (page.before) {
    const cursor = await db.facilityEvent.findFirst({
      where: { id: page.before, facilityId },
      select: { id: true, at: true },
    });
    if (!cursor) throw invalid("before", "unknown_cursor", "is not a change of this facility");
    older = { OR: [{ at: { lt: cursor.at } }, { at: cursor.at, id: { lt: cursor.id } }] };
  }
  // One more than asked: whether there is a next page, without a count.
  const events = await db.facilityEvent.findMany({
    where: { facilityId, ...older },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: page.limit + 1,
  });
  const shown = events.slice(0, page.limit);
  const userIds = [...new Set(shown.filter((e) => e.actor.startsWith("user:")).map((e) => e.actor.slice(5)))];
  const users = userIds.length
    ? await db.user.findMany({
        where: { id: { in: userIds } },
        select: { id: true, name: true, email: true },
      })
    : [];
  const names = new Map(users.map((u) => [`user:${u.id}`, u.name || u.email]));
  return {
    changes: shown.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: e.actor,
      actor_name: names.get(e.actor) ?? (e.actor === "admin-cli" ? "admin command line" : null),
      changes: JSON.parse(e.changes),
    })),
    next_cursor: events.length > page.limit ? shown[shown.length - 1].id : null,
  };
}
