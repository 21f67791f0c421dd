// How webhook words read on screen: the message keys (webhooks.events.*, webhooks.delivery.*).
import type { WebhookDelivery, WebhookEventType, WebhookSubscription } from "@/lib/webhooks/schema";
import type { BadgeTone } from "@/components/ui/badge";

export const EVENT_KEYS = {
  "appointment.created": "created",
  "appointment.updated": "updated",
  "appointment.status_changed": "statusChanged",
  ping: "ping",
} as const satisfies Record<WebhookEventType, string>;

/** What an endpoint can subscribe to on the page; ping is sent on request, never subscribed. */
export const SUBSCRIBABLE = [
  "appointment.created",
  "appointment.updated",
  "appointment.status_changed",
] as const;

/** Who an endpoint acts for, worded by the kind of maker (webhooks.card.*). */
export const ACTS_FOR = {
  user: "card.actsFor",
  token: "card.actsForToken",
  admin_cli: "card.actsForCli",
} as const satisfies Record<NonNullable<WebhookSubscription["created_by_kind"]>, string>;

export const DELIVERY_TONE: Record<WebhookDelivery["status"], BadgeTone> = {
  pending: "warning",
  succeeded: "success",
  failed: "danger",
};
