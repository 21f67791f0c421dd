// At least once across a crash: an app process killed (SIGKILL) while a
// webhook is on the wire leaves the delivery claimed; once the claim runs out,
// the next worker sends it again with the same webhook-id.
import { expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { LEASE_MS } from "@/lib/outbox/attempt";
import { runOutboxOnce } from "@/lib/worker/worker";
import { bookingBody, call, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { ownDatabase } from "./support/own-database";
import { startWorkerProcess } from "./support/webhook-child";
import { startReceiver } from "./support/webhook-receiver";

const own = ownDatabase();
process.env.NEXTAUTH_SECRET ??= "webhook-test-secret-0123456789abcdef";
process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";

it("delivers after a restart what a process killed mid-delivery was sending", async () => {
  const receiver = await startReceiver((n) => (n === 0 ? "hang" : 200));
  try {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const hook = await op(
      "create_webhook_subscription",
      { url: receiver.url, events: ["appointment.created"] },
      staff,
    );
    const booked = await call("request", bookingBody(f.id, localTime(f.timezone, "10:00")), { token: staff });
    expect(booked.status).toBe(200);

    const child = startWorkerProcess({
      DATABASE_URL: own.url(),
      WEBHOOK_ALLOW_PRIVATE_URLS: "1",
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET!,
    });
    await receiver.waitFor(1); // the child is inside the request: the receiver holds it open
    await child.kill();
    const claimed = await db.outboxDelivery.findFirstOrThrow({ where: { target: hook.json.id } });
    expect(claimed).toMatchObject({ status: "pending", attempts: 0 });
    expect(claimed.lockedUntil).not.toBeNull();

    // While the dead process's claim lasts, nobody else takes it; after, the next run sends it.
    await runOutboxOnce(db, { reminders: false });
    expect(receiver.received).toHaveLength(1);
    await runOutboxOnce(db, { now: new Date(Date.now() + LEASE_MS + 1000), reminders: false });
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second.id).toBe(first.id);
    expect(second.body).toBe(first.body);
    new Webhook(hook.json.secret).verify(second.body, second.headers as Record<string, string>);
    const [log] = (await op("list_webhook_deliveries", { subscription_id: hook.json.id }, staff)).json;
    expect(log).toMatchObject({ status: "succeeded", attempt: 1, response_status: 200 });
  } finally {
    await receiver.close();
  }
});
