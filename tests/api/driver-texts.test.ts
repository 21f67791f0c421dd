// Driver texts through a real SMSC (the `smpp` package's server in this process) and a real HTTP gateway:
// consent, the outbox's retries and claims, receipts, replies (STOP, LATE, HERE), on both databases.
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runOutboxUntilIdle, startOutboxWorker } from "@/lib/worker/worker";
import { enqueueSms } from "@/lib/sms/enqueue";
import { closeTransports } from "@/lib/sms/transport";
import { signInbound } from "@/lib/sms/inbound-http";
import { POST as inbound } from "@/app/api/sms/inbound/route";
import { bookingBody, call, db, expectError, localTime, makeFacility, staffToken } from "./helpers";
import { op as rawOp } from "./ops";
import { ownDatabase } from "./support/own-database";
import { startChild } from "./support/outbox-children";
import { startSmsc, type Smsc } from "./support/smsc";

const own = ownDatabase();
/** An operation's answer with its text, as expectError reads it. */
const op = async (...args: Parameters<typeof rawOp>) => {
  const r = await rawOp(...args);
  return { ...r, text: JSON.stringify(r.json) };
};
let smsc: Smsc;
let n = 0;
/** A fresh Chicago number each test, typed as a driver would. */
const nationalNumber = () => `(312) 555-${String(1000 + ++n).slice(-4)}`;
const asE164 = (national: string) => `+1${national.replace(/\D/g, "")}`;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

beforeAll(async () => {
  smsc = await startSmsc();
});
beforeEach(async () => {
  await closeTransports();
  smsc.mode = "ok";
  smsc.throttle = 0;
  smsc.receipts = "delivered";
  process.env.SMS_URL = smsc.url;
  process.env.SMS_FROM = "+13125550000";
});
afterAll(async () => {
  await closeTransports();
  await smsc.stop();
  delete process.env.SMS_URL;
});

async function book(extra: Record<string, unknown> = {}, hhmm = "10:00") {
  const f = await makeFacility();
  const token = await staffToken([f.id]);
  const phone = nationalNumber();
  const res = await call(
    "request",
    bookingBody(f.id, localTime(f.timezone, hhmm), 60, {
      carrier_driver_phone: phone,
      driver_sms_consent: true,
      ...extra,
    }),
    { token },
  );
  expect(res.status, res.text).toBe(200);
  return { f, token, phone: asE164(phone), a: res.json };
}

const textsOf = async (appointmentId: string, token: string) =>
  (await op("list_driver_messages", { appointment_id: appointmentId }, token)).json.messages as {
    kind: string;
    state: string;
    text: string;
    direction: string;
  }[];

describe("driver texts over SMPP", () => {
  it("texts the booking with consent, E.164 from the facility's country, and takes the SMSC's receipt", async () => {
    const { a, token, phone } = await book();
    expect(a.carrier_driver_phone).toBe(phone);
    const receipt = once(smsc.events, "receipt");
    const report = await runOutboxUntilIdle(db, { reminders: false });
    expect(report.succeeded).toBeGreaterThanOrEqual(1);
    await receipt;
    const sent = smsc.submits.find((s) => s.to === phone.slice(1))!;
    expect(sent.text).toContain(a.confirmation_code);
    expect(sent.text).toMatch(/booked for .* Code/);
    expect(sent.from).toBe("+13125550000");
    const [text] = await textsOf(a.id, token);
    expect(text).toMatchObject({ kind: "booked", state: "delivered", direction: "out" });
  });

  it("sends no text without consent, and refuses a number that is none", async () => {
    const { a, token } = await book({ driver_sms_consent: false });
    await runOutboxUntilIdle(db, { reminders: false });
    expect(await textsOf(a.id, token)).toEqual([]);
    const refused = await op("send_driver_message", { appointment_id: a.id, text: "Door 4" }, token);
    expectError(refused, 409, "conflict", { reason: "no_sms_consent" });
    const f = await makeFacility();
    const bad = await call(
      "request",
      bookingBody(f.id, localTime(f.timezone, "10:00"), 60, {
        carrier_driver_phone: "123 4567",
        driver_sms_consent: true,
      }),
      { token: await staffToken([f.id]) },
    );
    expectError(bad, 400, "invalid_argument", { field: "carrier_driver_phone", reason: "invalid_phone" });
  });

  it("tells a checked-in truck its door, and sends staff's own text", async () => {
    const { a, token, phone } = await book();
    await runOutboxUntilIdle(db, { reminders: false });
    expect(
      (await op("update_facility_appointment_status", { id: a.id, action: "check_in" }, token)).status,
    ).toBe(200);
    const docks = await db.dock.findMany({ where: { facilityId: a.facility }, orderBy: { name: "asc" } });
    const other = docks.find((d) => d.name !== a.dock)!;
    const moved = await op("update_facility_appointment", { id: a.id, dock: other.name }, token);
    expect(moved.status, moved.text).toBe(200);
    const staff = await op(
      "send_driver_message",
      { appointment_id: a.id, text: "Bring the seal papers" },
      token,
    );
    expect(staff.status, staff.text).toBe(200);
    expect(staff.json).toMatchObject({ kind: "staff", state: "pending", encoding: "gsm7", segments: 1 });
    await runOutboxUntilIdle(db, { reminders: false });
    const mine = smsc.submits.filter((s) => s.to === phone.slice(1)).map((s) => s.text);
    expect(mine.some((t) => t.includes(`go to ${other.name}.`))).toBe(true);
    expect(mine).toContain("Bring the seal papers");
    const next = await op("call_driver_in", { appointment_id: a.id }, token);
    expect(next.status, next.text).toBe(200);
    expect(next.json).toMatchObject({ kind: "next" });
    expect(next.json.text).toMatch(/you are next/);
    const tooLong = await op("send_driver_message", { appointment_id: a.id, text: "货".repeat(140) }, token);
    expectError(tooLong, 400, "invalid_argument", { field: "text", reason: "too_long" });
  });

  it("obeys STOP for every kind until START, and answers it", async () => {
    const { a, token, phone, f } = await book();
    await runOutboxUntilIdle(db, { reminders: false });
    expect(await smsc.text(phone.slice(1), "stop ")).toBe(0);
    expect(await db.smsOptOut.count({ where: { phone } })).toBe(1);
    for (const kind of [
      "requested",
      "booked",
      "approved",
      "rescheduled",
      "reminder",
      "declined",
      "cancelled",
      "door",
      "next",
      "staff",
      "reply",
    ]) {
      expect(
        (await enqueueSms(db, { facilityId: f.id, appointmentId: a.id, phone, kind, text: kind })).state,
      ).toBe("blocked");
    }
    expectError(
      await op("send_driver_message", { appointment_id: a.id, text: "x" }, token),
      409,
      "conflict",
      {
        reason: "opted_out",
      },
    );
    await runOutboxUntilIdle(db, { reminders: false });
    const mine = smsc.submits.filter((s) => s.to === phone.slice(1)).map((s) => s.text);
    expect(mine.at(-1)).toMatch(/no more texts/);
    expect(mine.filter((t) => t === "cancelled")).toEqual([]);
    for (const word of ["STOPP", "ARRET", "BAJA"]) {
      await smsc.text(phone.slice(1), "START");
      await smsc.text(phone.slice(1), word);
      expect(await db.smsOptOut.count({ where: { phone } })).toBe(1);
    }
    await smsc.text(phone.slice(1), "Start");
    expect(await db.smsOptOut.count({ where: { phone } })).toBe(0);
  });

  it("takes LATE 20 as the ETA, checks in on HERE, and shows other texts to staff in history", async () => {
    const now = new Date();
    const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const national = nationalNumber();
    const phone = asE164(national);
    const res = await call(
      "request",
      {
        ...bookingBody(f.id, localTime(f.timezone, "10:00"), 60, {
          carrier_driver_phone: national,
          driver_sms_consent: true,
        }),
        scheduled_start_time: start.toISOString(),
        scheduled_end_time: new Date(start.getTime() + 3_600_000).toISOString(),
      },
      { token },
    );
    expect(res.status, res.text).toBe(200);
    const id = res.json.id;
    await runOutboxUntilIdle(db, { reminders: false });
    await smsc.text(phone.slice(1), "LATE 20");
    let row = await db.appointment.findUniqueOrThrow({ where: { id } });
    expect(row.estimatedStart?.toISOString()).toBe(new Date(start.getTime() + 20 * 60_000).toISOString());
    await smsc.text(phone.slice(1), "where do I park?");
    await smsc.text(phone.slice(1), "here");
    row = await db.appointment.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("Arrived");
    const history = await op("get_facility_appointment_history", { id }, token);
    const actions =
      (history.json.events ?? history.json.history ?? history.json).map?.(
        (e: { action: string }) => e.action,
      ) ?? [];
    expect(JSON.stringify(history.json)).toContain("where do I park?");
    expect(actions.length).toBeGreaterThan(0);
    await runOutboxUntilIdle(db, { reminders: false });
    const texts = await textsOf(id, token);
    expect(texts.filter((t) => t.direction === "in").map((t) => t.text)).toEqual([
      "here",
      "where do I park?",
      "LATE 20",
    ]);
    const replies = smsc.submits.filter((s) => s.to === phone.slice(1)).map((s) => s.text);
    expect(replies.some((t) => /Reply ETA 30/.test(t))).toBe(true);
    expect(replies.some((t) => /checked in/.test(t))).toBe(true);
  });

  it("retries a refused bind, a dropped bind and ESME_RTHROTTLED, then sends once", async () => {
    for (const trouble of ["refuse", "drop", "throttle"] as const) {
      await closeTransports();
      const { a, token, phone } = await book();
      if (trouble === "throttle") smsc.throttle = 1;
      else smsc.mode = trouble;
      const first = await runOutboxUntilIdle(db, { reminders: false });
      expect(first, trouble).toMatchObject({ retrying: 1, succeeded: 0 });
      const d = await db.outboxDelivery.findFirstOrThrow({ where: { channel: "sms", target: phone } });
      expect(d.lastError, trouble).toMatch(
        trouble === "throttle" ? /command_status 88/ : /bind|closed|connection/,
      );
      smsc.mode = "ok";
      const second = await runOutboxUntilIdle(db, { reminders: false, now: later(15) });
      expect(second.succeeded, trouble).toBe(1);
      expect(smsc.submits.filter((s) => s.to === phone.slice(1))).toHaveLength(1);
      expect((await textsOf(a.id, token))[0].state).not.toBe("pending");
    }
  });

  it("measures the time from a change to the SMSC's submit_sm (p50, p99 over 200 texts)", async () => {
    const f = await makeFacility();
    const phone = "+13125559999";
    const worker = startOutboxWorker(db, { intervalMs: 50 });
    smsc.receipts = null;
    const times: number[] = [];
    try {
      for (let i = 0; i < 200; i++) {
        const text = `measure ${i}`;
        const seen = new Promise<number>((resolve) => {
          const on = (s: { text: string; at: number }) => {
            if (s.text !== text) return;
            smsc.events.off("submit", on);
            resolve(s.at);
          };
          smsc.events.on("submit", on);
        });
        const t0 = performance.now();
        await db.$transaction((tx) => enqueueSms(tx, { facilityId: f.id, phone, kind: "staff", text }));
        times.push((await seen) - t0);
      }
    } finally {
      await worker.stop();
    }
    times.sort((x, y) => x - y);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(
      `change → submit_sm over ${times.length} texts (worker poll 50 ms): p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`,
    );
    expect(times).toHaveLength(200);
  });
});

describe("driver texts over an HTTP gateway", () => {
  let gateway: Server;
  let url: string;
  const got: { auth: string | undefined; body: { to: string; from: string; text: string } }[] = [];
  let fails = 0;
  /** Set: the gateway hands this the id and waits for it before it answers the submit (a receipt first). */
  let beforeAnswer: ((id: string) => Promise<void>) | null = null;
  beforeAll(async () => {
    gateway = createServer((req: IncomingMessage, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", async () => {
        if (fails > 0) {
          fails--;
          res.writeHead(500).end("busy");
          return;
        }
        // The id is the text's place in `got`, taken at once: texts sent side by side get their own.
        const id = `g${got.push({ auth: req.headers.authorization, body: JSON.parse(body) })}`;
        if (beforeAnswer) await beforeAnswer(id);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id }));
      });
    });
    gateway.listen(0, "127.0.0.1");
    await once(gateway, "listening");
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((r) => gateway.close(() => r())));
  beforeEach(() => {
    process.env.SMS_URL = url;
    process.env.SMS_TOKEN = "gateway-secret";
    beforeAnswer = null;
  });

  const signed = (body: unknown, secret = "gateway-secret") => {
    const raw = JSON.stringify(body);
    const ts = Math.floor(Date.now() / 1000);
    return inbound(
      new Request("http://localhost/api/sms/inbound", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "webhook-id": `msg_${ts}`,
          "webhook-timestamp": String(ts),
          "webhook-signature": signInbound(secret, `msg_${ts}`, ts, raw),
        },
        body: raw,
      }),
    );
  };

  it("retries a 500, sends with the bearer secret, and takes a signed receipt", async () => {
    const { a, token, phone } = await book();
    fails = 1;
    expect(await runOutboxUntilIdle(db, { reminders: false })).toMatchObject({ retrying: 1 });
    expect(await runOutboxUntilIdle(db, { reminders: false, now: later(15) })).toMatchObject({
      succeeded: 1,
    });
    const sent = got.find((g) => g.body.to === phone)!;
    expect(sent.auth).toBe("Bearer gateway-secret");
    expect(sent.body.text).toContain(a.confirmation_code);
    const id = `g${got.indexOf(sent) + 1}`;
    expect((await signed({ type: "receipt", id, status: "delivered" }, "wrong")).status).toBe(401);
    expect((await signed({ type: "receipt", id, status: "delivered" })).status).toBe(200);
    expect((await textsOf(a.id, token))[0].state).toBe("delivered");
    const reply = await signed({ type: "text", from: phone.slice(1), to: "+13125550000", text: "LATE 15" });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ appointment_id: a.id, action: "eta" });
    expect((await signed({ type: "text" })).status).toBe(400);
  });

  it("takes a receipt that reaches another process before the sender has recorded the text's id", async () => {
    const { a, token } = await book();
    // The gateway's receipt is posted to this process (one of the app's) while the worker of another
    // process still waits for the submit's answer: only the database can carry it over.
    const receipts: Response[] = [];
    beforeAnswer = async (id) =>
      void receipts.push(await signed({ type: "receipt", id, status: "delivered" }));
    const worker = startChild(
      { step: "work", limit: 5 },
      { DATABASE_URL: own.url(), SMS_URL: url, SMS_TOKEN: "gateway-secret", SMS_FROM: "+13125550000" },
    );
    expect(await worker.line()).toBe("ready");
    worker.process.stdin.end("go\n");
    // Texts that earlier tests left due go with it: the gateway answers each the same way.
    expect(JSON.parse(await worker.line()).succeeded).toBeGreaterThanOrEqual(1);
    expect(await worker.exited).toBe(0);
    expect(receipts.length).toBeGreaterThanOrEqual(1);
    expect(receipts.every((r) => r.status === 200)).toBe(true);
    expect((await textsOf(a.id, token))[0].state).toBe("delivered");
  });
});
