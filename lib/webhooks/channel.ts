// Webhooks as an outbox channel: events fan out to the endpoints that may see
// them (fan-out.ts), each delivery is signed and posted (send.ts), retried
// after WEBHOOK_RETRY_SECONDS.
import { delaysFrom, type Channel } from "../outbox/channel";
import { WEBHOOK_CHANNEL, webhookFanOut } from "./fan-out";
import { makersOfTargets, sendWebhook, type Makers } from "./send";

/** 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: about 27½ hours before a delivery has failed. */
export const DEFAULT_WEBHOOK_RETRY_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];

export const webhookChannel: Channel = {
  name: WEBHOOK_CHANNEL,
  fanOut: webhookFanOut,
  prepare: (db, deliveries, now) => makersOfTargets(db, deliveries, now),
  send: (db, delivery, now, prepared) => sendWebhook(db, delivery, now, prepared as Makers | undefined),
  retryDelays: () => delaysFrom(process.env.WEBHOOK_RETRY_SECONDS, DEFAULT_WEBHOOK_RETRY_SECONDS),
};
