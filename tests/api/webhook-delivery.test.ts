// Webhook delivery from the outbox to real HTTP receivers on 127.0.0.1:
// signed per Standard Webhooks, retried with the same webhook-id, in order per
// appointment, and only to endpoints that may see the appointment. The worker
// is driven with a clock of the test's own, never by waiting.
import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { runOutboxOnce } from "@/lib/worker/worker";
import { bookingBody, call, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op, setStatus } from "./ops";
import { ALL_EVENTS, drainWebhooks, webhookFile } from "./support/webhook-file";
import { startReceiver, type Answer, type Receiver } from "./support/webhook-receiver";
import { expectDocumentedPayload } from "./support/webhook-schema";

const ALL = ALL_EVENTS;
const { endpoint: endpointBy, track } = webhookFile();
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);
const endpoint = (token: string, answer?: Answer, extra?: Record<string, unknown>) =>
  endpointBy({ token }, answer, extra);
const drain = drainWebhooks;

async function book(facilityId: string, token: string, hhmm = "10:00") {
  const f = await db.facility.findUniqueOrThrow({ where: { id: facilityId } });
  const res = await call("request", bookingBody(facilityId, localTime(f.timeZone, hhmm)), { token });
  expect(res.status, res.text).toBe(200);
  return res.json as { id: string; notes: string };
}

const appointmentIds = (r: Receiver) =>
  r.received.map((x) => JSON.parse(x.body).data.appointment.id as string);

describe("webhook delivery", () => {
  it("delivers a booking signed so that standardwebhooks verifies it, and a tampered one does not", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const hook = await endpoint(staff);
    const booked = await book(f.id, staff);
    await runOutboxOnce(db, { reminders: false });
    await hook.receiver.waitFor(1);
    const [got] = hook.receiver.received;
    const event = await db.outboxEvent.findFirstOrThrow({ where: { appointmentId: booked.id } });
    expect(got.headers["webhook-id"]).toBe(event.id);
    expect(got.headers["content-type"]).toBe("application/json");
    const wh = new Webhook(hook.secret);
    const headers = got.headers as Record<string, string>;
    expect(wh.verify(got.body, headers)).toEqual({
      type: "appointment.created",
      timestamp: event.createdAt.toISOString(),
      data: { appointment: booked, previous_status: null },
    });
    const tampered = got.body.replace('"quantity":24', '"quantity":240');
    expect(tampered).not.toBe(got.body);
    expect(() => wh.verify(tampered, headers)).toThrow();
    expect(() => wh.verify(got.body, { ...headers, "webhook-id": "another" })).toThrow();
    const log = await op("list_webhook_deliveries", { subscription_id: hook.id }, staff);
    expect(log.json).toMatchObject([
      {
        event_id: event.id,
        event_type: "appointment.created",
        status: "succeeded",
        attempt: 1,
        response_status: 204,
      },
    ]);
  });

  it("retries a receiver answering 500 twice with the same webhook-id, after the schedule's delays", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const hook = await endpoint(staff, (n) => (n < 2 ? 500 : 200));
    await book(f.id, staff);
    const t = new Date();
    await runOutboxOnce(db, { now: t, reminders: false });
    const [first] = (await op("list_webhook_deliveries", { subscription_id: hook.id }, staff)).json;
    expect(first).toMatchObject({ status: "pending", attempt: 1, response_status: 500, error: "HTTP 500" });
    expect(first.next_attempt_at).toBe(at(t, 5).toISOString());
    await runOutboxOnce(db, { now: at(t, 4), reminders: false }); // not due yet
    expect(hook.receiver.received).toHaveLength(1);
    await runOutboxOnce(db, { now: at(t, 5), reminders: false });
    await runOutboxOnce(db, { now: at(t, 305), reminders: false });
    expect(hook.receiver.received).toHaveLength(3);
    expect(new Set(hook.receiver.received.map((r) => r.id)).size).toBe(1);
    const attempts = await db.deliveryAttempt.findMany({
      where: { deliveryId: first.id },
      orderBy: { number: "asc" },
    });
    expect(attempts.map((a) => [a.responseStatus, a.error, a.response])).toEqual([
      [500, "HTTP 500", "no thanks (500)"],
      [500, "HTTP 500", "no thanks (500)"],
      [200, null, "ok"],
    ]);
    const [done] = (await op("list_webhook_deliveries", { subscription_id: hook.id }, staff)).json;
    expect(done).toMatchObject({
      status: "succeeded",
      attempt: 3,
      response_status: 200,
      next_attempt_at: null,
    });
  });

  it("delivers the events of one appointment in order, a later one waiting while an earlier one is retried", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const hook = await endpoint(staff, (n) => (n === 0 ? 503 : 204));
    const booked = await book(f.id, staff);
    expect(
      (await op("update_facility_appointment", { id: booked.id, trailer_number: "TR-1" }, staff)).status,
    ).toBe(200);
    expect((await setStatus(booked.id, "check_in", staff)).status).toBe(200);
    const t = new Date();
    await runOutboxOnce(db, { now: t, reminders: false });
    await runOutboxOnce(db, { now: at(t, 1), reminders: false });
    expect(hook.receiver.received).toHaveLength(1); // the later two wait behind the failed first
    await drain(t);
    hook.receiver.received.forEach((r) => expectDocumentedPayload(r.body));
    const bodies = hook.receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => [b.type, b.data.previous_status, b.data.appointment.status])).toEqual([
      ["appointment.created", null, "Scheduled"],
      ["appointment.created", null, "Scheduled"],
      ["appointment.updated", "Scheduled", "Scheduled"],
      ["appointment.status_changed", "Scheduled", "Arrived"],
    ]);
    expect(bodies[2].data.appointment.trailer_number).toBe("TR-1");
  });

  it("sends a carrier's endpoint only its company's appointments, without notes, and staff only their facilities'", async () => {
    const [f, g] = [await makeFacility(), await makeFacility()];
    const staffF = await staffToken([f.id]);
    const staffG = await staffToken([g.id]);
    const [x, y] = [await carrierToken(), await carrierToken()];
    const [forF, forX, forY] = [await endpoint(staffF), await endpoint(x.token), await endpoint(y.token)];
    const xAtF = await book(f.id, x.token, "08:00");
    const yAtF = await book(f.id, y.token, "09:00");
    const xAtG = await book(g.id, x.token, "10:00");
    const staffAtG = await book(g.id, staffG, "11:00");
    expect(
      (await op("update_facility_appointment", { id: xAtF.id, notes: "gate 4 only" }, staffF)).status,
    ).toBe(200);
    await drain();
    expect(new Set(appointmentIds(forF.receiver))).toEqual(new Set([xAtF.id, yAtF.id]));
    expect(new Set(appointmentIds(forX.receiver))).toEqual(new Set([xAtF.id, xAtG.id]));
    expect(new Set(appointmentIds(forY.receiver))).toEqual(new Set([yAtF.id]));
    expect(appointmentIds(forF.receiver)).not.toContain(staffAtG.id);
    const notes = (r: Receiver) => r.received.map((m) => JSON.parse(m.body).data.appointment.notes as string);
    expect(notes(forF.receiver)).toContain("gate 4 only");
    expect(new Set(notes(forX.receiver))).toEqual(new Set([""]));
  });

  it("checks the address again at delivery: a name or an address that is loopback is refused once private URLs are not allowed", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const receiver = await startReceiver();
    track(receiver);
    const port = new URL(receiver.url).port;
    const urls = [`https://localhost:${port}/hooks`, `https://127.0.0.1:${port}/hooks`];
    const ids: string[] = [];
    for (const url of urls)
      ids.push((await op("create_webhook_subscription", { url, events: ALL }, staff)).json.id);
    delete process.env.WEBHOOK_ALLOW_PRIVATE_URLS;
    try {
      await book(f.id, staff);
      await runOutboxOnce(db, { reminders: false });
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
    }
    for (const id of ids) {
      const [d] = (await op("list_webhook_deliveries", { subscription_id: id }, staff)).json;
      expect(d, id).toMatchObject({ status: "pending", attempt: 1, response_status: null });
      expect(d.error).toMatch(/private address/);
    }
    expect(receiver.received).toHaveLength(0);
  });
});
