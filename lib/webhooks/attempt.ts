// Trying one webhook delivery at once, outside the worker's round: the
// delivery was made claimed (so no worker takes it meanwhile), is sent here,
// and its attempt recorded as the worker records every attempt (attemptDelivery). If this
// process dies first, the claim runs out and the worker sends it.
import { randomUUID } from "node:crypto";
import type { Db } from "../db";
import { CLAIMED_INCLUDE } from "../outbox/channel";
import { attemptDelivery, LEASE_MS } from "../outbox/attempt";
import { webhookChannel } from "./channel";

export const claimedNow = (now: Date) => ({
  lockedUntil: new Date(now.getTime() + LEASE_MS),
  lockedBy: `request:${randomUUID().slice(0, 8)}`,
});

export async function attemptNow(db: Db, deliveryId: string, now: Date): Promise<string> {
  const delivery = await db.outboxDelivery.findUniqueOrThrow({
    where: { id: deliveryId },
    include: CLAIMED_INCLUDE,
  });
  return attemptDelivery(db, delivery, webhookChannel, () => now);
}
