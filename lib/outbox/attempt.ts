// One attempt of a claimed delivery, sent through its channel and recorded: the worker's round
// (lib/worker/worker.ts) and a send asked for at once (lib/webhooks/attempt.ts) alike.
import type { Db } from "../db";
import { log } from "../core/log";
import { SendError, type Channel, type ClaimedDelivery } from "./channel";
import { recordAttempt } from "./deliveries";

/** How long a claim lasts: longer than any send may take (transport timeouts), so only a dead process loses one. */
export const LEASE_MS = 120_000;
/**
 * One attempt of a claimed delivery through its channel, recorded: the worker's round and a send asked for
 * at once (a test event, a redelivery) alike. Its new status.
 */
export async function attemptDelivery(
  db: Db,
  delivery: ClaimedDelivery,
  channel: Channel,
  clock: () => Date,
  prepared?: object,
): Promise<string> {
  const started = performance.now();
  let error: string | undefined;
  let responseStatus: number | undefined;
  let response: string | undefined;
  let final = false;
  try {
    ({ responseStatus, response } = await channel.send(db, delivery, clock(), prepared));
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
    if (e instanceof SendError) ({ responseStatus, response, final } = e);
  }
  try {
    const status = await recordAttempt(db, delivery, {
      now: clock(),
      durationMs: performance.now() - started,
      error,
      responseStatus,
      response,
      final,
      delays: channel.retryDelays(),
    });
    if (error) log("warn", { msg: "outbox delivery failed", delivery: delivery.id, status, error });
    return status;
  } catch (e) {
    // Unrecorded, it stays claimed until its lease ends and is sent again then (at least once).
    log("error", { msg: "outbox attempt not recorded", delivery: delivery.id, error: String(e) });
    return "pending";
  }
}
