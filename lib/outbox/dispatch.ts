// Events to deliveries: each event is taken by one process (a conditional
// update of its dispatched_at) and fanned out by every channel in that same
// transaction, so a crash leaves it undispatched rather than half done.
import type { Db } from "../db";
import { log } from "../core/log";
import type { Channel } from "./channel";

export async function dispatchEvents(
  db: Db,
  channels: Channel[],
  { now, limit = 50 }: { now: Date; limit?: number },
): Promise<number> {
  const events = await db.outboxEvent.findMany({
    where: { dispatchedAt: null },
    orderBy: [{ createdAt: "asc" }, { sequence: "asc" }],
    take: limit,
  });
  let dispatched = 0;
  for (const event of events) {
    try {
      const done = await db.$transaction(async (tx) => {
        const { count } = await tx.outboxEvent.updateMany({
          where: { id: event.id, dispatchedAt: null },
          data: { dispatchedAt: now },
        });
        if (count !== 1) return false; // another process has it
        for (const channel of channels) await channel.fanOut?.(tx, event, now);
        return true;
      });
      if (done) dispatched++;
    } catch (e) {
      // Left undispatched: the next run tries again.
      log("error", { msg: "outbox dispatch failed", event: event.id, error: String(e) });
    }
  }
  return dispatched;
}
