// Webhook endpoint operations: who manages which endpoint, the secret shown
// once and kept encrypted, the URL rules, test events, the delivery log and
// redelivery, against a real receiver on 127.0.0.1.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import type { Caller } from "@/lib/core/caller";
import { sendTestWebhook } from "@/lib/webhooks/deliveries";
import { carrierToken, db, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { adminSession } from "./support/admin-session";
import { startReceiver, type Receiver } from "./support/webhook-receiver";
import { expectDocumentedPayload } from "./support/webhook-schema";

process.env.NEXTAUTH_SECRET ??= "webhook-test-secret-0123456789abcdef";
const EVENTS = ["appointment.created", "appointment.status_changed"];
let receiver: Receiver;
beforeAll(async () => (receiver = await startReceiver()));
afterAll(() => receiver.close());
beforeEach(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
  receiver.answer = () => 204;
});

async function staffEndpoint(extra: Record<string, unknown> = {}) {
  const f = await makeFacility();
  const token = await staffToken([f.id]);
  const made = await op(
    "create_webhook_subscription",
    { url: receiver.url, events: EVENTS, ...extra },
    token,
  );
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  return { f, token, endpoint: made.json };
}

describe("webhook subscriptions", () => {
  it("shows a whsec_ secret once, keeps it encrypted, and covers the staff member's facilities by default", async () => {
    const { f, token, endpoint } = await staffEndpoint({ description: "TMS" });
    expect(endpoint).toMatchObject({ url: receiver.url, events: EVENTS, facility_ids: [f.id], active: true });
    expect(endpoint).toMatchObject({ description: "TMS", disabled_reason: null });
    expect(Buffer.from(endpoint.secret.slice("whsec_".length), "base64").length).toBeGreaterThanOrEqual(24);
    expect(
      JSON.stringify(await db.webhookSubscription.findUnique({ where: { id: endpoint.id } })),
    ).not.toContain(endpoint.secret.slice("whsec_".length));
    const listed = await op("list_webhook_subscriptions", {}, token);
    const shown = { ...endpoint };
    delete shown.secret;
    expect(listed.json).toEqual([shown]);
  });

  it("refuses bad bodies with 400s and another facility with a 403", async () => {
    const f = await makeFacility();
    const other = await makeFacility();
    const token = await staffToken([f.id]);
    const create = (body: object) =>
      op("create_webhook_subscription", { url: receiver.url, events: EVENTS, ...body }, token);
    expect((await create({ events: [] })).json.details[0]).toMatchObject({ field: "events" });
    expect((await create({ events: ["appointment.deleted"] })).json.details[0]).toMatchObject({
      field: "events[0]",
    });
    expect((await create({ url: "not a url" })).json.details[0]).toMatchObject({
      field: "url",
      reason: "invalid_url",
    });
    expect((await create({ url: "ftp://example.com/x" })).status).toBe(400);
    expect((await create({ facility_ids: [other.id] })).status).toBe(403);
  });

  it("refuses loopback, private, link-local, unique-local and mapped targets unless private URLs are allowed", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const create = (url: string) => op("create_webhook_subscription", { url, events: EVENTS }, token);
    delete process.env.WEBHOOK_ALLOW_PRIVATE_URLS;
    expect((await create(receiver.url)).json.details[0]).toMatchObject({
      field: "url",
      reason: "https_required",
    });
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://localhost:8443/hooks", // a name that resolves to loopback
      "https://10.1.2.3/",
      "https://192.168.0.10/",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/",
      "https://[fd00::1]/",
      "https://[fe80::1]/",
      "https://[::ffff:127.0.0.1]/",
    ]) {
      const res = await create(url);
      expect(res.status, url).toBe(400);
      expect(res.json.details[0], url).toMatchObject({ field: "url", reason: "private_address" });
    }
    process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
    expect((await create(receiver.url)).status).toBe(200);
  });

  it("lets each caller manage only their own: staff their facilities', carriers their company's, admins all", async () => {
    const a = await staffEndpoint();
    const b = await staffEndpoint();
    const carrier = await carrierToken();
    const rival = await carrierToken();
    const mine = await op(
      "create_webhook_subscription",
      { url: receiver.url, events: EVENTS },
      carrier.token,
    );
    expect(mine.json.facility_ids).toEqual([]);
    const ids = async (token: string) =>
      (await op("list_webhook_subscriptions", {}, token)).json.map((s: { id: string }) => s.id);
    expect(await ids(a.token)).toEqual([a.endpoint.id]);
    expect(await ids(carrier.token)).toEqual([mine.json.id]);
    expect(await ids(rival.token)).toEqual([]);
    const admin = await adminSession();
    const all = await op("list_webhook_subscriptions", {}, null, admin.headers);
    expect(all.json.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([a.endpoint.id, b.endpoint.id, mine.json.id]),
    );
    for (const [name, body] of [
      ["update_webhook_subscription", { id: b.endpoint.id, active: false }],
      ["delete_webhook_subscription", { id: b.endpoint.id }],
      ["send_test_webhook", { id: b.endpoint.id }],
      ["list_webhook_deliveries", { subscription_id: b.endpoint.id }],
    ] as const)
      expect((await op(name, body, a.token)).status, name).toBe(404);
    expect((await op("delete_webhook_subscription", { id: mine.json.id }, rival.token)).status).toBe(404);
  });

  it("pauses, resumes, changes and deletes an endpoint", async () => {
    const { token, endpoint } = await staffEndpoint();
    const paused = await op("update_webhook_subscription", { id: endpoint.id, active: false }, token);
    expect(paused.json).toMatchObject({ active: false, disabled_reason: null });
    const changed = await op(
      "update_webhook_subscription",
      { id: endpoint.id, active: true, events: ["appointment.updated"], description: "WMS" },
      token,
    );
    expect(changed.json).toMatchObject({ active: true, events: ["appointment.updated"], description: "WMS" });
    expect((await op("delete_webhook_subscription", { id: endpoint.id }, token)).json).toEqual({});
    expect((await op("list_webhook_subscriptions", {}, token)).json).toEqual([]);
  });
});

describe("test events, the delivery log and redelivery", () => {
  it("sends a signed ping at once and answers its delivery record", async () => {
    const { token, endpoint } = await staffEndpoint();
    const before = receiver.received.length;
    const sent = await op("send_test_webhook", { id: endpoint.id }, token);
    expect(sent.json).toMatchObject({
      event_type: "ping",
      status: "succeeded",
      attempt: 1,
      response_status: 204,
    });
    expect(sent.json).toMatchObject({ error: null, next_attempt_at: null });
    const got = receiver.received[before];
    expectDocumentedPayload(got.body);
    expect(got.id).toBe(sent.json.event_id);
    const payload = new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: "ping", data: { appointment: null, previous_status: null } });
  });

  it("logs a failed attempt with its status and next try, newest first, in pages, and redelivers the same event", async () => {
    const { token, endpoint } = await staffEndpoint();
    receiver.answer = () => 500;
    const failed = await op("send_test_webhook", { id: endpoint.id }, token);
    expect(failed.json).toMatchObject({
      status: "pending",
      response_status: 500,
      error: "HTTP 500",
      attempt: 1,
    });
    const wait = Date.parse(failed.json.next_attempt_at) - Date.parse(failed.json.created_at);
    expect(wait).toBe(5_000);
    receiver.answer = () => ({ status: 202, body: "é".repeat(2000) });
    const second = await op("send_test_webhook", { id: endpoint.id }, token);
    // The first KiB of the answer is kept with the attempt (a character cut in two shows as U+FFFD).
    const kept = await db.deliveryAttempt.findFirstOrThrow({ where: { deliveryId: second.json.id } });
    expect(Buffer.byteLength(kept.response!.replace(/\uFFFD$/, ""))).toBe(1024);
    const log = await op("list_webhook_deliveries", { subscription_id: endpoint.id }, token);
    expect(log.json.map((d: { id: string }) => d.id)).toEqual([second.json.id, failed.json.id]);
    const page = await op(
      "list_webhook_deliveries",
      { subscription_id: endpoint.id, limit: 1, before: second.json.id },
      token,
    );
    expect(page.json.map((d: { id: string }) => d.id)).toEqual([failed.json.id]);
    expect(
      (await op("list_webhook_deliveries", { subscription_id: endpoint.id, limit: 101 }, token)).status,
    ).toBe(400);

    const count = receiver.received.length;
    const again = await op(
      "redeliver_webhook_event",
      { subscription_id: endpoint.id, event_id: failed.json.event_id },
      token,
    );
    expect(again.json).toMatchObject({
      event_id: failed.json.event_id,
      status: "succeeded",
      response_status: 202,
    });
    expect(receiver.received[count].id).toBe(failed.json.event_id);
    const first = receiver.received.find((r) => r.id === failed.json.event_id)!;
    expect(receiver.received[count].body).toBe(first.body);
    const unknown = { subscription_id: endpoint.id, event_id: "no-such-event" };
    expect((await op("redeliver_webhook_event", unknown, token)).status).toBe(404);
  });

  it("deactivates an endpoint whose deliveries have all failed for five days, with the reason", async () => {
    const { f, token, endpoint } = await staffEndpoint();
    receiver.answer = () => 503;
    const caller: Caller = { actor: "test", role: "staff", facilityIds: [f.id], carrierCompanyId: null };
    const t0 = new Date();
    await sendTestWebhook(db, caller, { id: endpoint.id }, t0);
    await sendTestWebhook(db, caller, { id: endpoint.id }, new Date(t0.getTime() + 4 * 86_400_000));
    expect((await op("list_webhook_subscriptions", {}, token)).json[0].active).toBe(true);
    await sendTestWebhook(db, caller, { id: endpoint.id }, new Date(t0.getTime() + 5 * 86_400_000));
    const [off] = (await op("list_webhook_subscriptions", {}, token)).json;
    expect(off.active).toBe(false);
    expect(off.disabled_reason).toMatch(/failed.*HTTP 503/);
    // What a screen words it by: the cause, the day it was paused and the day deliveries began to fail.
    expect(off).toMatchObject({
      disabled_cause: "failing",
      disabled_at: new Date(t0.getTime() + 5 * 86_400_000).toISOString(),
      failing_since: t0.toISOString(),
    });
    const resumed = await op("update_webhook_subscription", { id: endpoint.id, active: true }, token);
    expect(resumed.json).toMatchObject({
      active: true,
      disabled_reason: null,
      disabled_cause: null,
      disabled_at: null,
      failing_since: null,
    });
  });
});
