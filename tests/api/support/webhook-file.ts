// What a test file that delivers webhooks needs: a database of its own (the
// worker sends every due delivery it finds), private URLs allowed, real
// receivers closed at the end, endpoints made by a token or a person, and the
// worker run with a clock of the test's own until nothing is left to send.
import { afterAll, beforeAll, expect } from "vitest";
import { runOutboxOnce } from "@/lib/worker/worker";
import { db } from "../helpers";
import { op } from "../ops";
import { ownDatabase } from "./own-database";
import { startReceiver, type Answer, type Receiver } from "./webhook-receiver";

export const ALL_EVENTS = ["appointment.created", "appointment.updated", "appointment.status_changed"];

export function webhookFile() {
  ownDatabase();
  process.env.NEXTAUTH_SECRET ??= "webhook-test-secret-0123456789abcdef";
  const receivers: Receiver[] = [];
  beforeAll(() => {
    process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
  });
  afterAll(() => Promise.all(receivers.map((r) => r.close())));

  /** A receiver and an endpoint pointing at it, made with `token` or, without one, as `headers`' person. */
  async function endpoint(
    auth: { token?: string; headers?: Record<string, string> },
    answer?: Answer,
    extra: Record<string, unknown> = {},
  ) {
    const receiver = await startReceiver(answer);
    receivers.push(receiver);
    const body = { url: receiver.url, events: ALL_EVENTS, ...extra };
    const made = await op("create_webhook_subscription", body, auth.token ?? null, auth.headers);
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    return { receiver, id: made.json.id as string, secret: made.json.secret as string };
  }
  return { endpoint, track: (r: Receiver) => receivers.push(r) };
}

/** Runs the worker, its clock an hour further each time, until no webhook delivery is left pending. */
export async function drainWebhooks(from = new Date()) {
  for (let i = 1; i <= 20; i++) {
    await runOutboxOnce(db, { now: new Date(from.getTime() + i * 3_600_000), reminders: false });
    const left = await db.outboxDelivery.count({ where: { channel: "webhook", status: "pending" } });
    const undispatched = await db.outboxEvent.count({ where: { dispatchedAt: null } });
    if (!left && !undispatched) return;
  }
  throw new Error("webhook deliveries still pending after 20 runs");
}
