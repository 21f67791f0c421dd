// One attempt of one webhook delivery: signed per Standard Webhooks, posted,
// and the endpoint's health noted (five days of nothing but failures
// deactivate it).
import { Webhook } from "standardwebhooks";
import type { Db } from "../db";
import { SendError, type SendResult } from "../outbox/channel";
import { postJson, type HttpOutcome } from "./http";
import { sees } from "./fan-out";
import { makerKeepsAny, makersOf, pauseOrphans } from "./maker";
import { openSecret, UnreadableSecret } from "./secret";
import { assertDeliverable, RefusedTarget } from "./url-guard";

export const FAILING_DAYS_BEFORE_DEACTIVATION = 5;
const DAY_MS = 86_400_000;

/** The three signature headers of one attempt; the timestamp is this attempt's (receivers check it against their clock). */
export function signatureHeaders(secret: string, eventId: string, body: string, at = new Date()) {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(eventId, at, body),
  };
}

type Endpoint = { id: string; failingSince: Date | null };

/** Success clears the failing streak; a failure starts one, or ends it in deactivation after five days. */
async function noteHealth(db: Db, endpoint: Endpoint, outcome: { error?: string }, now: Date) {
  if (!outcome.error) {
    if (endpoint.failingSince)
      await db.webhookSubscription.updateMany({ where: { id: endpoint.id }, data: { failingSince: null } });
    return;
  }
  if (!endpoint.failingSince) {
    await db.webhookSubscription.updateMany({
      where: { id: endpoint.id, failingSince: null },
      data: { failingSince: now },
    });
    return;
  }
  const since = new Date(now.getTime() - FAILING_DAYS_BEFORE_DEACTIVATION * DAY_MS);
  await db.webhookSubscription.updateMany({
    where: { id: endpoint.id, active: true, failingSince: { lte: since } },
    data: {
      active: false,
      disabledReason: `Deactivated ${now.toISOString().slice(0, 10)}: every delivery since ${endpoint.failingSince
        .toISOString()
        .slice(0, 10)} failed (last: ${outcome.error.slice(0, 200)}). Fix the endpoint, then resume it.`,
    },
  });
}

/**
 * Every attempt, retries and redeliveries included, goes out only while the endpoint's maker may still see
 * what it carries: a maker who lost that appointment ends the delivery; one who lost everything pauses it.
 */
async function assertMakerSees(
  db: Db,
  endpoint: Parameters<typeof makerKeepsAny>[0],
  event: { facilityId: string; appointment: { carrierCompanyId: string | null } } | null,
  now: Date,
) {
  const makers = await makersOf(db, [endpoint], now);
  const maker = makers.get(endpoint.createdBy) ?? null;
  if (!makerKeepsAny(endpoint, maker)) {
    await pauseOrphans(db, [endpoint], makers, now);
    throw new SendError("the endpoint's maker no longer has access: paused", undefined, undefined, true);
  }
  if (event && !sees(endpoint, maker, event.facilityId, event.appointment.carrierCompanyId))
    throw new SendError(
      "the endpoint's maker may no longer see this appointment",
      undefined,
      undefined,
      true,
    );
}

export async function sendWebhook(
  db: Db,
  delivery: { id: string; orderKey: string | null },
  now = new Date(),
): Promise<SendResult> {
  const message = await db.webhookMessage.findUnique({
    where: { deliveryId: delivery.id },
    include: {
      subscription: {
        select: {
          id: true,
          url: true,
          secret: true,
          active: true,
          failingSince: true,
          kind: true,
          carrierCompanyId: true,
          createdBy: true,
          facilities: { select: { facilityId: true } },
        },
      },
      delivery: {
        select: {
          event: { select: { facilityId: true, appointment: { select: { carrierCompanyId: true } } } },
        },
      },
    },
  });
  if (!message) throw new SendError("the endpoint was removed");
  const endpoint = message.subscription;
  await assertMakerSees(db, endpoint, message.delivery.event, now);
  // Events wait while an endpoint is paused only as long as their retries last; test events and redeliveries
  // (no order key) are asked for explicitly and go regardless.
  if (!endpoint.active && delivery.orderKey !== null) throw new SendError("the endpoint is paused");
  let outcome: HttpOutcome;
  try {
    await assertDeliverable(endpoint.url);
    const headers = signatureHeaders(openSecret(endpoint.secret), message.eventId, message.body);
    outcome = await postJson(endpoint.url, headers, message.body);
  } catch (e) {
    if (!(e instanceof RefusedTarget || e instanceof UnreadableSecret)) throw e;
    outcome = { error: e.message, durationMs: 0 };
  }
  await noteHealth(db, endpoint, outcome, now);
  if (outcome.error) throw new SendError(outcome.error, outcome.status, outcome.response);
  return { responseStatus: outcome.status, response: outcome.response };
}
