// The query of GET /api/events (zod, shared with the OpenAPI note and the client hook).
import { z } from "zod";
import { optional, uuid } from "../core/validation";

export const eventStreamQuery = z.object({
  facility_id: optional(uuid),
  /** One appointment's events only (the gate's screen; a gate device must name one). */
  appointment_id: optional(uuid),
  /** For clients that cannot send the Last-Event-ID header (a new EventSource after a fallback). */
  last_event_id: optional(z.string().max(40)),
});
export type EventStreamQuery = z.output<typeof eventStreamQuery>;
