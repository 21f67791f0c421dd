// From an outbox event to webhook deliveries, in the dispatch transaction:
// one per active endpoint that subscribed to the event's type and may see the
// appointment, each holding the exact body every attempt sends.
import type { Db, Prisma, Tx } from "../db";
import type { OutboxEventRow } from "../outbox/channel";
import type { WebhookEventType } from "./schema";

export const WEBHOOK_CHANNEL = "webhook";

/** The body signed and sent: the appointment as this endpoint's owner may see it. */
export function eventBody(event: OutboxEventRow, kind: string): string {
  const appointment = JSON.parse(event.payload) as Record<string, unknown>;
  // Facility-internal notes stay with the facility, as in every carrier answer.
  if (kind === "carrier") appointment.notes = "";
  return JSON.stringify({
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    data: { appointment, previous_status: event.previousStatus },
  });
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

/** Active endpoints that may see an appointment of `facilityId` booked by `carrierCompanyId`. */
export function endpointsSeeing(
  facilityId: string,
  carrierCompanyId: string | null,
): Prisma.WebhookSubscriptionWhereInput {
  const staff = { kind: "staff", facilities: { some: { facilityId } } };
  if (!carrierCompanyId) return { active: true, ...staff };
  const carrier = {
    kind: "carrier",
    carrierCompanyId,
    // A carrier endpoint naming no facility takes its company's appointments everywhere.
    OR: [{ facilities: { none: {} } }, { facilities: { some: { facilityId } } }],
  };
  return { active: true, OR: [staff, carrier] };
}

export async function webhookFanOut(tx: Tx, event: OutboxEventRow): Promise<void> {
  const appointment = await tx.appointment.findUnique({
    where: { id: event.appointmentId },
    select: { carrierCompanyId: true },
  });
  const endpoints = await tx.webhookSubscription.findMany({
    where: endpointsSeeing(event.facilityId, appointment?.carrierCompanyId ?? null),
    select: { id: true, kind: true, events: true },
    orderBy: { id: "asc" },
  });
  for (const endpoint of endpoints) {
    if (!(JSON.parse(endpoint.events) as string[]).includes(event.type)) continue;
    await createWebhookDelivery(tx, {
      subscriptionId: endpoint.id,
      eventId: event.id,
      eventType: event.type as WebhookEventType,
      body: eventBody(event, endpoint.kind),
      outboxEventId: event.id,
      orderKey: `webhook:${event.appointmentId}:${endpoint.id}`,
      // The change's time, not the dispatch's: two events of one appointment dispatched in the same run
      // still sort in the order they happened.
      createdAt: event.createdAt,
    });
  }
}
