// An endpoint's delivery log, a test event, and sending an event again. Test
// events and redeliveries are someone waiting at a screen: they are claimed
// when made and tried at once, and answered after that first attempt (a
// failure is then retried by the worker like any other delivery).
import { randomUUID } from "node:crypto";
import type { Caller } from "../core/caller";
import { notFound } from "../core/errors";
import type { Db, Prisma } from "../db";
import { attemptNow, claimedNow } from "./attempt";
import { createWebhookDelivery, eventBodyNow } from "./fan-out";
import type { ListDeliveriesInput, WebhookDelivery, WebhookEventType } from "./schema";
import { manageableSubscription } from "./subscriptions";

const INCLUDE = {
  delivery: {
    include: { attemptLog: { orderBy: { number: "desc" }, take: 1 } },
  },
} satisfies Prisma.WebhookMessageInclude;
type Row = Prisma.WebhookMessageGetPayload<{ include: typeof INCLUDE }>;

function record(row: Row): WebhookDelivery {
  const d = row.delivery;
  const last = d.attemptLog[0];
  return {
    id: d.id,
    event_id: row.eventId,
    event_type: row.eventType as WebhookEventType,
    attempt: d.attempts,
    status: d.status as WebhookDelivery["status"],
    response_status: last?.responseStatus ?? null,
    duration_ms: last?.durationMs ?? null,
    error: last?.error ?? null,
    next_attempt_at: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listWebhookDeliveries(
  db: Db,
  caller: Caller,
  input: ListDeliveriesInput,
): Promise<WebhookDelivery[]> {
  const endpoint = await manageableSubscription(db, caller, input.subscription_id);
  let after: Prisma.WebhookMessageWhereInput = {};
  if (input.before) {
    const cursor = await db.webhookMessage.findFirst({
      where: { deliveryId: input.before, subscriptionId: endpoint.id },
      select: { createdAt: true, deliveryId: true },
    });
    if (!cursor) throw notFound("delivery");
    after = {
      OR: [
        { createdAt: { lt: cursor.createdAt } },
        { createdAt: cursor.createdAt, deliveryId: { lt: cursor.deliveryId } },
      ],
    };
  }
  const rows = await db.webhookMessage.findMany({
    where: { subscriptionId: endpoint.id, ...after },
    include: INCLUDE,
    orderBy: [{ createdAt: "desc" }, { deliveryId: "desc" }],
    take: input.limit,
  });
  return rows.map(record);
}

async function sendNow(
  db: Db,
  made: Omit<Parameters<typeof createWebhookDelivery>[1], "createdAt" | "orderKey">,
  now: Date,
): Promise<WebhookDelivery> {
  const { id } = await createWebhookDelivery(db, {
    ...made,
    orderKey: null,
    createdAt: now,
    ...claimedNow(now),
  });
  await attemptNow(db, id, now);
  return record(await db.webhookMessage.findUniqueOrThrow({ where: { deliveryId: id }, include: INCLUDE }));
}

export async function sendTestWebhook(
  db: Db,
  caller: Caller,
  input: { id: string },
  now = new Date(),
): Promise<WebhookDelivery> {
  const endpoint = await manageableSubscription(db, caller, input.id);
  const body = JSON.stringify({
    type: "ping",
    timestamp: now.toISOString(),
    data: { appointment: null, previous_status: null },
  });
  return sendNow(
    db,
    { subscriptionId: endpoint.id, eventId: randomUUID(), eventType: "ping", body, outboxEventId: null },
    now,
  );
}

export async function redeliverWebhookEvent(
  db: Db,
  caller: Caller,
  input: { subscription_id: string; event_id: string },
  now = new Date(),
): Promise<WebhookDelivery> {
  const endpoint = await manageableSubscription(db, caller, input.subscription_id);
  // The same event (webhook-id, timestamp: the receiver de-duplicates by them), as the endpoint may see it
  // now: what was made hidden from it since is not sent again.
  const first = await db.webhookMessage.findFirst({
    where: { subscriptionId: endpoint.id, eventId: input.event_id },
    orderBy: { createdAt: "asc" },
    include: { delivery: { select: { eventId: true } } },
  });
  if (!first) throw notFound("event");
  const body = first.delivery.eventId ? await eventBodyNow(db, endpoint, first.delivery.eventId) : first.body;
  if (body === null) throw notFound("event");
  return sendNow(
    db,
    {
      subscriptionId: endpoint.id,
      eventId: first.eventId,
      eventType: first.eventType as WebhookEventType,
      body,
      outboxEventId: first.delivery.eventId,
    },
    now,
  );
}
