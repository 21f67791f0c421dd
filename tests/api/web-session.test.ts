// The web app's session cookie as an API credential: the same role rules as a
// bearer token, refused from other sites, refused once the user is
// deactivated or their sessionVersion moved on. Plus the two operations the
// booking portal added (search_facilities, get_my_appointments) and its
// calendar download.
import { ADMIN_CLI } from "@/lib/core/caller";
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/[operation]/route";
import * as icsRoute from "@/app/(portal)/appointments/[id]/calendar.ics/route";
import { createUser } from "@/lib/users/service";
import { bookingBody, call, carrierToken, db, localTime, makeFacility } from "./helpers";

const SECRET = "web-session-test-secret-0123456789abcdef";
process.env.NEXTAUTH_SECRET = SECRET;

async function sessionCookie(userId: string, sessionVersion = 0) {
  const jwt = await encode({ token: { sub: userId, sv: sessionVersion, role: "carrier" }, secret: SECRET });
  return `next-auth.session-token=${jwt}`;
}

async function op(name: string, body: unknown, headers: Record<string, string>) {
  const req = new Request(`http://localhost/api/service.v1.${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", host: "localhost", ...headers },
    body: JSON.stringify(body),
  });
  const res = await POST(req);
  return { status: res.status, headers: res.headers, json: JSON.parse(await res.text()) };
}

async function carrierUser(company = `Web Carrier ${randomUUID().slice(0, 8)}`) {
  const u = await createUser(db, ADMIN_CLI, {
    email: `${randomUUID()}@carrier.test`,
    password: "a long password",
    role: "carrier",
    name: "Casey",
    carrier: company,
  });
  return { ...u, cookie: await sessionCookie(u.id) };
}

describe("session cookie on the API", () => {
  let open: Awaited<ReturnType<typeof makeFacility>>;
  let closedToCarriers: Awaited<ReturnType<typeof makeFacility>>;

  beforeAll(async () => {
    open = await makeFacility({
      name: `Open ${randomUUID().slice(0, 6)} Cross-Dock`,
      loadTypes: [{ name: "Dry goods", durationMinutes: 45, outbound: false }],
    });
    closedToCarriers = await makeFacility({ acceptsCarrierBookings: false });
  });

  it("authenticates a carrier and applies carrier scope", async () => {
    const me = await carrierUser();
    const res = await op(
      "search_facilities",
      {},
      { cookie: me.cookie, "sec-fetch-site": "same-origin", origin: "http://localhost" },
    );
    expect(res.status).toBe(200);
    const ids = res.json.map((f: { id: string }) => f.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closedToCarriers.id);
    const found = res.json.find((f: { id: string }) => f.id === open.id);
    expect(found).toEqual({
      id: open.id,
      name: open.name,
      time_zone: "America/Chicago",
      address: "",
      instant_booking: true,
      carrier_instructions: "",
      load_types: [
        {
          id: expect.any(String),
          name: "Dry goods",
          name_translations: {},
          duration_minutes: 45,
          minutes_per_unit: 0,
          directions: ["Inbound"],
        },
      ],
    });
  });

  it("matches every word of the query against name and address, case-insensitively", async () => {
    const me = await carrierUser();
    const word = open.name.split(" ")[1].toLowerCase();
    const res = await op("search_facilities", { query: `${word} CROSS` }, { cookie: me.cookie });
    expect(res.json.map((f: { id: string }) => f.id)).toEqual([open.id]);
    const none = await op("search_facilities", { query: `${word} nowhere` }, { cookie: me.cookie });
    expect(none.json).toEqual([]);
  });

  it("refuses a cookie sent from another site", async () => {
    const me = await carrierUser();
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const res = await op("search_facilities", {}, { cookie: me.cookie, ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.json.code).toBe("permission_denied");
    }
  });

  it("refuses a tampered cookie, a deactivated user and a changed sessionVersion", async () => {
    const me = await carrierUser();
    const tampered = await op("search_facilities", {}, { cookie: `${me.cookie.slice(0, -4)}AAAA` });
    expect(tampered.status).toBe(401);
    expect(tampered.headers.get("www-authenticate")).toMatch(/^Bearer/);

    await db.user.update({ where: { id: me.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await op("search_facilities", {}, { cookie: me.cookie })).status).toBe(401);
    expect((await op("search_facilities", {}, { cookie: await sessionCookie(me.id, 1) })).status).toBe(200);

    await db.user.update({ where: { id: me.id }, data: { active: false } });
    expect((await op("search_facilities", {}, { cookie: await sessionCookie(me.id, 1) })).status).toBe(401);
  });

  it("keeps the bearer token first when both are sent", async () => {
    const me = await carrierUser();
    const res = await op(
      "search_facilities",
      {},
      { cookie: me.cookie, authorization: "Bearer fa_live_unknown" },
    );
    expect(res.status).toBe(401);
  });

  it("gives staff their own facilities only", async () => {
    const staff = await createUser(db, ADMIN_CLI, {
      email: `${randomUUID()}@staff.test`,
      password: "a long password",
      role: "staff",
      facility_ids: [open.id],
    });
    const res = await op("search_facilities", {}, { cookie: await sessionCookie(staff.id) });
    expect(res.json.map((f: { id: string }) => f.id)).toEqual([open.id]);
  });
});

describe("get_my_appointments and the calendar file", () => {
  it("lists the company's upcoming and past appointments, and no one else's", async () => {
    const facility = await makeFacility();
    const me = await carrierUser();
    const rival = await carrierToken();
    // Book as the user's session (the web app) and as another company's token.
    const start = localTime("America/Chicago", "10:00", 3);
    const mine = await bookAsSession(me.cookie, bookingBody(facility.id, start));
    const theirs = await call("request", bookingBody(facility.id, start.plus({ hours: 2 })), {
      token: rival.token,
    });
    expect(theirs.status).toBe(200);

    const upcoming = await op("get_my_appointments", { when: "upcoming" }, { cookie: me.cookie });
    expect(upcoming.status).toBe(200);
    expect(upcoming.json.appointments.map((a: { id: string }) => a.id)).toEqual([mine.id]);
    expect(upcoming.json.facilities).toEqual([
      {
        id: facility.id,
        name: facility.name,
        time_zone: "America/Chicago",
        address: "",
        instant_booking: true,
        cancel_cutoff_minutes: 0,
      },
    ]);
    const past = await op("get_my_appointments", { when: "past" }, { cookie: me.cookie });
    expect(past.json.appointments).toEqual([]);

    const ics = await icsRoute.GET(
      new Request(`http://localhost/appointments/${mine.id}/calendar.ics`, {
        headers: { cookie: me.cookie },
      }),
      { params: Promise.resolve({ id: mine.id }) },
    );
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await ics.text();
    expect(text).toContain(`UID:${mine.id}@dockside\r\n`);
    expect(text).toContain(`DTSTART:${start.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}\r\n`);

    const other = await icsRoute.GET(
      new Request(`http://localhost/appointments/${theirs.json.id}/calendar.ics`, {
        headers: { cookie: me.cookie },
      }),
      {
        params: Promise.resolve({ id: theirs.json.id }),
      },
    );
    expect(other.status).toBe(404);
  });

  it("validates its input", async () => {
    const me = await carrierUser();
    expect((await op("get_my_appointments", { when: "soon" }, { cookie: me.cookie })).status).toBe(400);
    expect(
      (await op("get_my_appointments", { when: "past", limit: 1000 }, { cookie: me.cookie })).status,
    ).toBe(400);
  });
});

async function bookAsSession(cookie: string, body: unknown) {
  const res = await call("request", body, { headers: { cookie, "sec-fetch-site": "same-origin" } });
  expect(res.status, res.text).toBe(200);
  return res.json as { id: string };
}
