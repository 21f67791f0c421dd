// The OpenAPI document's `webhooks`: what Dockside posts to a subscriber's
// endpoint, one entry per event type, with the payloads from the same zod
// schemas the delivery code builds them to.
import type { z } from "zod";
import { WEBHOOK_EVENT_TYPES, webhookPayload, type WebhookEventType } from "../webhooks/schema";

const pascal = (type: string) => type.replace(/(^|[._])([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** Each event's payload schema and the name it is registered under in components/schemas. */
export const webhookPayloadSchemas = (): [WebhookEventType, string, z.ZodType][] =>
  WEBHOOK_EVENT_TYPES.map((type) => [type, `WebhookEvent${pascal(type)}`, webhookPayload(type)]);

const SUMMARY: Record<WebhookEventType, string> = {
  "appointment.created": "An appointment was requested, booked, recorded as a work-in or made by a series",
  "appointment.updated": "An appointment's fields or time changed, its status did not",
  "appointment.status_changed": "An appointment's status changed (approved, declined, arrived, cancelled...)",
  ping: "A test event, sent by send_test_webhook",
};

const header = (name: string, description: string) => ({
  name,
  in: "header",
  required: true,
  description,
  schema: { type: "string" },
});

const HEADERS = [
  header("webhook-id", "The event's id: the same on every retry and redelivery. De-duplicate by it."),
  header(
    "webhook-timestamp",
    "Unix seconds of this attempt. Refuse old ones (Standard Webhooks: 5 minutes).",
  ),
  header(
    "webhook-signature",
    "`v1,` + base64 HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, over `<webhook-id>.<webhook-timestamp>.<body>`.",
  ),
];

export const WEBHOOKS_DESCRIPTION = [
  "Endpoints added with create_webhook_subscription receive these events as `POST` with a JSON body, signed per",
  "[Standard Webhooks](https://www.standardwebhooks.com/) (any of its libraries verifies them). Any 2xx within 10",
  "seconds acknowledges; redirects are not followed. Otherwise the delivery is retried after WEBHOOK_RETRY_SECONDS",
  "(default 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), then failed. Events of one appointment reach an endpoint in",
  "the order they happened; delivery is at least once.",
].join(" ");

export function webhooksSection(refOf: (name: string) => string) {
  return Object.fromEntries(
    webhookPayloadSchemas().map(([type, name]) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(".", "_")}`,
          summary: SUMMARY[type],
          description: WEBHOOKS_DESCRIPTION,
          tags: ["Webhooks"],
          security: [],
          parameters: HEADERS,
          requestBody: { required: true, content: { "application/json": { schema: { $ref: refOf(name) } } } },
          responses: {
            "2XX": { description: "Received. Anything else, or no answer within 10 seconds, is retried." },
          },
        },
      },
    ]),
  );
}

export const REFERENCE_HOOK_DESCRIPTION = [
  "A facility whose reference_check mode is webhook (get_facility_settings) has Dockside POST this to its url before",
  "each booking, signed like the events above with the facility's own secret (shown once by update_facility_settings).",
  'A 2xx with {"valid": true} accepts; {"valid": false, "message"} with any status refuses (409 reference_rejected with',
  "that message); anything else, a redirect (not followed) or no answer within timeout_ms follows on_unavailable",
  "(refuse: 503 reference_check_unavailable).",
].join(" ");

/** The reference validation hook (lib/references): one more entry of `webhooks`. */
export function referenceHookSection(request: string, answer: string) {
  return {
    "appointment.validate": {
      post: {
        operationId: "reference_validation_hook",
        summary: "A facility's reference check asks the warehouse's own server about a booking",
        description: REFERENCE_HOOK_DESCRIPTION,
        tags: ["Webhooks"],
        security: [],
        parameters: HEADERS,
        requestBody: { required: true, content: { "application/json": { schema: { $ref: request } } } },
        responses: {
          "2XX": {
            description: "The verdict.",
            content: { "application/json": { schema: { $ref: answer } } },
          },
        },
      },
    },
  };
}
