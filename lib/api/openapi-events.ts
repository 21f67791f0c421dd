// GET /api/events in the OpenAPI document: the one path that is not a JSON
// operation. Its messages are described in words (OpenAPI has no schema for an
// event stream); their `data` is the webhook payload's, under `webhooks`.
export const EVENTS_PATH = "/api/events";

export function eventsPath(errorResponse: (status: number) => unknown) {
  return {
    get: {
      operationId: "stream_events",
      summary: "Live updates: the appointment changes the caller may list, as Server-Sent Events",
      description: [
        "A `text/event-stream` of `appointment.created`, `appointment.updated` and `appointment.status_changed`,",
        "scoped exactly as `get_facility_appointments` (bearer token or session cookie). Each message has an `id`",
        "(a cursor), an `event` (the type) and `data`: the webhook body's `data` (`{appointment, previous_status}`),",
        "as the caller may see it. Reconnect with `Last-Event-ID` (or `last_event_id`) to get what was missed in",
        "the last hour; an `event: reset` says to reload instead. A comment line comes at least every 25 s.",
        "Two narrower credentials follow one appointment only: a gate device's (with `appointment_id`; its",
        "messages carry the appointment's `id` and `status` only) and a manage link's token, sent as",
        "`Authorization: Manage <token>` (the appointment as `get_managed_appointment` shows it).",
        "Refusals are JSON, before the stream starts; one caller holds at most `EVENTS_MAX_STREAMS_PER_CALLER`",
        "open streams (default 20), one more is a 429 with reason `too_many_streams`.",
      ].join(" "),
      tags: ["Extensions"],
      "x-extension": true,
      parameters: [
        { $ref: "#/components/parameters/RequestId" },
        { name: "facility_id", in: "query", required: false, schema: { type: "string", format: "uuid" } },
        { name: "appointment_id", in: "query", required: false, schema: { type: "string", format: "uuid" } },
        { name: "last_event_id", in: "query", required: false, schema: { type: "string", maxLength: 40 } },
        { name: "Last-Event-ID", in: "header", required: false, schema: { type: "string" } },
      ],
      responses: {
        200: {
          description: "The stream; it stays open.",
          headers: { "X-Request-Id": { $ref: "#/components/headers/RequestId" } },
          content: { "text/event-stream": { schema: { type: "string" } } },
        },
        ...Object.fromEntries([400, 401, 403, 404, 429, 500, 503].map((s) => [s, errorResponse(s)])),
      },
    },
  };
}
