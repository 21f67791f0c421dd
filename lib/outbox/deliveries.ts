// Claiming and recording deliveries. A claim is a conditional update (pending,
// not leased) of the rows chosen, in one statement, so with several processes
// each delivery is taken by one of them, on SQLite and PostgreSQL alike; the
// lease ends a claim whose process died, and the delivery is sent again (at
// least once). Both run on the driver (./sql.ts).
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { statementsOf, statementTransaction, type Db } from "../db";
import { jsonSql } from "../db/json-sql";
import { param } from "../db/sql";
import type { Provider } from "../db/url";
import { insertRows, listParam, outboxStatement } from "./sql";
import { CLAIMED_INCLUDE, type ClaimedDelivery } from "./channel";
import type { LaneKey } from "./lanes";

export type ClaimOptions = {
  now: Date;
  workerId: string;
  leaseMs: number;
  limit: number;
  /** Only these channels' deliveries: a process sends what it has a channel for. */
  channels: string[];
  /** Room to send (./lanes.ts): a delivery is claimed only once `reserve` gives it a place, given back if lost. */
  room?: { reserve(d: LaneKey): boolean; release(d: LaneKey): void };
};

const DUE_COLUMNS = ["id", "order_key", "channel", "target"] as const;

/**
 * Due deliveries of `channels` (a JSON array), oldest first, each the earliest pending one of its order key:
 * one statement, where the key's head is looked up per row (the order key's index) rather than read apart.
 */
const dueStatement = (provider: Provider) =>
  outboxStatement(provider, "due", (b) =>
    b
      .selectFrom("outbox_deliveries as d")
      .select(DUE_COLUMNS.map((c) => `d.${c}` as const))
      .where("d.status", "=", sql.lit("pending"))
      .where("d.channel", "in", listParam(provider, "channels"))
      .where("d.next_attempt_at", "<=", param<string>("now"))
      .where((w) => w.or([w("d.locked_until", "is", null), w("d.locked_until", "<=", param<string>("now"))]))
      .where((w) =>
        w.or([
          w("d.order_key", "is", null),
          w(
            "d.id",
            "=",
            w
              .selectFrom("outbox_deliveries as h")
              .select("h.id")
              .whereRef("h.order_key", "=", "d.order_key")
              .where("h.status", "=", sql.lit("pending"))
              .orderBy("h.created_at")
              .orderBy("h.id")
              .limit(sql.lit(1)),
          ),
        ]),
      )
      .orderBy("d.created_at")
      .orderBy("d.id")
      .limit(param<number>("take")),
  );

/** Claims the listed deliveries still pending and not leased, all in one statement; the ids it claimed. */
const claimStatement = (provider: Provider) =>
  outboxStatement(provider, "claim", (b) =>
    b
      .updateTable("outbox_deliveries")
      .set({ locked_until: param<string>("until"), locked_by: param<string>("worker") })
      .where("id", "in", listParam(provider, "ids"))
      .where("status", "=", sql.lit("pending"))
      .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<=", param<string>("now"))]))
      .returning("id"),
  );

type Due = { id: string; order_key: string | null; channel: string; target: string };

/** Due deliveries, oldest first, each the earliest unfinished one of its order key; claimed for this worker. */
export async function claimDue(
  db: Db,
  { now, workerId, leaseMs, limit, channels, room }: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const s = statementsOf(db);
  const at = jsonSql(s.provider).instantParam;
  const due = await s.rows<Due>(dueStatement(s.provider), {
    channels: JSON.stringify(channels),
    now: at(now),
    // More than `limit`: some lanes may be full.
    take: limit * 5,
  });
  const reserved: (LaneKey & { id: string })[] = [];
  for (const d of due) {
    if (reserved.length === limit) break;
    const key = { id: d.id, channel: d.channel, target: d.target };
    if (room && !room.reserve(key)) continue; // its lane is full: left for a later run
    reserved.push(key);
  }
  if (!reserved.length) return [];
  let claimed: Set<string>;
  try {
    const rows = await s.rows<{ id: string }>(claimStatement(s.provider), {
      until: at(new Date(now.getTime() + leaseMs)),
      worker: workerId,
      ids: JSON.stringify(reserved.map((d) => d.id)),
      now: at(now),
    });
    claimed = new Set(rows.map((r) => r.id));
  } catch (e) {
    for (const d of reserved) room?.release(d);
    throw e;
  }
  // Another process took these meanwhile: their places are free again.
  for (const d of reserved) if (!claimed.has(d.id)) room?.release(d);
  if (!claimed.size) return [];
  try {
    return await db.outboxDelivery.findMany({
      where: { id: { in: [...claimed] } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: CLAIMED_INCLUDE,
    });
  } catch (e) {
    // The claims stand until their lease ends; the places they took here are free again.
    for (const d of reserved) if (claimed.has(d.id)) room?.release(d);
    throw e;
  }
}

export type AttemptOutcome = {
  now: Date;
  durationMs: number;
  error?: string;
  responseStatus?: number;
  response?: string;
  /** No retry: the delivery has failed now. */
  final?: boolean;
  /** Seconds before each retry (channel's); after the last the delivery has failed. */
  delays: number[];
};

const bumpStatement = (provider: Provider) =>
  outboxStatement(provider, "bump", (b) =>
    b
      .updateTable("outbox_deliveries")
      .set({ attempts: sql`attempts + 1` })
      .where("id", "=", param<string>("id"))
      .returning("attempts"),
  );

const settleStatement = (provider: Provider) =>
  outboxStatement(provider, "settle", (b) =>
    b
      .updateTable("outbox_deliveries")
      .set({
        status: param<string>("status"),
        last_error: param<string | null>("error"),
        locked_until: sql`null`,
        locked_by: sql`null`,
        next_attempt_at: sql`coalesce(${param<string | null>("next")}, next_attempt_at)`,
        finished_at: param<string | null>("finished"),
      })
      .where("id", "=", param<string>("id")),
  );

/**
 * Records one attempt and the delivery's new state (succeeded, pending again later, or failed), in one
 * transaction on the driver.
 */
export async function recordAttempt(
  db: Db,
  delivery: { id: string },
  outcome: AttemptOutcome,
): Promise<string> {
  const { now, error } = outcome;
  return statementTransaction(db, async (tx) => {
    const at = jsonSql(tx.provider).instantParam;
    const [row] = await tx.rows<{ attempts: number }>(bumpStatement(tx.provider), { id: delivery.id });
    // Removed meanwhile (its endpoint deleted): nothing to record, as Prisma's update refused before.
    if (!row) throw new Error(`delivery ${delivery.id} no longer exists`);
    const attempts = Number(row.attempts);
    await insertRows(tx, "delivery_attempts", [
      {
        id: randomUUID(),
        delivery_id: delivery.id,
        number: attempts,
        at: at(now),
        duration_ms: Math.round(outcome.durationMs),
        error: error ?? null,
        response_status: outcome.responseStatus ?? null,
        response: outcome.response ?? null,
      },
    ]);
    const delay = outcome.delays[attempts - 1];
    const status =
      error === undefined ? "succeeded" : delay === undefined || outcome.final ? "failed" : "pending";
    await tx.run(settleStatement(tx.provider), {
      id: delivery.id,
      status,
      error: error ?? null,
      next: status === "pending" ? at(new Date(now.getTime() + delay! * 1000)) : null,
      finished: status === "pending" ? null : at(now),
    });
    return status;
  });
}
