// The contract's error table, row by row, for both operations: status, code,
// headers, and bodies that never leak a stack, SQL or a secret.
import * as apiRoute from "@/app/api/[operation]/route";
import { randomBytes, randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeDate } from "@/lib/facilities/service";
import { createToken, revokeToken } from "@/lib/tokens/service";
import {
  bookingBody,
  call,
  carrierToken,
  db,
  expectError,
  insertAppointment,
  localTime,
  makeFacility,
  staffToken,
  URLS,
  type Called,
} from "./helpers";

const LEAKS =
  /\bat\s+\S+\s+\(|\.ts:\d+|node_modules|\bSELECT\b|\bINSERT\b|\bUPDATE\b|\bFROM\s+[`"]|prisma|sqlite|postgres|fa_live_/i;

function expectNoLeak(res: Called, secret?: string) {
  expect(res.text).not.toMatch(LEAKS);
  if (secret) expect(res.text).not.toContain(secret);
}

const listBody = (facilityId: string) => ({
  facility_id: facilityId,
  start: "2027-02-01",
  end: "2027-02-02",
});

afterEach(() => vi.restoreAllMocks());

describe("401 unauthenticated", () => {
  async function expect401(op: "request" | "list", headers: Record<string, string>, secret?: string) {
    const f = await makeFacility();
    const body = op === "request" ? bookingBody(f.id, localTime(f.timezone, "10:00")) : listBody(f.id);
    const res = await call(op, body, { headers });
    expectError(res, 401, "unauthenticated");
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expectNoLeak(res, secret);
    return f;
  }

  it.each(["request", "list"] as const)("%s: without an Authorization header", async (op) => {
    await expect401(op, {});
  });

  it.each(["request", "list"] as const)("%s: with a scheme other than Bearer", async (op) => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    await expect401(op, { authorization: `Basic ${Buffer.from(`user:${token}`).toString("base64")}` });
    await expect401(op, { authorization: token }, token);
    await expect401(op, { authorization: "Bearer" });
    await expect401(op, { authorization: `Bearer ${token} extra` }, token);
  });

  it.each(["request", "list"] as const)("%s: with an unknown token", async (op) => {
    const unknown = `fa_live_${randomBytes(32).toString("base64url")}`;
    await expect401(op, { authorization: `Bearer ${unknown}` }, unknown);
    await expect401(op, { authorization: "Bearer not-even-our-format" });
  });

  it.each(["request", "list"] as const)("%s: with a revoked token", async (op) => {
    const f = await makeFacility();
    const { id, token } = await createToken(db, { role: "staff", facilityIds: [f.id] });
    expect((await call("list", listBody(f.id), { token })).status).toBe(200);
    await revokeToken(db, id);
    await expect401(op, { authorization: `Bearer ${token}` }, token);
  });

  it.each(["request", "list"] as const)("%s: with an expired token", async (op) => {
    const f = await makeFacility();
    const { token } = await createToken(db, {
      role: "staff",
      facilityIds: [f.id],
      expiresAt: new Date(Date.now() - 1000),
    });
    await expect401(op, { authorization: `Bearer ${token}` }, token);
  });
});

describe("403 permission_denied", () => {
  it("refuses a staff token at another facility, for both operations", async () => {
    const mine = await makeFacility();
    const other = await makeFacility();
    const token = await staffToken([mine.id]);
    const req = await call("request", bookingBody(other.id, localTime(other.timezone, "10:00")), { token });
    expectError(req, 403, "permission_denied");
    expectNoLeak(req, token);
    expectError(await call("list", listBody(other.id), { token }), 403, "permission_denied");
    expect(await db.appointment.count({ where: { facilityId: other.id } })).toBe(0);
  });

  it("refuses a carrier at a facility that does not accept carrier bookings", async () => {
    const f = await makeFacility({ acceptsCarrierBookings: false });
    const { token } = await carrierToken();
    expectError(
      await call("request", bookingBody(f.id, localTime(f.timezone, "10:00")), { token }),
      403,
      "permission_denied",
    );
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
    // Staff of that facility still book there.
    expect(
      (
        await call("request", bookingBody(f.id, localTime(f.timezone, "10:00")), {
          token: await staffToken([f.id]),
        })
      ).status,
    ).toBe(200);
  });
});

describe("404 not_found", () => {
  it.each(["request", "list"] as const)("%s: a facility_id that names no facility", async (op) => {
    const f = await makeFacility();
    const token = (await carrierToken()).token;
    const missing = randomUUID();
    const body = op === "request" ? bookingBody(missing, localTime(f.timezone, "10:00")) : listBody(missing);
    expectError(await call(op, body, { token }), 404, "not_found");
  });
});

describe("405 method_not_allowed", () => {
  it.each(["request", "list"] as const)("%s: GET, PUT, PATCH and DELETE", async (op) => {
    const route = apiRoute as unknown as Record<string, (req: Request) => Promise<Response>>;
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
      const res = await route[method](
        new Request(URLS[op], { method, headers: { "x-request-id": `m-${method}` } }),
      );
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("x-request-id")).toBe(`m-${method}`);
      expect(await res.json()).toMatchObject({ code: "method_not_allowed", message: expect.any(String) });
    }
  });
});

describe("409 conflict", () => {
  // Next Monday (at least two days away) in the facility's zone.
  const monday = (zone: string, hhmm: string) => localTime(zone, hhmm, 2, 1);

  async function book(f: { id: string }, token: string, start: DateTime, minutes = 60) {
    return call("request", bookingBody(f.id, start, minutes), { token });
  }

  it("outside_open_hours: before opening, past closing, on a closed weekday; inside is fine", async () => {
    const f = await makeFacility({ hours: "Mon-Fri 08:00-17:00" });
    const token = await staffToken([f.id]);
    const mon = monday(f.timezone, "08:00");
    for (const [start, minutes] of [
      [mon.minus({ minutes: 30 }), 60],
      [mon.set({ hour: 16, minute: 30 }), 31],
      [mon.plus({ days: 5 }).set({ hour: 10 }), 60],
    ] as const) {
      const res = await book(f, token, start, minutes);
      expectError(res, 409, "conflict", { reason: "outside_open_hours" });
      expectNoLeak(res, token);
    }
    expect((await book(f, token, mon, 60)).status).toBe(200);
    expect((await book(f, token, mon.set({ hour: 16, minute: 30 }), 30)).status).toBe(200);
  });

  it("outside_open_hours: periods that touch at midnight join into one, also from Sunday into Monday", async () => {
    const joined = await makeFacility({ hours: "Mon 18:00-24:00,Tue 00:00-06:00,Sun 20:00-24:00" });
    const token = await staffToken([joined.id]);
    const mon = monday(joined.timezone, "23:00");
    expect((await book(joined, token, mon, 120)).status).toBe(200);
    const sundayNight = mon.plus({ days: 6 });
    // Sunday 23:00 to Monday 01:00: Monday opens only at 18:00.
    expectError(await book(joined, token, sundayNight, 120), 409, "conflict", {
      reason: "outside_open_hours",
    });
    expect((await book(joined, token, sundayNight, 60)).status).toBe(200);

    const weekWrap = await makeFacility({ hours: "Sun 20:00-24:00,Mon 00:00-04:00" });
    const wrapToken = await staffToken([weekWrap.id]);
    const sun = monday(weekWrap.timezone, "23:00").minus({ days: 1 });
    const sunday = sun < DateTime.now().plus({ days: 1 }) ? sun.plus({ days: 7 }) : sun;
    expect((await book(weekWrap, wrapToken, sunday, 120)).status).toBe(200);

    const gap = await makeFacility({ hours: "Mon 18:00-23:59,Tue 00:00-06:00" });
    expectError(
      await book(gap, await staffToken([gap.id]), monday(gap.timezone, "23:00"), 120),
      409,
      "conflict",
      { reason: "outside_open_hours" },
    );
  });

  it("facility_closed: on a closed date, also for an interval that only reaches into it, and before open hours", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const mon = monday(f.timezone, "10:00");
    await closeDate(db, f.id, mon.toISODate()!);
    expectError(await book(f, token, mon), 409, "conflict", { reason: "facility_closed" });
    expectError(await book(f, token, mon.minus({ days: 1 }).set({ hour: 23 }), 120), 409, "conflict", {
      reason: "facility_closed",
    });
    expect((await book(f, token, mon.minus({ days: 1 }).set({ hour: 23 }), 60)).status).toBe(200);
    expect((await book(f, token, mon.plus({ days: 1 }).startOf("day"), 60)).status).toBe(200);

    // Rules in the contract's order: a closed date wins over open hours.
    const weekdays = await makeFacility({ hours: "Mon-Fri 08:00-17:00" });
    const saturday = monday(weekdays.timezone, "10:00").plus({ days: 5 });
    await closeDate(db, weekdays.id, saturday.toISODate()!);
    expectError(await book(weekdays, await staffToken([weekdays.id]), saturday), 409, "conflict", {
      reason: "facility_closed",
    });
  });

  it("too_soon: inside the minimum notice, after open hours in the rule order", async () => {
    const f = await makeFacility({ minNoticeMinutes: 24 * 60 });
    const token = await staffToken([f.id]);
    const soon = DateTime.now().setZone(f.timezone).plus({ hours: 2 }).startOf("hour");
    expectError(await book(f, token, soon), 409, "conflict", { reason: "too_soon" });
    expect((await book(f, token, soon.plus({ days: 1 }))).status).toBe(200);

    const nights = await makeFacility({ minNoticeMinutes: 24 * 60, hours: "Mon-Sun 00:00-00:30" });
    expectError(
      await book(nights, await staffToken([nights.id]), soon.set({ minute: 0 }).plus({ minutes: 90 })),
      409,
      "conflict",
      { reason: "outside_open_hours" },
    );
  });

  it("too_far_ahead: past the booking horizon", async () => {
    const f = await makeFacility({ horizonDays: 7 });
    const token = await staffToken([f.id]);
    const start = localTime(f.timezone, "10:00", 8);
    expectError(await book(f, token, start), 409, "conflict", { reason: "too_far_ahead" });
    expect((await book(f, token, start.minus({ days: 2 }))).status).toBe(200);
  });

  it("no_capacity: only Requested, Scheduled, Arrived and InProgress hold a dock", async () => {
    const f = await makeFacility({ docks: 1 });
    const token = await staffToken([f.id]);
    const start = localTime(f.timezone, "10:00");
    const first = await book(f, token, start);
    expect(first.status).toBe(200);
    const refused = await book(f, token, start.plus({ minutes: 30 }));
    expectError(refused, 409, "conflict", { reason: "no_capacity" });
    expectNoLeak(refused, token);

    for (const [status, holds] of [
      ["Arrived", true],
      ["InProgress", true],
      ["Requested", true],
      ["Completed", false],
      ["NoShow", false],
      ["Cancelled", false],
    ] as const) {
      await db.appointment.update({ where: { id: first.json.id }, data: { status } });
      const res = await book(f, token, start);
      if (holds) expectError(res, 409, "conflict", { reason: "no_capacity" });
      else {
        expect(res.status, status).toBe(200);
        await db.appointment.update({ where: { id: res.json.id }, data: { status: "Cancelled" } });
      }
    }
  });

  it("no_capacity: the rules refuse before capacity is looked at", async () => {
    const f = await makeFacility({ docks: 1, horizonDays: 7 });
    const token = await staffToken([f.id]);
    const far = localTime(f.timezone, "10:00", 9);
    await insertAppointment(f.id, far.toJSDate(), 60, {
      dockId: (await db.dock.findFirstOrThrow({ where: { facilityId: f.id } })).id,
    });
    expectError(await book(f, token, far), 409, "conflict", { reason: "too_far_ahead" });
  });
});

describe("413 payload_too_large", () => {
  // A valid booking padded with an unknown field to exactly `bytes` bytes.
  function padded(body: object, bytes: number): string {
    const base = JSON.stringify({ ...body, padding: "" });
    return JSON.stringify({ ...body, padding: "x".repeat(bytes - Buffer.byteLength(base)) });
  }

  it("refuses a body over 64 KiB and takes one of exactly 64 KiB", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const body = bookingBody(f.id, localTime(f.timezone, "10:00"));
    const over = await call("request", undefined, { token, raw: padded(body, 64 * 1024 + 1) });
    expectError(over, 413, "payload_too_large");
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
    expectError(
      await call("list", undefined, { token, raw: padded(listBody(f.id), 200_000) }),
      413,
      "payload_too_large",
    );
    const exact = await call("request", undefined, { token, raw: padded(body, 64 * 1024) });
    expect(exact.status, exact.text).toBe(200);
  });
});

describe("415 unsupported_media_type", () => {
  it.each(["request", "list"] as const)("%s: refuses other content types and a missing one", async (op) => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const body = op === "request" ? bookingBody(f.id, localTime(f.timezone, "10:00")) : listBody(f.id);
    for (const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonx",
      "text/json",
      null,
    ]) {
      expectError(await call(op, body, { token, contentType }), 415, "unsupported_media_type");
    }
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
  });

  it.each(["request", "list"] as const)("%s: takes application/json with a charset", async (op) => {
    const f = await makeFacility({ docks: 3 });
    const token = await staffToken([f.id]);
    const body = op === "request" ? bookingBody(f.id, localTime(f.timezone, "10:00")) : listBody(f.id);
    for (const contentType of [
      "application/json; charset=utf-8",
      "application/json;charset=UTF-8",
      "Application/JSON",
    ]) {
      const res = await call(
        op,
        op === "request" ? { ...body, order_info: [{ reference_id: contentType }] } : body,
        { token, contentType },
      );
      expect(res.status, `${contentType}: ${res.text}`).toBe(200);
    }
  });
});

describe("429 rate_limited", () => {
  it("refuses a token over RATE_LIMIT_PER_MINUTE with Retry-After, and counts each token apart", async () => {
    const before = process.env.RATE_LIMIT_PER_MINUTE;
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    try {
      const f = await makeFacility();
      const [token, other] = [await staffToken([f.id]), await staffToken([f.id])];
      for (let i = 0; i < 3; i++) expect((await call("list", listBody(f.id), { token })).status).toBe(200);
      for (const op of ["list", "request"] as const) {
        const res = await call(
          op,
          op === "list" ? listBody(f.id) : bookingBody(f.id, localTime(f.timezone, "10:00")),
          { token },
        );
        expectError(res, 429, "rate_limited");
        const wait = Number(res.headers.get("retry-after"));
        expect(Number.isInteger(wait) && wait >= 1 && wait <= 60, `Retry-After ${wait}`).toBe(true);
        expectNoLeak(res, token);
      }
      expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
      expect((await call("list", listBody(f.id), { token: other })).status).toBe(200);
    } finally {
      if (before === undefined) delete process.env.RATE_LIMIT_PER_MINUTE;
      else process.env.RATE_LIMIT_PER_MINUTE = before;
    }
  });
});

describe("X-Request-Id", () => {
  it("echoes a sane id on successes and errors alike", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const ok = await call("list", listBody(f.id), { token, headers: { "x-request-id": "req-42.a:b_C" } });
    expect(ok.headers.get("x-request-id")).toBe("req-42.a:b_C");
    const bad = await call("list", { facility_id: f.id }, { token, headers: { "x-request-id": "req-43" } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("x-request-id")).toBe("req-43");
    const anon = await call("list", listBody(f.id), { headers: { "x-request-id": "req-44" } });
    expect(anon.headers.get("x-request-id")).toBe("req-44");
  });

  it.each([
    ["with spaces", "hello world"],
    ["with markup", "<script>"],
    ["too long", "a".repeat(129)],
    ["with a newline escape", "a%0d%0aSet-Cookie:x"],
  ])("replaces one %s with a new id", async (_, given) => {
    const f = await makeFacility();
    const res = await call("list", listBody(f.id), {
      token: await staffToken([f.id]),
      headers: { "x-request-id": given },
    });
    const id = res.headers.get("x-request-id");
    expect(id).not.toBe(given);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives a new id when none is sent, and puts the id in the log line without the token", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    vi.stubEnv("LOG_LEVEL", "info");
    try {
      const res = await call("request", bookingBody(f.id, localTime(f.timezone, "10:00")), { token });
      const fresh = await call("list", listBody(f.id), { token });
      expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l))
        .find((l) => l.request_id === res.headers.get("x-request-id"));
      expect(logged).toMatchObject({ status: 200, path: "/api/service.v1.request_facility_appointment" });
      expect(lines.join("\n")).not.toContain(token);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("500 internal and 503 unavailable", () => {
  it("answers a bug with a generic 500 that leaks nothing", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(db.facility, "findUnique").mockRejectedValueOnce(
      Object.assign(
        new Error(
          'Invalid `prisma.appointment.findMany()`: SELECT "id" FROM "appointments" WHERE token = fa_live_secret',
        ),
        { code: "P2010" },
      ),
    );
    const res = await call("list", listBody(f.id), { token, headers: { "x-request-id": "bug-1" } });
    expectError(res, 500, "internal");
    expect(res.headers.get("x-request-id")).toBe("bug-1");
    expectNoLeak(res, token);
  });

  it.each([
    ["SQLite busy", Object.assign(new Error("SQLITE_BUSY: database is locked"), { code: "SQLITE_BUSY" })],
    [
      "a transaction that timed out",
      Object.assign(
        new Error(
          "Transaction API error: Transaction already closed: the timeout for this transaction was 30000 ms",
        ),
        { code: "P2028" },
      ),
    ],
    [
      "an unreachable server",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    ],
  ])("answers %s with 503 and Retry-After", async (_, error) => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    vi.spyOn(db.facility, "findUnique").mockRejectedValueOnce(error);
    const res = await call("list", listBody(f.id), { token });
    expectError(res, 503, "unavailable");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expectNoLeak(res, token);
  });
});
