// Idempotency-Key (extension): a retry with the same key from the same token
// replays the first response and creates nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bookingBody, call, db, expectError, localTime, makeFacility, staffToken } from "./helpers";

const count = (facilityId: string) => db.appointment.count({ where: { facilityId } });

async function setup(docks = 2) {
  const f = await makeFacility({ docks });
  const token = await staffToken([f.id]);
  return { f, token, body: bookingBody(f.id, localTime(f.timezone, "10:00")) };
}

describe("Idempotency-Key", () => {
  it("replays the first response, status and body, with Idempotent-Replayed: true, and creates nothing", async () => {
    const { f, token, body } = await setup();
    const key = { "idempotency-key": "booking-7f3a" };
    const first = await call("request", body, { token, headers: key });
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await call("request", body, { token, headers: { ...key, "x-request-id": "retry-1" } });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-type")).toBe("application/json");
    expect(again.headers.get("x-request-id")).toBe("retry-1");
    expect(again.json).toEqual(first.json);
    expect(await count(f.id)).toBe(1);
    expect(await db.appointmentEvent.count({ where: { appointmentId: first.json.id } })).toBe(1);
  });

  it("treats the same fields in another order as the same request", async () => {
    const { f, token, body } = await setup();
    const headers = { "idempotency-key": "reordered" };
    const first = await call("request", body, { token, headers });
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const again = await call("request", reversed, { token, headers });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json).toEqual(first.json);
    expect(await count(f.id)).toBe(1);
  });

  it("replays even when the rules would now refuse the request", async () => {
    const { f, token, body } = await setup(1);
    const headers = { "idempotency-key": "full-now" };
    const first = await call("request", body, { token, headers });
    expect(first.status).toBe(200);
    // The slot is now taken (by the first booking itself): running it again would be no_capacity.
    expectError(await call("request", body, { token }), 409, "conflict", { reason: "no_capacity" });
    const again = await call("request", body, { token, headers });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect(await count(f.id)).toBe(1);
  });

  it("refuses the same key with a different body: 409 idempotency_key_reused", async () => {
    const { f, token, body } = await setup();
    const headers = { "idempotency-key": "reused" };
    expect((await call("request", body, { token, headers })).status).toBe(200);
    const other = await call("request", { ...body, quantity: 25 }, { token, headers });
    expectError(other, 409, "conflict", { reason: "idempotency_key_reused" });
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await count(f.id)).toBe(1);
  });

  it("keeps the keys of different tokens apart", async () => {
    const { f, token, body } = await setup();
    const other = await staffToken([f.id]);
    const headers = { "idempotency-key": "shared-key" };
    const mine = await call("request", body, { token, headers });
    const theirs = await call("request", body, { token: other, headers });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(theirs.json.id).not.toBe(mine.json.id);
    expect(await count(f.id)).toBe(2);
    // And a different body under that key is no conflict for the other token.
    const third = await call("request", bookingBody(f.id, localTime(f.timezone, "14:00")), {
      token: await staffToken([f.id]),
      headers,
    });
    expect(third.status, third.text).toBe(200);
  });

  it("creates exactly one appointment for concurrent requests with one key", async () => {
    const { f, token, body } = await setup(5);
    const headers = { "idempotency-key": "burst" };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => call("request", body, { token, headers })),
    );
    for (const r of results) expect(r.status, r.text).toBe(200);
    expect(new Set(results.map((r) => r.json.id)).size).toBe(1);
    expect(results.filter((r) => r.headers.get("idempotent-replayed") !== "true")).toHaveLength(1);
    expect(await count(f.id)).toBe(1);
  });

  it("forgets a key after 24 hours", async () => {
    const { f, token, body } = await setup();
    const headers = { "idempotency-key": `old-${randomUUID()}` };
    const first = await call("request", body, { token, headers });
    expect(first.status).toBe(200);
    await db.idempotencyRecord.updateMany({
      where: { key: headers["idempotency-key"] },
      data: { createdAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    const later = await call("request", { ...body, quantity: 30 }, { token, headers });
    expect(later.status, later.text).toBe(200);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(later.json.id).not.toBe(first.json.id);
    expect(await count(f.id)).toBe(2);
  });

  it("refuses a key over 200 characters and takes one of 200", async () => {
    const { f, token, body } = await setup();
    expectError(
      await call("request", body, { token, headers: { "idempotency-key": "k".repeat(201) } }),
      400,
      "invalid_argument",
      { field: "Idempotency-Key" },
    );
    expect(await count(f.id)).toBe(0);
    expect(
      (await call("request", body, { token, headers: { "idempotency-key": "k".repeat(200) } })).status,
    ).toBe(200);
  });
});
