// Events to deliveries: each event is taken by one process (a conditional
// update of its dispatched_at) and fanned out by every channel in that same
// transaction, so a crash leaves it undispatched rather than half done. What
// the channels read to decide (facilities, endpoints) is read once per batch;
// the events that make no delivery at all (most bookings, where no address or
// endpoint is to be told) are marked dispatched together, in one statement.
// Events whose channels all write in batches (FanOut.writeAll) are taken and
// fanned out together too, in one transaction on the driver, a few at a time
// so that on SQLite it never holds the one connection long in front of requests.
import { statementTransaction, type Db } from "../db";
import { jsonSql } from "../db/json-sql";
import { param } from "../db/sql";
import type { Provider } from "../db/url";
import { log } from "../core/log";
import type { Channel, FanOut, OutboxEventRow } from "./channel";
import { listParam, outboxStatement } from "./sql";

/** Events per batched transaction: 5 endpoints each make 10 rows, two multi-row inserts. */
export const DISPATCH_CHUNK = 10;

/** Takes the listed events not dispatched yet; the ids this process took. */
const takeStatement = (provider: Provider) =>
  outboxStatement(provider, "take-events", (b) =>
    b
      .updateTable("outbox_events")
      .set({ dispatched_at: param<string>("now") })
      .where("id", "in", listParam(provider, "ids"))
      .where("dispatched_at", "is", null)
      .returning("id"),
  );

/** Dispatches `events` in one transaction on the driver; how many this process took. */
async function dispatchTogether(db: Db, events: OutboxEventRow[], fanOuts: FanOut[], now: Date) {
  return statementTransaction(db, async (tx) => {
    const taken = await tx.rows<{ id: string }>(takeStatement(tx.provider), {
      ids: JSON.stringify(events.map((e) => e.id)),
      now: jsonSql(tx.provider).instantParam(now),
    });
    const ids = new Set(taken.map((t) => t.id)); // the others: another process has them
    const mine = events.filter((e) => ids.has(e.id));
    for (const f of fanOuts) {
      const theirs = mine.filter((e) => f.writes(e));
      if (theirs.length) await f.writeAll!(tx, theirs, now);
    }
    return mine.length;
  });
}

/** Dispatches one event in a Prisma transaction, every channel writing its deliveries; whether it was taken here. */
function dispatchOne(db: Db, event: OutboxEventRow, writing: FanOut[], now: Date) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.outboxEvent.updateMany({
      where: { id: event.id, dispatchedAt: null },
      data: { dispatchedAt: now },
    });
    if (count !== 1) return false; // another process has it
    for (const f of writing) await f.write(tx, event, now);
    return true;
  });
}

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
  const together: OutboxEventRow[] = [];
  const alone: OutboxEventRow[] = [];
  for (const event of events) {
    const writing = fanOuts.filter((f) => f.writes(event));
    if (!writing.length) continue;
    (writing.every((f) => f.writeAll) ? together : alone).push(event);
  }
  for (let i = 0; i < together.length; i += DISPATCH_CHUNK) {
    const chunk = together.slice(i, i + DISPATCH_CHUNK);
    try {
      dispatched += await dispatchTogether(db, chunk, fanOuts, now);
    } catch (e) {
      // One event that cannot be written must not hold up the others: they go one at a time.
      log("error", { msg: "outbox dispatch failed", events: chunk.length, error: String(e) });
      alone.push(...chunk);
    }
  }
  for (const event of alone) {
    try {
      if (
        await dispatchOne(
          db,
          event,
          fanOuts.filter((f) => f.writes(event)),
          now,
        )
      )
        dispatched++;
    } catch (e) {
      // Left undispatched: the next run tries again.
      log("error", { msg: "outbox dispatch failed", event: event.id, error: String(e) });
    }
  }
  return dispatched;
}
