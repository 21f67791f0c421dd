// Claiming and recording deliveries. A claim is a conditional update of one
// row (pending, not leased), so with several processes each delivery is taken
// by one of them, on SQLite and PostgreSQL alike; the lease ends a claim
// whose process died, and the delivery is sent again (at least once).
import type { Db } from "../db";
import { CLAIMED_INCLUDE, type ClaimedDelivery } from "./channel";

export type ClaimOptions = {
  now: Date;
  workerId: string;
  leaseMs: number;
  limit: number;
  /** Only these channels' deliveries: a process sends what it has a channel for. */
  channels: string[];
};

const notLeased = (now: Date) => ({ OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }] });

/** Due deliveries, oldest first, each the earliest unfinished one of its order key; claimed for this worker. */
export async function claimDue(
  db: Db,
  { now, workerId, leaseMs, limit, channels }: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const due = await db.outboxDelivery.findMany({
    where: { status: "pending", channel: { in: channels }, nextAttemptAt: { lte: now }, ...notLeased(now) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    // More than `limit`: some may wait behind an earlier delivery of their key.
    take: limit * 5,
    select: { id: true, orderKey: true },
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
  const claimed: string[] = [];
  for (const d of due) {
    if (claimed.length === limit) break;
    if (d.orderKey && heads.get(d.orderKey) !== d.id) continue; // an earlier one of its key goes first
    const { count } = await db.outboxDelivery.updateMany({
      where: { id: d.id, status: "pending", ...notLeased(now) },
      data: { lockedUntil: new Date(now.getTime() + leaseMs), lockedBy: workerId },
    });
    if (count === 1) claimed.push(d.id);
  }
  if (!claimed.length) return [];
  return db.outboxDelivery.findMany({
    where: { id: { in: claimed } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: CLAIMED_INCLUDE,
  });
}

export type AttemptOutcome = {
  now: Date;
  durationMs: number;
  error?: string;
  responseStatus?: number;
  response?: string;
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
    const status = error === undefined ? "succeeded" : delay === undefined ? "failed" : "pending";
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
