// Webhook operations (extension): endpoints that receive appointment events,
// signed per Standard Webhooks, and the log of what was sent to them.
import { z } from "zod";
import { optional, uuid, wholeNumber, text } from "../core/validation";
import { STATUSES } from "../core/vocabulary";
import { facilityAppointment } from "../record/schema";

/** What an endpoint can subscribe to; `ping` is what send_test_webhook sends. */
export const APPOINTMENT_EVENT_TYPES = [
  "appointment.created",
  "appointment.updated",
  "appointment.status_changed",
] as const;
export const WEBHOOK_EVENT_TYPES = [...APPOINTMENT_EVENT_TYPES, "ping"] as const;
/** What paused an endpoint, when Dockside did (lib/webhooks/send.ts, lib/webhooks/maker.ts). */
export const DISABLED_CAUSES = ["failing", "maker_lost_access"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const eventType = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `must be one of ${WEBHOOK_EVENT_TYPES.join(", ")}`,
});
const events = z
  .array(eventType)
  .min(1, { error: "needs at least one event type" })
  .transform((list) => [...new Set(list)])
  .meta({ description: "Event types to receive." });
const url = z.string().trim().max(2000, { error: "must be at most 2000 characters" }).meta({
  description:
    "https (http only where WEBHOOK_ALLOW_PRIVATE_URLS=1). A host that resolves to a loopback, private, link-local or unique-local address is refused.",
});
const facilityIds = z
  .array(uuid)
  .max(100, { error: "may hold at most 100 facilities" })
  .transform((list) => [...new Set(list)])
  .meta({
    description:
      "Staff: facilities they run (default: all of them). Carriers: only appointments at these facilities (default: any).",
  });
const description = text(500).meta({ description: "What receives it, for people." });

export const webhookSubscription = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(eventType),
  facility_ids: z.array(z.uuid()),
  description: z.string(),
  active: z.boolean().meta({ description: "Paused or deactivated endpoints get no new events." }),
  created_at: z.iso.datetime(),
  disabled_reason: z.string().nullable().meta({
    description:
      "Why Dockside paused it (every delivery failed for 5 days, or its maker lost access), in English; null otherwise.",
  }),
  disabled_cause: z.enum(DISABLED_CAUSES).nullable().meta({
    description:
      "What paused it, for a program to word: failing (every delivery failed for 5 days) or maker_lost_access; null when active or paused by a person.",
  }),
  disabled_at: z.iso.datetime().nullable().meta({ description: "When Dockside paused it; null otherwise." }),
  failing_since: z.iso
    .datetime()
    .nullable()
    .meta({ description: "Since when every delivery has failed; null while deliveries succeed." }),
  created_by: z.string().nullable().meta({
    description:
      "Extension. Who it acts for: the name of the person or API token that made it or last changed it; null for the admin command line or a maker since deleted. It delivers only what they may see at the moment of each delivery.",
  }),
  created_by_kind: z.enum(["user", "token", "admin_cli"]).nullable().meta({
    description:
      "Extension. What created_by names, for a program to word: a person, an API token or the admin command line.",
  }),
});
export type WebhookSubscription = z.output<typeof webhookSubscription>;

export const createWebhookInput = z
  .object({ url, events, facility_ids: optional(facilityIds), description: optional(description) })
  .meta({
    description:
      "Extension. Adds an endpoint. The answer holds its signing secret, the only time it is shown. Staff endpoints receive their facilities' appointments; carrier endpoints their company's.",
  });
export type CreateWebhookInput = z.output<typeof createWebhookInput>;

export const createdWebhook = webhookSubscription.extend({
  secret: z.string().meta({
    description:
      "whsec_ + base64 of 24 random bytes: the key of the webhook-signature HMAC. Store it now; it cannot be shown again.",
  }),
});

export const listWebhooksInput = z.object({}).meta({
  description:
    "Extension. The endpoints the caller manages: admins all; staff those covering only their facilities; carriers their company's. Newest first.",
});
export const webhookList = z.array(webhookSubscription);

export const updateWebhookInput = z
  .object({
    id: uuid,
    url: optional(url),
    events: optional(events),
    facility_ids: optional(facilityIds),
    description: optional(description),
    active: optional(z.boolean({ error: "must be true or false" })),
  })
  .meta({
    description:
      "Extension. Changes an endpoint; `active: false` pauses it, `active: true` resumes it (and clears disabled_reason).",
  });
export type UpdateWebhookInput = z.output<typeof updateWebhookInput>;

export const webhookIdInput = z.object({ id: uuid });
export const deleteWebhookInput = webhookIdInput.meta({
  description: "Extension. Removes an endpoint and its delivery log; nothing more is sent to it.",
});
export const deletedWebhook = z.object({});
export const sendTestWebhookInput = webhookIdInput.meta({
  description:
    "Extension. Sends a `ping` event now, paused or not, and answers its delivery record after the first attempt.",
});

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export const webhookDelivery = z.object({
  id: z.uuid(),
  event_id: z.string().meta({ description: "The webhook-id header: the same on every attempt." }),
  event_type: eventType,
  attempt: z.number().int().meta({ description: "Attempts made so far." }),
  status: z.enum(DELIVERY_STATUSES),
  response_status: z.number().int().nullable().meta({ description: "The last attempt's HTTP status." }),
  duration_ms: z.number().int().nullable().meta({ description: "The last attempt's duration." }),
  error: z.string().nullable().meta({ description: "Why the last attempt failed." }),
  next_attempt_at: z.iso
    .datetime()
    .nullable()
    .meta({ description: "When a pending delivery is tried next." }),
  created_at: z.iso.datetime(),
});
export type WebhookDelivery = z.output<typeof webhookDelivery>;

export const listDeliveriesInput = z
  .object({
    subscription_id: uuid,
    limit: optional(wholeNumber(1, 100)).transform((v) => v ?? 50),
    before: optional(uuid).meta({ description: "A delivery id: the page after it." }),
  })
  .meta({ description: "Extension. An endpoint's deliveries, newest first." });
export type ListDeliveriesInput = z.output<typeof listDeliveriesInput>;
export const webhookDeliveryList = z.array(webhookDelivery);

export const redeliverInput = z
  .object({ subscription_id: uuid, event_id: z.string().trim().min(1, { error: "is required" }).max(100) })
  .meta({
    description:
      "Extension. Sends an event the endpoint received (or failed to) again, with the same webhook-id and body; answers the new delivery record after its first attempt.",
  });

/** The body of every delivery; its bytes are what webhook-signature signs. */
export const webhookPayload = (type: WebhookEventType) =>
  z.object({
    type: z.literal(type),
    timestamp: z.iso.datetime().meta({ description: "When the event happened (UTC, milliseconds)." }),
    data: z
      .object({
        // The shared record itself (not a copy with a description): the document refers to it by name.
        appointment: type === "ping" ? z.null() : facilityAppointment,
        previous_status: z.enum(STATUSES).nullable(),
      })
      .meta({
        description:
          "appointment: after the change, as the subscriber may see it (notes are empty for carriers); null for ping. previous_status: before the change; null for a new appointment and for ping.",
      }),
  });
