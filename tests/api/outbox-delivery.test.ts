// Delivery from the outbox to a real SMTP server: at least once across a
// crash, never twice across two processes, retried while the server is down.
// The worker is driven with its own clock, never by waiting.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "@/lib/mail/enqueue";
import { LEASE_MS } from "@/lib/outbox/attempt";
import { runOutboxOnce } from "@/lib/worker/worker";
import { bookingBody, call, db, localTime, makeFacility, staffToken } from "./helpers";
import { startMailbox, type Mailbox } from "./support/mailbox";
import { startChild } from "./support/outbox-children";
import { ownDatabase } from "./support/own-database";

const own = ownDatabase();
let box: Mailbox;
beforeAll(async () => {
  box = await startMailbox();
  process.env.SMTP_URL = box.url;
});
afterAll(() => box.stop());

const address = () => `dispatch-${randomUUID().slice(0, 8)}@carrier.test`;
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);
const env = () => ({ DATABASE_URL: own.url(), SMTP_URL: box.url });
const plain = (subject: string, to: string) => ({
  kind: "test",
  to: [to],
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

async function bookFor(to: string) {
  const f = await makeFacility();
  const staff = await staffToken([f.id]);
  const res = await call(
    "request",
    bookingBody(f.id, localTime(f.timezone, "10:00"), 60, { carrier_emails: [to] }),
    {
      token: staff,
    },
  );
  expect(res.status, res.text).toBe(200);
  return res.json;
}

describe("outbox delivery", () => {
  it("sends the message of a process killed after its commit, before sending", async () => {
    const f = await makeFacility();
    const to = address();
    const child = startChild(
      {
        step: "book",
        facilityId: f.id,
        body: bookingBody(f.id, localTime(f.timezone, "09:00"), 60, { carrier_emails: [to] }),
      },
      env(),
    );
    const line = await child.line();
    expect(line).toMatch(/^done /);
    await child.kill();
    const id = line.slice(5);
    expect(await db.outboxEvent.count({ where: { appointmentId: id, dispatchedAt: null } })).toBe(1);
    expect(box.to(to)).toHaveLength(0);

    const report = await runOutboxOnce(db, { now: new Date() });
    expect(report).toMatchObject({ dispatched: 1, succeeded: 1 });
    const [mail] = box.to(to);
    expect(mail.subject).toMatch(/^Confirmed: Delivery at Test DC/);
    expect(mail.text).toContain((await db.appointment.findUniqueOrThrow({ where: { id } })).confirmationCode);
  });

  it("sends again a message whose process died while sending it, once the claim has run out", async () => {
    const to = address();
    await bookFor(to);
    const child = startChild({ step: "claim" }, env());
    expect(await child.line()).toMatch(/^claimed [1-9]/);
    await child.kill();
    const delivery = await db.outboxDelivery.findFirstOrThrow({ where: { target: to } });
    expect(delivery).toMatchObject({ status: "pending", attempts: 0 });
    expect(delivery.lockedBy).toMatch(/:\d+:/);

    const now = new Date();
    expect((await runOutboxOnce(db, { now })).claimed).toBe(0); // the dead process's claim still holds
    expect(box.to(to)).toHaveLength(0);
    expect(await runOutboxOnce(db, { now: new Date(now.getTime() + LEASE_MS + 1) })).toMatchObject({
      succeeded: 1,
    });
    expect(box.to(to)).toHaveLength(1);
  });

  it("two worker processes send 200 messages, each exactly once", async () => {
    const run = randomUUID().slice(0, 8);
    for (let i = 0; i < 200; i++)
      await enqueueMail(db, plain(`Load ${run} #${i}`, `load-${i}-${run}@carrier.test`));
    const children = [
      startChild({ step: "work", limit: 5 }, env()),
      startChild({ step: "work", limit: 5 }, env()),
    ];
    for (const c of children) expect(await c.line()).toBe("ready");
    for (const c of children) c.process.stdin.end("go\n");
    const reports = await Promise.all(children.map(async (c) => JSON.parse(await c.line())));
    expect(await Promise.all(children.map((c) => c.exited))).toEqual([0, 0]);

    const received = box.messages.filter((m) => m.subject?.startsWith(`Load ${run} `));
    const ids = received.map((m) => m.messageId);
    expect(received).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    expect(new Set(received.map((m) => m.subject)).size).toBe(200);
    expect(reports[0].succeeded + reports[1].succeeded).toBe(200);
    const rows = await db.outboxDelivery.findMany({
      where: { target: { endsWith: `-${run}@carrier.test` } },
    });
    expect(rows.every((r) => r.status === "succeeded" && r.attempts === 1)).toBe(true);
    expect(await db.deliveryAttempt.count({ where: { deliveryId: { in: rows.map((r) => r.id) } } })).toBe(
      200,
    );
    console.info(`200 messages, 2 processes: ${reports.map((r) => r.succeeded).join(" + ")} sent, 0 twice`);
  });

  it("retries while SMTP is down or refusing, recording each attempt, and sends when it is back", async () => {
    const to = address();
    await enqueueMail(db, plain("Retry me", to));
    const t0 = new Date();
    await box.stop();
    expect(await runOutboxOnce(db, { now: t0 })).toMatchObject({ claimed: 1, retrying: 1 });
    let d = await db.outboxDelivery.findFirstOrThrow({ where: { target: to } });
    expect(d).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: at(t0, 30) });
    expect(d.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect((await runOutboxOnce(db, { now: at(t0, 29) })).claimed).toBe(0); // not due yet

    await box.start();
    box.refuseWith = 451;
    expect(await runOutboxOnce(db, { now: at(t0, 30) })).toMatchObject({ claimed: 1, retrying: 1 });
    d = await db.outboxDelivery.findFirstOrThrow({ where: { target: to } });
    expect(d).toMatchObject({ status: "pending", attempts: 2, nextAttemptAt: at(t0, 150) });
    expect(d.lastError).toMatch(/451/);

    box.refuseWith = null;
    expect(await runOutboxOnce(db, { now: at(t0, 150) })).toMatchObject({ claimed: 1, succeeded: 1 });
    d = await db.outboxDelivery.findFirstOrThrow({ where: { target: to } });
    expect(d).toMatchObject({ status: "succeeded", attempts: 3, lastError: null, finishedAt: at(t0, 150) });
    const attempts = await db.deliveryAttempt.findMany({
      where: { deliveryId: d.id },
      orderBy: { number: "asc" },
    });
    expect(attempts.map((a) => [a.number, a.at, a.responseStatus])).toEqual([
      [1, t0, null],
      [2, at(t0, 30), 451],
      [3, at(t0, 150), 250],
    ]);
    expect(attempts[0].error).toMatch(/ECONNREFUSED|connect/i);
    expect(attempts[2].error).toBeNull();
    expect(attempts.every((a) => a.durationMs >= 0)).toBe(true);
    expect(box.to(to)).toHaveLength(1);
  });

  it("gives up after the last retry (MAIL_RETRY_SECONDS)", async () => {
    process.env.MAIL_RETRY_SECONDS = "5";
    try {
      const to = address();
      await enqueueMail(db, plain("Never arrives", to));
      box.refuseWith = 550;
      const t0 = new Date();
      expect(await runOutboxOnce(db, { now: t0 })).toMatchObject({ retrying: 1 });
      expect(await runOutboxOnce(db, { now: at(t0, 5) })).toMatchObject({ failed: 1 });
      expect(await runOutboxOnce(db, { now: at(t0, 3600) })).toMatchObject({ claimed: 0 });
      const d = await db.outboxDelivery.findFirstOrThrow({ where: { target: to } });
      expect(d).toMatchObject({ status: "failed", attempts: 2, finishedAt: at(t0, 5) });
      expect(d.lastError).toMatch(/550/);
    } finally {
      box.refuseWith = null;
      delete process.env.MAIL_RETRY_SECONDS;
    }
  });

  it("keeps messages while SMTP_URL is unset, and sends only new ones once it is set", async () => {
    const to = address();
    delete process.env.SMTP_URL;
    try {
      await bookFor(to);
      expect(await runOutboxOnce(db, { now: new Date() })).toMatchObject({ dispatched: 1, claimed: 0 });
    } finally {
      process.env.SMTP_URL = box.url;
    }
    await bookFor(to);
    expect(await runOutboxOnce(db, { now: new Date() })).toMatchObject({ dispatched: 1, succeeded: 1 });
    const rows = await db.outboxDelivery.findMany({ where: { target: to }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["kept", 0],
      ["succeeded", 1],
    ]);
    expect(box.to(to)).toHaveLength(1);
  });
});
