// Events to deliveries: each event is taken by one process (a conditional
// update of its dispatched_at) and fanned out by every channel in that same
// transaction, so a crash leaves it undispatched rather than half done. What
// the channels read to decide (facilities, endpoints) is read once per batch;
// the events that make no delivery at all (most bookings, where no address or
// endpoint is to be told) are marked dispatched together, in one statement.
import type { Db } from "../db";
import { log } from "../core/log";
import type { Channel, FanOut } from "./channel";

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
  if (!events.length) return 0;
  const fanOuts: FanOut[] = [];
  for (const channel of channels) if (channel.fanOut) fanOuts.push(await channel.fanOut(db, events));
  const quiet = events.filter((e) => !fanOuts.some((f) => f.writes(e)));
  let dispatched = 0;
  if (quiet.length) {
    // Nothing to write for these: whichever process marks one, nothing is lost or sent twice.
    const { count } = await db.outboxEvent.updateMany({
      where: { id: { in: quiet.map((e) => e.id) }, dispatchedAt: null },
      data: { dispatchedAt: now },
    });
    dispatched += count;
  }
  for (const event of events) {
    const writing = fanOuts.filter((f) => f.writes(event));
    if (!writing.length) continue;
    try {
      const done = await db.$transaction(async (tx) => {
        const { count } = await tx.outboxEvent.updateMany({
          where: { id: event.id, dispatchedAt: null },
          data: { dispatchedAt: now },
        });
        if (count !== 1) return false; // another process has it
        for (const f of writing) await f.write(tx, event, now);
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
