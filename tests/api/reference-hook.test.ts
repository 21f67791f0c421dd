// The reference validation hook (issue 24) against a real HTTP receiver: its
// signed request, each answer and fault, on_unavailable, the test button's
// operation, and a held hook that does not hold up other bookings.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import {
  bookingBody,
  call,
  carrierToken,
  db,
  expectError,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op } from "./ops";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

process.env.NEXTAUTH_SECRET ??= "reference-test-secret-0123456789abcdef";
let receiver: Receiver;
beforeAll(async () => (receiver = await startReceiver()));
afterAll(() => receiver.close());
beforeEach(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
  receiver.answer = () => ({ status: 200, body: '{"valid":true}' });
});

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

async function hooked(extra: Record<string, unknown> = {}) {
  const f = await makeFacility({ docks: 10 });
  const token = await staffToken([f.id]);
  const set = await op(
    "update_facility_settings",
    { facility_id: f.id, reference_check: { mode: "webhook", url: receiver.url, ...extra } },
    token,
  );
  expect(set.status, JSON.stringify(set.json)).toBe(200);
  return { f, token, secret: set.json.reference_check.secret as string };
}

const book = (f: { id: string; timezone: string }, token: string, ref: string, hour = "10:00", extra = {}) =>
  call(
    "request",
    bookingBody(f.id, localTime(f.timezone, hour), 60, { order_info: [{ reference_id: ref }], ...extra }),
    { token },
  );

describe("the hook's secret", () => {
  it("is shown once when a URL is set, kept sealed, and renewed only with a new URL", async () => {
    const { f, token, secret } = await hooked();
    expect(secret).toMatch(/^whsec_/);
    const stored = await db.facility.findUniqueOrThrow({ where: { id: f.id } });
    expect(stored.referenceSecret).not.toContain(secret.slice(6));
    const read = await op("get_facility_settings", { facility_id: f.id }, token);
    expect(read.json.reference_check.secret).toBeUndefined();
    expect(JSON.stringify(read.json.history)).not.toContain(secret.slice(6));
    const same = await op(
      "update_facility_settings",
      { facility_id: f.id, reference_check: { mode: "webhook", url: receiver.url, timeout_ms: 2000 } },
      token,
    );
    expect(same.json.reference_check).toMatchObject({ timeout_ms: 2000 });
    expect(same.json.reference_check.secret).toBeUndefined();
    const moved = await op(
      "update_facility_settings",
      { facility_id: f.id, reference_check: { mode: "webhook", url: `${receiver.url}/v2` } },
      token,
    );
    expect(moved.json.reference_check.secret).toMatch(/^whsec_/);
    expect(moved.json.reference_check.secret).not.toBe(secret);
  });

  it("refuses loopback and private URLs as webhooks do", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    delete process.env.WEBHOOK_ALLOW_PRIVATE_URLS;
    for (const [url, reason] of [
      [receiver.url, "https_required"],
      ["https://127.0.0.1/hooks", "private_address"],
      ["https://10.1.2.3/hooks", "private_address"],
      ["https://[::1]/hooks", "private_address"],
    ]) {
      const r = await op(
        "update_facility_settings",
        { facility_id: f.id, reference_check: { mode: "webhook", url } },
        token,
      );
      expectError({ ...r, text: JSON.stringify(r.json) }, 400, "invalid_argument", {
        field: "reference_check.url",
        reason,
      });
    }
  });
});

describe("a booking with the hook on", () => {
  it("sends the booking as it will be stored, signed, and stores it when the hook says valid", async () => {
    const { f, secret } = await hooked();
    const carrier = await carrierToken();
    const before = receiver.received.length;
    const r = await book(f, carrier.token, "PO-OK");
    expect(r.status, r.text).toBe(200);
    const sent = receiver.received[before];
    const verified = new Webhook(secret).verify(sent.body, sent.headers as Record<string, string>) as {
      type: string;
      timestamp: string;
      data: { facility_id: string; action: string; appointment: Record<string, unknown> };
    };
    expect(verified).toMatchObject({
      type: "appointment.validate",
      data: { facility_id: f.id, action: "create" },
    });
    expect(Date.parse(verified.timestamp)).not.toBeNaN();
    // What was validated is what was stored: the same id and code, the same fields, only the dock given since.
    const stored = { ...r.json, dock: null, notes: "", override_reason: null };
    expect(verified.data.appointment).toEqual(stored);
    expect(sent.headers["user-agent"]).toMatch(/^Dockside/);
  });

  it("refuses with the warehouse's own message, which carriers cannot override and staff can", async () => {
    const { f, token } = await hooked();
    receiver.answer = () => json(200, { valid: false, message: "PO-NO is closed in our WMS" });
    const carrier = await carrierToken();
    const r = await book(f, carrier.token, "PO-NO");
    expectError(r, 409, "conflict", {
      reason: "reference_rejected",
      field: "order_info[0].reference_id",
    });
    expect(r.json.message).toBe("PO-NO is closed in our WMS");
    // Any status: a 422 that says valid false is a refusal too.
    receiver.answer = () => json(422, { valid: false, message: "unknown vendor" });
    expect((await book(f, carrier.token, "PO-NO")).json.message).toBe("unknown vendor");
    const passed = await book(f, token, "PO-NO", "10:00", { override_reason: "WMS lags an hour" });
    expect(passed.status, passed.text).toBe(200);
    expect(passed.json.override_reason).toBe("WMS lags an hour");
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(1);
  });

  it("follows on_unavailable for a 500, garbage, a redirect, no answer in time and a private address", async () => {
    const refusing = await hooked({ timeout_ms: 500 });
    const accepting = await hooked({ timeout_ms: 500, on_unavailable: "accept" });
    const carrier = await carrierToken();
    const faults: [string, Receiver["answer"]][] = [
      ["HTTP 500", () => 500],
      ["without", () => ({ status: 200, body: "<html>hello</html>" })],
      ["redirect", () => ({ status: 302, body: "" })],
      ["no answer within 0.5 seconds", () => "hang"],
    ];
    for (const [why, answer] of faults) {
      receiver.answer = answer;
      const r = await book(refusing.f, carrier.token, `PO-${why}`);
      expectError(r, 503, "unavailable", {
        reason: "reference_check_unavailable",
        field: "order_info[0].reference_id",
      });
      expect(r.json.message).toContain(why);
      const a = await book(accepting.f, carrier.token, `PO-${why}`);
      expect(a.status, a.text).toBe(200);
    }
    receiver.release(200, '{"valid":true}');
    expect(await db.appointment.count({ where: { facilityId: refusing.f.id } })).toBe(0);
    // Staff book past a hook that does not answer, with their reason, as past a refusal.
    receiver.answer = () => 500;
    const passed = await book(refusing.f, refusing.token, "PO-STAFF", "10:00", {
      override_reason: "WMS down, PO on paper",
    });
    expect(passed.status, passed.text).toBe(200);
    expect(passed.json.override_reason).toBe("WMS down, PO on paper");
    // A URL that was allowed when saved but leads to a private address now: refused before a byte is sent.
    delete process.env.WEBHOOK_ALLOW_PRIVATE_URLS;
    const before = receiver.received.length;
    const r = await book(refusing.f, carrier.token, "PO-PRIVATE");
    expectError(r, 503, "unavailable", { reason: "reference_check_unavailable" });
    expect(r.json.message).toMatch(/private address|https/);
    expect(receiver.received.length).toBe(before);
  });

  it("does not hold up another booking at the facility while the hook sits on the first", async () => {
    const { f } = await hooked({ timeout_ms: 10_000 });
    const carrier = await carrierToken();
    receiver.answer = (_n, r) => (r.body.includes("PO-SLOW") ? "hang" : json(200, { valid: true }));
    const before = receiver.received.length;
    const slow = book(f, carrier.token, "PO-SLOW", "08:00");
    await receiver.waitFor(before + 1);
    // The first booking's hook is unanswered: the second goes through meanwhile.
    const fast = await book(f, carrier.token, "PO-FAST", "08:00");
    expect(fast.status, fast.text).toBe(200);
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(1);
    receiver.release(200, '{"valid":true}');
    const done = await slow;
    expect(done.status, done.text).toBe(200);
    expect([fast.json.dock, done.json.dock].sort()).toEqual(["Dock 1", "Dock 2"]);
  });
});

describe("test_reference_check", () => {
  it("sends a sample booking and answers accepted, refused with the message, or unavailable with why", async () => {
    const { f, token, secret } = await hooked({ timeout_ms: 500 });
    const before = receiver.received.length;
    expect((await op("test_reference_check", { facility_id: f.id }, token)).json).toEqual({
      outcome: "accepted",
      message: null,
      status: 200,
    });
    const sent = receiver.received[before];
    const verified = new Webhook(secret).verify(sent.body, sent.headers as Record<string, string>) as {
      data: { appointment: { order_info: { reference_id: string }[] } };
    };
    expect(verified.data.appointment.order_info[0].reference_id).toBe("TEST-REFERENCE");
    receiver.answer = () => json(200, { valid: false, message: "not ours" });
    expect((await op("test_reference_check", { facility_id: f.id }, token)).json).toEqual({
      outcome: "refused",
      message: "not ours",
      status: 200,
    });
    // An answer over a KiB (a WMS that says more than asked) is read as well.
    receiver.answer = () =>
      json(200, { valid: false, message: "PO closed", order: { lines: "x".repeat(4000) } });
    expect((await op("test_reference_check", { facility_id: f.id }, token)).json).toEqual({
      outcome: "refused",
      message: "PO closed",
      status: 200,
    });
    receiver.answer = () => 503;
    expect((await op("test_reference_check", { facility_id: f.id }, token)).json).toMatchObject({
      outcome: "unavailable",
      message: "the hook answered HTTP 503",
      status: 503,
    });
    const off = await makeFacility();
    const offToken = await staffToken([off.id]);
    const r = await op("test_reference_check", { facility_id: off.id }, offToken);
    expect(r.status).toBe(409);
    const carrier = await carrierToken();
    expect((await op("test_reference_check", { facility_id: f.id }, carrier.token)).status).toBe(403);
  });
});

describe("the hook's cost", () => {
  it("is measured against the hook off (logged, not asserted)", async () => {
    const carrier = await carrierToken();
    const on = await hooked();
    const off = await makeFacility({ docks: 10 });
    const mean = async (f: { id: string; timezone: string }) => {
      const started = performance.now();
      for (let i = 0; i < 30; i++) {
        const hour = `${String(Math.floor(i / 3)).padStart(2, "0")}:${["00", "20", "40"][i % 3]}`;
        const r = await book(f, carrier.token, `PO-COST-${i}`, hour);
        expect(r.status, r.text).toBe(200);
      }
      return (performance.now() - started) / 30;
    };
    await mean(await makeFacility({ docks: 10 })); // warm both paths' compiled statements
    const [offMs, onMs] = [await mean(off), await mean(on.f)];
    console.log(`booking, hook off: ${offMs.toFixed(1)} ms; hook on (local receiver): ${onMs.toFixed(1)} ms`);
  });
});
