// The running outbox worker sends side by side, in lanes (lib/outbox/lanes.ts): a webhook endpoint that
// never answers holds up only its own lane, so e-mail booked after it started hanging still goes out, to
// a real SMTP server, while the webhook's request is held open by a real HTTP receiver.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOutboxWorker } from "@/lib/worker/worker";
import { bookingBody, call, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { startMailbox, type Mailbox } from "./support/mailbox";
import { ownDatabase } from "./support/own-database";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

ownDatabase();
let box: Mailbox;
let receiver: Receiver;
beforeAll(async () => {
  box = await startMailbox();
  receiver = await startReceiver(() => "hang");
  process.env.SMTP_URL = box.url;
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
  process.env.NEXTAUTH_SECRET ??= "outbox-lanes-test-secret-0123456789abcdef";
});
afterAll(async () => {
  await receiver.close();
  await box.stop();
});

/** Resolves when `ready()` holds, checking every 50 ms (the test's own timeout bounds it). */
async function until(ready: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await ready())) await new Promise((r) => setTimeout(r, 50));
}

describe("the outbox worker's lanes", () => {
  it("sends e-mail while a webhook endpoint hangs", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const hook = await op(
      "create_webhook_subscription",
      { url: receiver.url, events: ["appointment.created"] },
      staff,
    );
    expect(hook.status, JSON.stringify(hook.json)).toBe(200);
    const worker = startOutboxWorker(db, { intervalMs: 50 });
    try {
      const book = async (hhmm: string, email: string) => {
        const res = await call(
          "request",
          bookingBody(f.id, localTime(f.timezone, hhmm), 60, { carrier_email: email }),
          { token: staff },
        );
        expect(res.status, res.text).toBe(200);
        return res.json.id as string;
      };
      const first = await book("09:00", "first@example.com");
      await receiver.waitFor(1); // the endpoint has the first event and holds it
      const hanging = await db.outboxDelivery.findFirstOrThrow({
        where: { channel: "webhook", event: { appointmentId: first } },
      });

      await book("11:00", "second@example.com");
      await until(() => box.to("second@example.com").length > 0);
      // The e-mail went out while the webhook's request was still open: no attempt of it recorded yet.
      const still = await db.outboxDelivery.findUniqueOrThrow({ where: { id: hanging.id } });
      expect(still).toMatchObject({ status: "pending", attempts: 0 });
    } finally {
      await receiver.close(); // the held request fails now, and the worker records it before stopping
      await worker.stop();
    }
  });
});
