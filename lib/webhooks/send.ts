// One attempt of one webhook delivery: signed per Standard Webhooks, posted,
// and the endpoint's health noted (five days of nothing but failures
// deactivate it).
import { Webhook } from "standardwebhooks";
import { sql } from "kysely";
import { statementsOf, type Db } from "../db";
import { jsonSql } from "../db/json-sql";
import { param } from "../db/sql";
import type { Provider } from "../db/url";
import { outboxStatement } from "../outbox/sql";
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
      disabledCause: "failing",
      disabledAt: now,
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
  prepared?: Makers,
) {
  const makers = prepared?.has(endpoint.createdBy) ? prepared : await makersOf(db, [endpoint], now);
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

export type Makers = Awaited<ReturnType<typeof makersOf>>;

/**
 * The rights of the makers of a claimed batch's endpoints, read once for the batch just before its sends
 * start (as the fan-out reads them once per batch of events), rather than once per send.
 */
export async function makersOfTargets(db: Db, deliveries: { target: string }[], now: Date): Promise<Makers> {
  const endpoints = await db.webhookSubscription.findMany({
    where: { id: { in: [...new Set(deliveries.map((d) => d.target))] } },
    select: { createdBy: true },
  });
  return makersOf(db, endpoints, now);
}

type Context = {
  event_id: string;
  body: string;
  id: string;
  url: string;
  secret: string;
  active: boolean | number;
  failing_since: string | null;
  kind: string;
  carrier_company_id: string | null;
  created_by: string;
  facilities: string;
  event_facility_id: string | null;
  appointment_company_id: string | null;
};

/** What one attempt needs, in one statement on the driver: the message, its endpoint, its event's appointment. */
const contextStatement = (provider: Provider) =>
  outboxStatement(provider, "webhook-send", (b) => {
    const j = jsonSql(provider);
    return b
      .selectFrom("webhook_messages as m")
      .innerJoin("webhook_subscriptions as s", "s.id", "m.subscription_id")
      .innerJoin("outbox_deliveries as d", "d.id", "m.delivery_id")
      .leftJoin("outbox_events as e", "e.id", "d.event_id")
      .leftJoin("appointments as a", "a.id", "e.appointment_id")
      .select([
        "m.event_id",
        "m.body",
        "s.id",
        "s.url",
        "s.secret",
        "s.active",
        j.instant(sql.ref("s.failing_since")).as("failing_since"),
        "s.kind",
        "s.carrier_company_id",
        "s.created_by",
        j
          .text(
            j.nested(
              b
                .selectFrom("webhook_subscription_facilities as f")
                .select(j.array(sql.ref("f.facility_id"), [sql.ref("f.facility_id")]).as("list"))
                .where("f.subscription_id", "=", sql.ref<string>("s.id")),
            ),
          )
          .as("facilities"),
        "e.facility_id as event_facility_id",
        "a.carrier_company_id as appointment_company_id",
      ])
      .where("m.delivery_id", "=", param<string>("id"));
  });

async function readContext(db: Db, deliveryId: string) {
  const s = statementsOf(db);
  const [row] = await s.rows<Context>(contextStatement(s.provider), { id: deliveryId });
  if (!row) return null;
  const endpoint = {
    id: row.id,
    url: row.url,
    secret: row.secret,
    active: Boolean(row.active),
    failingSince: row.failing_since ? new Date(row.failing_since) : null,
    kind: row.kind,
    carrierCompanyId: row.carrier_company_id,
    createdBy: row.created_by,
    facilities: (JSON.parse(row.facilities) as string[]).map((facilityId) => ({ facilityId })),
  };
  const event =
    row.event_facility_id === null
      ? null
      : { facilityId: row.event_facility_id, appointment: { carrierCompanyId: row.appointment_company_id } };
  return { eventId: row.event_id, body: row.body, endpoint, event };
}

export async function sendWebhook(
  db: Db,
  delivery: { id: string; orderKey: string | null },
  now = new Date(),
  makers?: Makers,
): Promise<SendResult> {
  const message = await readContext(db, delivery.id);
  if (!message) throw new SendError("the endpoint was removed");
  const endpoint = message.endpoint;
  await assertMakerSees(db, endpoint, message.event, now, makers);
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
