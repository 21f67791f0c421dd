// Input that once answered 500 (issue 11): text no database can store, dates
// at the ends of the calendar, bodies nested thousands deep, methods other
// than POST. Each is a 400 (or the contract's 405) naming what is wrong.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import * as route from "@/app/api/[operation]/route";
import { installMethodGuard } from "@/lib/http/method-guard";
import {
  bookingBody,
  call,
  db,
  expectError,
  insertAppointment,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op } from "./ops";
import { adminSession } from "./support/admin-session";
import { linkedFacility, newAddress, pub, publicBody } from "./support/public";

async function setup() {
  const f = await makeFacility({ docks: 3 });
  const staff = await staffToken([f.id]);
  const start = localTime(f.timezone, "10:00");
  return { f, staff, start };
}

const LONE_HIGH = "Acme \ud800 Freight";
const LONE_LOW = "Acme \udc00";
const NUL = "Acme\u0000Freight";

describe("text no database can store", () => {
  it.each([
    ["a lone high surrogate", LONE_HIGH],
    ["a lone low surrogate", LONE_LOW],
    ["NUL", NUL],
  ])("refuses %s in a booking's text, naming the field", async (_, bad) => {
    const { f, staff, start } = await setup();
    for (const [field, extra] of [
      ["carrier", { carrier: bad }],
      ["order_info[0].reference_id", { order_info: [{ reference_id: bad }] }],
      ["carrier_notes", { carrier_notes: bad }],
      ["shipper_receiver", { shipper_receiver: bad }],
    ] as const) {
      const res = await call("request", bookingBody(f.id, start, 60, extra), { token: staff });
      expectError(res, 400, "invalid_argument", { field, reason: "malformed_text" });
    }
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
  });

  it("refuses it in every operation, plain string fields and keys included", async () => {
    const { f, staff, start } = await setup();
    const a = await insertAppointment(f.id, start.toJSDate());
    const admin = await adminSession();
    const asAdmin = (name: Parameters<typeof op>[0], body: unknown) => op(name, body, null, admin.headers);
    for (const [res, field] of [
      [await op("update_facility_appointment", { id: a.id, notes: LONE_HIGH }, staff), "notes"],
      [await op("update_facility_appointment", { id: a.id, public_notes: NUL }, staff), "public_notes"],
      [await asAdmin("create_facility", { name: NUL, time_zone: "America/Chicago" }), "name"],
      [await op("redeliver_webhook_event", { subscription_id: a.id, event_id: LONE_LOW }, staff), "event_id"],
      [await op("get_facilities", { ["x\ud800"]: 1 }, staff), "x\ud800"],
      [await op("get_facilities", { extra: { deeper: ["ok", NUL] } }, staff), "extra.deeper[1]"],
    ] as const) {
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.details).toContainEqual(expect.objectContaining({ field, reason: "malformed_text" }));
    }
    // Surrogate pairs (emoji) are text like any other.
    const fine = await op("update_facility_appointment", { id: a.id, notes: "Door 3 🚚 ✓" }, staff);
    expect(fine.status, JSON.stringify(fine.json)).toBe(200);
    expect(fine.json.notes).toBe("Door 3 🚚 ✓");
  });
});

const withText = (r: { status: number; headers: Headers; json: unknown }) => ({
  ...r,
  text: JSON.stringify(r.json),
});

const BREAKS = [
  ["CRLF", "\r\n"],
  ["LF", "\n"],
  ["CR", "\r"],
  ["NEL", "\u0085"],
  ["LINE SEPARATOR", "\u2028"],
  ["PARAGRAPH SEPARATOR", "\u2029"],
  ["VT", "\u000b"],
  ["FF", "\u000c"],
  ["a tab", "\t"],
  ["ESC", "\u001b"],
  ["DEL", "\u007f"],
] as const;

describe("line breaks and control characters in single-line fields", () => {
  it.each(BREAKS)(
    "refuses %s in a booking's names and references, and keeps line breaks in notes",
    async (_, brk) => {
      const { f, staff, start } = await setup();
      const bad = `PO-1${brk}Your booking is cancelled: call +1 555 0100 to rebook`;
      for (const [field, extra] of [
        ["carrier", { carrier: bad }],
        ["order_info[0].reference_id", { order_info: [{ reference_id: bad }] }],
        ["carrier_driver", { carrier_driver: bad }],
        ["shipper_receiver", { shipper_receiver: bad }],
        ["trailer_number", { trailer_number: bad }],
      ] as const) {
        const res = await call("request", bookingBody(f.id, start, 60, extra), { token: staff });
        expectError(res, 400, "invalid_argument", { field, reason: "malformed_text" });
      }
      expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
      const multiline = brk === "\r\n" || brk === "\n" || brk === "\r" || brk === "\t";
      const notes = await call("request", bookingBody(f.id, start, 60, { carrier_notes: `Two${brk}lines` }), {
        token: staff,
      });
      if (multiline) expect(notes.status, notes.text).toBe(200);
      else expectError(notes, 400, "invalid_argument", { field: "carrier_notes", reason: "malformed_text" });
    },
  );

  it("refuses them through the public link and in the facility's own name", async () => {
    const { f } = await setup();
    const admin = await adminSession();
    const named = await op(
      "create_facility",
      { name: "Dock\nCall us now", time_zone: "America/Chicago" },
      null,
      admin.headers,
    );
    expectError(withText(named), 400, "invalid_argument", { field: "name", reason: "malformed_text" });
    const renamed = await op(
      "update_facility_settings",
      { facility_id: f.id, name: "A\u2028B" },
      null,
      admin.headers,
    );
    expectError(withText(renamed), 400, "invalid_argument", { field: "name", reason: "malformed_text" });
    const linked = await linkedFacility("instant");
    const at = localTime(linked.timezone, "11:00");
    const res = await pub(
      "request_public_appointment",
      publicBody(linked.slug, at, {
        order_info: [{ reference_id: "PO-9\r\nDear carrier, pay the fee at evil.example" }],
      }),
      newAddress(),
    );
    expectError(withText(res), 400, "invalid_argument", {
      field: "order_info[0].reference_id",
      reason: "malformed_text",
    });
  });
});

describe("dates at the ends of the calendar", () => {
  it.each(["9999-12-31", "0000-01-01", "1969-12-31", "10000-01-01"])("refuses %s in a list", async (day) => {
    const { f, staff } = await setup();
    const res = await call("list", { facility_id: f.id, start: day, end: day }, { token: staff });
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe("invalid_argument");
  });

  it.each(["0000-01-01T10:00:00Z", "9999-12-31T10:00:00Z", "1970-01-01T00:30:00+01:00"])(
    "refuses %s as a booking's start, naming the field",
    async (when) => {
      const { f, staff, start } = await setup();
      const body = bookingBody(f.id, start, 60, { scheduled_start_time: when });
      const res = await call("request", body, { token: staff });
      expectError(res, 400, "invalid_argument", { field: "scheduled_start_time" });
    },
  );

  it("refuses the far end of the list range and of the modified range", async () => {
    const { f, staff } = await setup();
    expectError(
      await call("list", { facility_id: f.id, start: "9998-12-01", end: "9999-12-31" }, { token: staff }),
      400,
      "invalid_argument",
      { field: "end", reason: "out_of_range" },
    );
    expectError(
      await call(
        "list",
        { facility_id: f.id, modified_range: { start: "0000-01-01T00:00:00Z", end: "0000-01-02T00:00:00Z" } },
        { token: staff },
      ),
      400,
      "invalid_argument",
      { field: "modified_range.start", reason: "out_of_range" },
    );
    // The last year allowed still answers.
    const last = await call(
      "list",
      { facility_id: f.id, start: "9998-12-01", end: "9998-12-31" },
      { token: staff },
    );
    expect(last.status, last.text).toBe(200);
    expect(last.json).toEqual([]);
  });
});

describe("deep nesting", () => {
  const nested = (n: number) => JSON.parse("[".repeat(n) + "]".repeat(n)) as unknown;

  it("refuses a field nested 5000 deep before parsing it, with an Idempotency-Key too", async () => {
    const { f, staff, start } = await setup();
    const raw = JSON.stringify(bookingBody(f.id, start)).replace(
      /}$/,
      `,"extra":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    );
    for (const headers of [{}, { "idempotency-key": `deep-${crypto.randomUUID()}` }] as Record<
      string,
      string
    >[]) {
      const res = await call("request", null, { token: staff, raw, headers });
      expectError(res, 400, "invalid_argument");
      expect(res.json.details).toEqual([expect.objectContaining({ reason: "too_deep" })]);
    }
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
  });

  it("lets a sane depth through (unknown fields are ignored)", async () => {
    const { f, staff, start } = await setup();
    const res = await call("request", { ...bookingBody(f.id, start), extra: nested(60) }, { token: staff });
    expect(res.status, res.text).toBe(200);
  });
});

describe("methods other than POST", () => {
  const url = "http://localhost/api/service.v1.get_facility_appointments";
  it.each(["GET", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"] as const)(
    "answers %s with the 405",
    async (method) => {
      const res = await route[method](new Request(url, { method }));
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(await res.json()).toMatchObject({ code: "method_not_allowed", message: expect.any(String) });
    },
  );

  it("answers TRACE and TRACK with the 405 before the app sees them", async () => {
    installMethodGuard();
    const seen: string[] = [];
    // The app stands in for Next, which has no TRACE handler: it would fail.
    const server = http.createServer((req, res) => {
      seen.push(req.method!);
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const send = (method: string, path: string) =>
      new Promise<{ status: number; allow?: string; body: string; type?: string }>((resolve, reject) => {
        const req = http.request({ port, host: "127.0.0.1", method, path }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () =>
            resolve({
              status: res.statusCode!,
              allow: res.headers.allow,
              body,
              type: res.headers["content-type"],
            }),
          );
        });
        req.on("error", reject);
        req.end();
      });
    try {
      for (const method of ["TRACE", "trace"]) {
        const res = await send(method, "/api/service.v1.get_facility_appointments");
        expect(res.status).toBe(405);
        expect(res.allow).toBe("POST");
        expect(res.type).toBe("application/json");
        expect(JSON.parse(res.body)).toMatchObject({ code: "method_not_allowed" });
      }
      const page = await send("TRACE", "/signin");
      expect(page.status).toBe(405);
      expect(page.allow).toBe("GET, HEAD, POST");
      // What the guard leaves alone still reaches the app.
      expect((await send("GET", "/signin")).status).toBe(500);
      expect(seen).toEqual(["GET"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers a public booking page loaded past the read limit with 429 and Retry-After, not a 200", async () => {
    installMethodGuard();
    process.env.PUBLIC_READS_PER_MINUTE = "3";
    const server = http.createServer((req, res) =>
      res.writeHead(200, { "Content-Type": "text/html" }).end("page"),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers });
    try {
      for (let i = 0; i < 3; i++) expect((await get(`/f/dc-flood?day=${i}`)).status).toBe(200);
      const refused = await get("/f/dc-flood");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await refused.text()).toMatch(/Too many requests/);
      // In the reader's language: the header switcher's cookie, else the browser's.
      const german = await get("/f/dc-flood", { "accept-language": "de-DE,de;q=0.9" });
      expect(german.status).toBe(429);
      const page = await german.text();
      expect(page).toContain('<html lang="de">');
      expect(page).toMatch(/Zu viele Anfragen.*Dieser Buchungslink wurde aus Ihrem Netzwerk zu oft geöffnet/);
      const polish = await get("/f/dc-flood", { "accept-language": "de", cookie: "a=1; dockside_locale=pl" });
      expect(await polish.text()).toContain("Zbyt wiele żądań");
      // Other pages, the link's QR code and the API are not counted here.
      expect((await get("/f/dc-flood/qr.svg")).status).toBe(200);
      expect((await get("/signin")).status).toBe(200);
    } finally {
      delete process.env.PUBLIC_READS_PER_MINUTE;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
