// Who may manage which endpoint, and the four operations on them. Scoping is
// the tokens' (lib/core/managed-scope.ts): admins every endpoint; staff those
// covering only facilities they run; carriers their own company's. An endpoint
// a caller may not manage is "not found" to them.
import type { Caller } from "../core/caller";
import { forbidden, invalid, notFound } from "../core/errors";
import { managedBy } from "../core/managed-scope";
import type { Db, Prisma } from "../db";
import type { CreateWebhookInput, UpdateWebhookInput, WebhookEventType, WebhookSubscription } from "./schema";
import { newSecret, sealSecret } from "./secret";
import { makerNames, type Maker } from "./maker";
import { checkTarget, RefusedTarget } from "./url-guard";
import { recordAudit } from "../audit/record";

/** An endpoint as the audit log keeps it: what callers read of it (never its secret). */
const audited = (s: SubscriptionRow) => ({ ...summary(s, new Map()), created_by: s.createdBy, kind: s.kind });
const facilitiesOf = (s: SubscriptionRow) => s.facilities.map((f) => f.facilityId);

const WEBHOOK_ROLES: readonly string[] = ["staff", "carrier", "admin"];
const INCLUDE = { facilities: { select: { facilityId: true } } } as const;
export type SubscriptionRow = Prisma.WebhookSubscriptionGetPayload<{ include: typeof INCLUDE }>;

export const eventsOf = (row: { events: string }) => JSON.parse(row.events) as WebhookEventType[];

export const summary = (s: SubscriptionRow, makers: Map<string, Maker>): WebhookSubscription => ({
  id: s.id,
  url: s.url,
  events: eventsOf(s),
  facility_ids: s.facilities.map((f) => f.facilityId).sort(),
  description: s.description,
  active: s.active,
  created_at: s.createdAt.toISOString(),
  disabled_reason: s.disabledReason,
  disabled_cause: (s.disabledCause as WebhookSubscription["disabled_cause"]) ?? null,
  disabled_at: s.disabledAt?.toISOString() ?? null,
  failing_since: s.failingSince?.toISOString() ?? null,
  created_by: makers.get(s.createdBy)?.name ?? null,
  created_by_kind: makers.get(s.createdBy)?.kind ?? null,
});

/** The endpoints as callers read them, with their makers' names. */
async function summaries(db: Db, rows: SubscriptionRow[]): Promise<WebhookSubscription[]> {
  const makers = await makerNames(
    db,
    rows.map((r) => r.createdBy),
  );
  return rows.map((r) => summary(r, makers));
}

const manageable = (caller: Caller): Prisma.WebhookSubscriptionWhereInput => managedBy(caller, "kind");

/** The endpoint, if the caller may manage it; else not found. */
export async function manageableSubscription(db: Db, caller: Caller, id: string): Promise<SubscriptionRow> {
  const row = await db.webhookSubscription.findFirst({
    where: { AND: [{ id }, manageable(caller)] },
    include: INCLUDE,
  });
  if (!row) throw notFound("webhook subscription");
  return row;
}

/** The URL as it is stored, or a 400 at `field` (reference checks' hook URLs go through it too). */
export async function checkedUrl(raw: string, field = "url"): Promise<string> {
  try {
    return (await checkTarget(raw)).href;
  } catch (e) {
    if (e instanceof RefusedTarget) throw invalid(field, e.reason, e.message);
    throw e;
  }
}

/** The facilities an endpoint covers, checked against what the caller runs. Carrier endpoints: none = any. */
async function coveredFacilities(
  db: Db,
  caller: Caller,
  kind: string,
  asked: string[] | undefined,
): Promise<string[]> {
  if (caller.role === "staff") {
    if (!asked) return [...caller.facilityIds].sort();
    if (asked.some((id) => !caller.facilityIds.includes(id)))
      throw forbidden("a staff endpoint may only cover facilities you run");
  }
  if (caller.role === "admin" && kind === "staff" && !asked)
    return (await db.facility.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((f) => f.id);
  const ids = asked ?? [];
  const known = ids.length ? await db.facility.count({ where: { id: { in: ids } } }) : 0;
  if (known !== ids.length)
    throw invalid("facility_ids", "unknown_facility", "names a facility that does not exist");
  if (kind === "staff" && !ids.length)
    throw invalid("facility_ids", "required", "needs at least one facility");
  return ids;
}

export async function listWebhookSubscriptions(db: Db, caller: Caller): Promise<WebhookSubscription[]> {
  const rows = await db.webhookSubscription.findMany({
    where: manageable(caller),
    include: INCLUDE,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return summaries(db, rows);
}

export async function createWebhookSubscription(
  db: Db,
  caller: Caller,
  input: CreateWebhookInput,
): Promise<WebhookSubscription & { secret: string }> {
  if (!WEBHOOK_ROLES.includes(caller.role)) throw forbidden("webhooks are for staff, carriers and admins");
  if (caller.role === "carrier" && !caller.carrierCompanyId)
    throw forbidden("this account belongs to no carrier company");
  const kind = caller.role === "carrier" ? "carrier" : "staff";
  const url = await checkedUrl(input.url);
  const facilityIds = await coveredFacilities(db, caller, kind, input.facility_ids);
  const secret = newSecret();
  const row = await db.$transaction(async (tx) => {
    const row = await tx.webhookSubscription.create({
      data: {
        kind,
        carrierCompanyId: kind === "carrier" ? caller.carrierCompanyId : null,
        url,
        events: JSON.stringify(input.events),
        description: input.description ?? "",
        secret: sealSecret(secret),
        createdBy: caller.actor,
        facilities: { create: facilityIds.map((facilityId) => ({ facilityId })) },
      },
      include: INCLUDE,
    });
    await recordAudit(tx, caller, {
      action: "create_webhook_subscription",
      target: { kind: "webhook", id: row.id },
      facilityIds: facilitiesOf(row),
      before: null,
      after: audited(row),
    });
    return row;
  });
  const [made] = await summaries(db, [row]);
  return { ...made, secret };
}

export async function updateWebhookSubscription(
  db: Db,
  caller: Caller,
  input: UpdateWebhookInput,
): Promise<WebhookSubscription> {
  const row = await manageableSubscription(db, caller, input.id);
  // Whoever changes an endpoint answers for it from then on: it acts within their rights, not its first
  // maker's (so an admin who resumes an endpoint paused for its maker's lost access makes it theirs).
  const data: Prisma.WebhookSubscriptionUpdateInput = { createdBy: caller.actor };
  if (input.url !== undefined) data.url = await checkedUrl(input.url);
  if (input.events !== undefined) data.events = JSON.stringify(input.events);
  if (input.description !== undefined) data.description = input.description;
  if (input.active !== undefined && input.active !== row.active) {
    data.active = input.active;
    // Resuming starts afresh: the reason is history, and the five days count again.
    if (input.active)
      Object.assign(data, {
        disabledReason: null,
        disabledCause: null,
        disabledAt: null,
        failingSince: null,
      });
  }
  if (input.facility_ids !== undefined) {
    const ids = await coveredFacilities(db, caller, row.kind, input.facility_ids);
    data.facilities = { deleteMany: {}, create: ids.map((facilityId) => ({ facilityId })) };
  }
  const changed = await db.$transaction(async (tx) => {
    const changed = await tx.webhookSubscription.update({ where: { id: row.id }, data, include: INCLUDE });
    await recordAudit(tx, caller, {
      action: "update_webhook_subscription",
      target: { kind: "webhook", id: row.id },
      facilityIds: [...facilitiesOf(row), ...facilitiesOf(changed)],
      before: audited(row),
      after: audited(changed),
    });
    return changed;
  });
  const [updated] = await summaries(db, [changed]);
  return updated;
}

export async function deleteWebhookSubscription(
  db: Db,
  caller: Caller,
  id: string,
): Promise<Record<string, never>> {
  const row = await manageableSubscription(db, caller, id);
  await db.$transaction(async (tx) => {
    // Its deliveries (and so their messages and attempts) go with it: nothing more is sent.
    await tx.outboxDelivery.deleteMany({ where: { channel: "webhook", target: row.id } });
    await tx.webhookSubscription.delete({ where: { id: row.id } });
    await recordAudit(tx, caller, {
      action: "delete_webhook_subscription",
      target: { kind: "webhook", id: row.id },
      facilityIds: facilitiesOf(row),
      before: audited(row),
      after: null,
    });
  });
  return {};
}
