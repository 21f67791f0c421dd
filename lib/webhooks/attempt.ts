// Trying one webhook delivery at once, outside the worker's round: the
// delivery was made claimed (so no worker takes it meanwhile), is sent here,
// and its attempt recorded the way the worker records every attempt. If this
// process dies first, the claim runs out and the worker sends it.
import { randomUUID } from "node:crypto";
import type { Db } from "../db";
import { SendError } from "../outbox/channel";
import { recordAttempt } from "../outbox/deliveries";
import { LEASE_MS } from "../outbox/worker";
import { webhookChannel } from "./channel";
import { sendWebhook } from "./send";

export const claimedNow = (now: Date) => ({
  lockedUntil: new Date(now.getTime() + LEASE_MS),
  lockedBy: `request:${randomUUID().slice(0, 8)}`,
});

export async function attemptNow(db: Db, deliveryId: string, now: Date): Promise<string> {
  const delivery = await db.outboxDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
  const started = performance.now();
  let error: string | undefined;
  let responseStatus: number | undefined;
  let response: string | undefined;
  try {
    ({ responseStatus, response } = await sendWebhook(db, delivery, now));
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
    if (e instanceof SendError) ({ responseStatus, response } = e);
  }
  return recordAttempt(db, delivery, {
    now,
    durationMs: performance.now() - started,
    error,
    responseStatus,
    response,
    delays: webhookChannel.retryDelays(),
  });
}
