// Claiming and recording deliveries. A claim is a conditional update of one
// row (pending, not leased), so with several processes each delivery is taken
// by one of them, on SQLite and PostgreSQL alike; the lease ends a claim
// whose process died, and the delivery is sent again (at least once).
import type { Db } from "../db";
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

const notLeased = (now: Date) => ({ OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }] });

/** Due deliveries, oldest first, each the earliest unfinished one of its order key; claimed for this worker. */
export async function claimDue(
  db: Db,
  { now, workerId, leaseMs, limit, channels, room }: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const due = await db.outboxDelivery.findMany({
    where: { status: "pending", channel: { in: channels }, nextAttemptAt: { lte: now }, ...notLeased(now) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    // More than `limit`: some may wait behind an earlier delivery of their key.
    take: limit * 5,
    select: { id: true, orderKey: true, channel: true, target: true },
  });
  const keys = [...new Set(due.map((d) => d.orderKey).filter((k): k is string => k !== null))];
  const heads = new Map<string, string>();
  if (keys.length) {
    const pending = await db.outboxDelivery.findMany({
      where: { orderKey: { in: keys }, status: "pending" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, orderKey: true },
    });
    for (const p of pending) if (!heads.has(p.orderKey!)) heads.set(p.orderKey!, p.id);
  }
  const claimed: (typeof due)[number][] = [];
  let reserved: LaneKey | null = null;
  try {
    for (const d of due) {
      if (claimed.length === limit) break;
      if (d.orderKey && heads.get(d.orderKey) !== d.id) continue; // an earlier one of its key goes first
      if (room && !room.reserve(d)) continue; // its lane is full: left for a later run
      reserved = d;
      const { count } = await db.outboxDelivery.updateMany({
        where: { id: d.id, status: "pending", ...notLeased(now) },
        data: { lockedUntil: new Date(now.getTime() + leaseMs), lockedBy: workerId },
      });
      reserved = null;
      if (count === 1) claimed.push(d);
      else room?.release(d);
    }
    if (!claimed.length) return [];
    return await db.outboxDelivery.findMany({
      where: { id: { in: claimed.map((d) => d.id) } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: CLAIMED_INCLUDE,
    });
  } catch (e) {
    // The claims stand until their lease ends; the places they took here are free again.
    for (const d of reserved ? [...claimed, reserved] : claimed) room?.release(d);
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

/** Records one attempt and the delivery's new state: succeeded, pending again later, or failed. */
export async function recordAttempt(
  db: Db,
  delivery: { id: string },
  outcome: AttemptOutcome,
): Promise<string> {
  const { now, error } = outcome;
  return db.$transaction(async (tx) => {
    const { attempts } = await tx.outboxDelivery.update({
      where: { id: delivery.id },
      data: { attempts: { increment: 1 } },
      select: { attempts: true },
    });
    await tx.deliveryAttempt.create({
      data: {
        deliveryId: delivery.id,
        number: attempts,
        at: now,
        durationMs: Math.round(outcome.durationMs),
        error: error ?? null,
        responseStatus: outcome.responseStatus ?? null,
        response: outcome.response ?? null,
      },
    });
    const delay = outcome.delays[attempts - 1];
    const status =
      error === undefined ? "succeeded" : delay === undefined || outcome.final ? "failed" : "pending";
    await tx.outboxDelivery.update({
      where: { id: delivery.id },
      data: {
        status,
        lastError: error ?? null,
        lockedUntil: null,
        lockedBy: null,
        nextAttemptAt: status === "pending" ? new Date(now.getTime() + delay! * 1000) : undefined,
        finishedAt: status === "pending" ? null : now,
      },
    });
    return status;
  });
}
