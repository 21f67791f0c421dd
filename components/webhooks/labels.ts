// How webhook words read on screen.
import type { WebhookDelivery, WebhookEventType } from "@/lib/webhooks/schema";
import type { BadgeTone } from "@/components/ui/badge";

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  "appointment.created": "New appointments",
  "appointment.updated": "Changes (time, dock, trailer, notes…)",
  "appointment.status_changed": "Status changes (approved, arrived, cancelled…)",
  ping: "Test events",
};

/** What an endpoint can subscribe to on the page; ping is sent on request, never subscribed. */
export const SUBSCRIBABLE = [
  "appointment.created",
  "appointment.updated",
  "appointment.status_changed",
] as const;

export const DELIVERY_TONE: Record<WebhookDelivery["status"], BadgeTone> = {
  pending: "warning",
  succeeded: "success",
  failed: "danger",
};

export const DELIVERY_LABEL: Record<WebhookDelivery["status"], string> = {
  pending: "Retrying",
  succeeded: "Delivered",
  failed: "Failed",
};
