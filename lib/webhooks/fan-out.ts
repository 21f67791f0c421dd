// From an outbox event to webhook deliveries, in the dispatch transaction:
// one per active endpoint that subscribed to the event's type and may see the
// appointment, each holding the exact body every attempt sends.
import { mayStillSee } from "../tokens/actor-rights";
import type { Caller } from "../core/caller";
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "../db";
import { jsonSql } from "../db/json-sql";
import type { Statements } from "../db/sql";
import { insertRows } from "../outbox/sql";
import type { FanOut, OutboxEventRow } from "../outbox/channel";
import { makersOf, pauseOrphans } from "./maker";
import type { WebhookEventType } from "./schema";
import { eventDataFor } from "../record/outbox-event";
import type { CustomField } from "../fields/schema";
import { parseFields } from "../fields/values";
import { sscChangedBody } from "./ssc-body";

export const WEBHOOK_CHANNEL = "webhook";

/**
 * The body signed and sent: the appointment as this endpoint's owner may see it (`fields`: the facility's
 * custom fields, which say which answers a carrier's endpoint may see).
 */
export function eventBody(
  event: OutboxEventRow,
  kind: string,
  fields: CustomField[],
  format = "dockside",
): string {
  const data = eventDataFor(event, { role: kind === "carrier" ? "carrier" : "staff" }, fields);
  if (format === "ssc") return sscChangedBody(data, event.createdAt);
  return JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data });
}

/**
 * An event's body for one endpoint as its owner may see the appointment now: a redelivery's, so that an
 * answer hidden from carriers since the first delivery is not sent again. Null when the event is gone.
 */
export async function eventBodyNow(
  db: Db,
  endpoint: { kind: string; format: string },
  outboxEventId: string,
): Promise<string | null> {
  const event = await db.outboxEvent.findUnique({ where: { id: outboxEventId } });
  if (!event) return null;
  const facility = await db.facility.findUnique({
    where: { id: event.facilityId },
    select: { customFields: true },
  });
  return eventBody(event, endpoint.kind, facility ? parseFields(facility.customFields) : [], endpoint.format);
}

export type NewWebhookDelivery = {
  subscriptionId: string;
  /** The webhook-id. */
  eventId: string;
  eventType: WebhookEventType;
  body: string;
  /** The outbox event, when there is one (not for ping). */
  outboxEventId: string | null;
  /** Deliveries with one key go out one after another, oldest first; null: no order to keep. */
  orderKey: string | null;
  createdAt: Date;
  /** Claimed at birth by whoever makes it, to send it at once (test events, redeliveries). */
  lockedUntil?: Date;
  lockedBy?: string;
};

/** Many deliveries (not claimed) in two multi-row inserts on the driver: the dispatch's batched path. */
async function insertWebhookDeliveries(tx: Statements, made: NewWebhookDelivery[]): Promise<void> {
  const at = jsonSql(tx.provider).instantParam;
  const rows = made.map((d) => ({ ...d, id: randomUUID(), at: at(d.createdAt) }));
  await insertRows(
    tx,
    "outbox_deliveries",
    rows.map((d) => ({
      id: d.id,
      channel: WEBHOOK_CHANNEL,
      event_id: d.outboxEventId,
      target: d.subscriptionId,
      order_key: d.orderKey,
      status: "pending",
      attempts: 0,
      next_attempt_at: d.at,
      locked_until: null,
      locked_by: null,
      last_error: null,
      created_at: d.at,
      finished_at: null,
    })),
  );
  await insertRows(
    tx,
    "webhook_messages",
    rows.map((d) => ({
      delivery_id: d.id,
      subscription_id: d.subscriptionId,
      event_id: d.eventId,
      event_type: d.eventType,
      body: d.body,
      created_at: d.at,
    })),
  );
}

export function createWebhookDelivery(db: Db | Tx, d: NewWebhookDelivery) {
  return db.outboxDelivery.create({
    data: {
      channel: WEBHOOK_CHANNEL,
      eventId: d.outboxEventId,
      target: d.subscriptionId,
      orderKey: d.orderKey,
      status: "pending",
      nextAttemptAt: d.createdAt,
      lockedUntil: d.lockedUntil ?? null,
      lockedBy: d.lockedBy ?? null,
      createdAt: d.createdAt,
      webhook: {
        create: {
          subscriptionId: d.subscriptionId,
          eventId: d.eventId,
          eventType: d.eventType,
          body: d.body,
          createdAt: d.createdAt,
        },
      },
    },
    select: { id: true },
  });
}

type Endpoint = {
  id: string;
  kind: string;
  carrierCompanyId: string | null;
  events: string;
  format: string;
  createdBy: string;
  facilities: { facilityId: string }[];
};

/**
 * Whether an active endpoint may see an appointment of `facilityId` booked by `carrierCompanyId`: a staff
 * endpoint of the facility, or its company's carrier endpoint naming the facility or no facility at all
 * (it then takes its company's appointments everywhere); and, in both cases, only while its maker may
 * still see that appointment now.
 */
export function sees(
  endpoint: Pick<Endpoint, "kind" | "carrierCompanyId" | "facilities">,
  maker: Caller | null,
  facilityId: string,
  carrierCompanyId: string | null,
): boolean {
  if (!mayStillSee(maker, facilityId, carrierCompanyId)) return false;
  const atFacility = endpoint.facilities.some((f) => f.facilityId === facilityId);
  if (endpoint.kind === "staff") return atFacility;
  return (
    endpoint.kind === "carrier" &&
    carrierCompanyId !== null &&
    endpoint.carrierCompanyId === carrierCompanyId &&
    (endpoint.facilities.length === 0 || atFacility)
  );
}

/**
 * The webhook channel's fan-out of a batch of events: the active endpoints that may see any of them read
 * once (and the facilities' custom fields only when a carrier's endpoint may be among them); an event writes
 * one delivery per endpoint that sees it and subscribed to its type.
 */
export async function webhookFanOut(db: Db, events: OutboxEventRow[]): Promise<FanOut> {
  const facilityIds = [...new Set(events.map((e) => e.facilityId))];
  const found: Endpoint[] = await db.webhookSubscription.findMany({
    where: {
      active: true,
      OR: [{ kind: "staff", facilities: { some: { facilityId: { in: facilityIds } } } }, { kind: "carrier" }],
    },
    select: {
      id: true,
      kind: true,
      carrierCompanyId: true,
      events: true,
      format: true,
      createdBy: true,
      facilities: { select: { facilityId: true } },
    },
    orderBy: { id: "asc" },
  });
  // Each endpoint delivers within what its maker may see now; one whose maker may see nothing is paused.
  const makers = await makersOf(db, found);
  const endpoints = await pauseOrphans(db, found, makers);
  const fieldsOf = new Map<string, CustomField[]>();
  if (endpoints.some((e) => e.kind === "carrier")) {
    for (const f of await db.facility.findMany({
      where: { id: { in: facilityIds } },
      select: { id: true, customFields: true },
    }))
      fieldsOf.set(f.id, parseFields(f.customFields));
  }
  const targets = new Map<string, Endpoint[]>();
  for (const event of events) {
    // The company the appointment had when the event happened, as the live stream judges it.
    const company = event.carrierCompanyId;
    const seeing = endpoints.filter(
      (e) =>
        sees(e, makers.get(e.createdBy) ?? null, event.facilityId, company) &&
        (JSON.parse(e.events) as string[]).includes(event.type),
    );
    if (seeing.length) targets.set(event.id, seeing);
  }
  const deliveriesOf = (event: OutboxEventRow): NewWebhookDelivery[] =>
    (targets.get(event.id) ?? []).map((endpoint) => ({
      subscriptionId: endpoint.id,
      eventId: event.id,
      eventType: event.type as WebhookEventType,
      body: eventBody(event, endpoint.kind, fieldsOf.get(event.facilityId) ?? [], endpoint.format),
      outboxEventId: event.id,
      orderKey: `webhook:${event.appointmentId}:${endpoint.id}`,
      // The change's time, not the dispatch's: two events of one appointment dispatched in the same run
      // still sort in the order they happened.
      createdAt: event.createdAt,
    }));
  return {
    writes: (event) => targets.has(event.id),
    async write(tx, event) {
      for (const d of deliveriesOf(event)) await createWebhookDelivery(tx, d);
    },
    writeAll: (tx, events) => insertWebhookDeliveries(tx, events.flatMap(deliveriesOf)),
  };
}
