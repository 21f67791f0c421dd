// A facility's public booking link: what anyone without a token may see and
// book, and what keeps it from being abused (per-address limits, the honeypot,
// the cap per contact e-mail).
import { afterEach, describe, expect, it } from "vitest";
import { databaseUrl, providerOf } from "@/lib/db/url";
import { carrierToken, db, expectError, localTime, staffToken } from "./helpers";
import { op } from "./ops";
import { linkedFacility, newAddress, pub, publicBody, tokenOf } from "./support/public";

const saved = { ...process.env };
afterEach(() => {
  for (const k of ["PUBLIC_READS_PER_MINUTE", "PUBLIC_WRITES_PER_HOUR", "PUBLIC_BOOKINGS_PER_EMAIL_PER_DAY"])
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
});

const asError = (res: Awaited<ReturnType<typeof pub>>) => ({
  status: res.status,
  headers: res.headers,
  text: JSON.stringify(res.json),
  json: res.json,
});

describe("the public facility", () => {
  it("shows what a carrier needs and nothing of the facility's staff, docks or bookings", async () => {
    const f = await linkedFacility("requests", {
      address: "1 Dock Rd",
      loadTypes: [{ name: "Dry", durationMinutes: 45 }],
    });
    const res = await pub("get_public_facility", { slug: f.slug }, newAddress());
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(
      [
        "address",
        "booking",
        "cancel_cutoff_minutes",
        "carrier_instructions",
        "custom_fields",
        "directions",
        "load_types",
        "name",
        "slug",
        "time_zone",
      ].sort(),
    );
    expect(res.json).toMatchObject({ name: f.name, address: "1 Dock Rd", booking: "requests" });
    expect(res.json.load_types).toEqual([
      {
        id: expect.any(String),
        name: "Dry",
        name_translations: {},
        duration_minutes: 45,
        minutes_per_unit: 0,
        directions: ["Inbound", "Outbound"],
      },
    ]);
  });

  it("says each load type's minutes per unit, so the link can ask the quantity before the times", async () => {
    const f = await linkedFacility("requests", {
      loadTypes: [
        { name: "Dry", durationMinutes: 45 },
        { name: "Frozen", durationMinutes: 30, inbound: true, outbound: false },
      ],
    });
    const ip = newAddress();
    const before = await pub("get_public_facility", { slug: f.slug }, ip);
    const frozen = before.json.load_types.find((l: { name: string }) => l.name === "Frozen");
    const staff = await staffToken([f.id]);
    const set = await op(
      "update_facility_settings",
      {
        facility_id: f.id,
        load_types: [
          {
            id: frozen.id,
            name: "Frozen",
            directions: ["Inbound"],
            duration_minutes: 30,
            minutes_per_unit: 5,
          },
        ],
      },
      staff,
    );
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const res = await pub("get_public_facility", { slug: f.slug }, ip);
    expect(res.json.load_types).toEqual([
      expect.objectContaining({ name: "Dry", duration_minutes: 45, minutes_per_unit: 0 }),
      {
        id: frozen.id,
        name: "Frozen",
        name_translations: {},
        duration_minutes: 30,
        minutes_per_unit: 5,
        directions: ["Inbound"],
      },
    ]);
    // The length the page then shows: 30 + 5 × 26 = 160 minutes, up to the 30-minute step.
    const day = localTime(f.timezone, "10:00", 2).toISODate();
    const window = { slug: f.slug, start: day, end: day, type: "Inbound", load_type_id: frozen.id };
    const open = await pub("get_public_availability", { ...window, quantity: 26 }, ip);
    expect(open.status, JSON.stringify(open.json)).toBe(200);
    expect(open.json.duration_minutes).toBe(180);
    expect(open.json.slots.length).toBeGreaterThan(0);
    for (const s of open.json.slots)
      expect(Date.parse(s.end_time) - Date.parse(s.start_time)).toBe(180 * 60_000);
  });

  it("answers 404 alike for a link that is off and one that never existed", async () => {
    const off = await linkedFacility("off");
    const ip = newAddress();
    expectError(asError(await pub("get_public_facility", { slug: off.slug }, ip)), 404, "not_found");
    expectError(asError(await pub("get_public_facility", { slug: "never-made" }, ip)), 404, "not_found");
    const day = localTime(off.timezone, "10:00", 2).toISODate();
    const window = { slug: off.slug, start: day, end: day, type: "Inbound", duration_minutes: 60 };
    expectError(asError(await pub("get_public_availability", window, ip)), 404, "not_found");
  });

  it("offers the same open times as the facility's own availability", async () => {
    const f = await linkedFacility("requests");
    const staff = await staffToken([f.id]);
    const day = localTime(f.timezone, "10:00", 2).toISODate();
    const window = { start: day, end: day, type: "Inbound", duration_minutes: 60 };
    const own = await op("get_facility_availability", { facility_id: f.id, ...window }, staff);
    const open = await pub("get_public_availability", { slug: f.slug, ...window }, newAddress());
    expect(open.status).toBe(200);
    expect(open.json.slots).toEqual(own.json.slots);
  });

  it("keeps every other operation behind a token", async () => {
    const f = await linkedFacility("requests");
    const day = localTime(f.timezone, "10:00", 2).toISODate();
    const res = await pub(
      "get_facility_appointments",
      { facility_id: f.id, start: day, end: day },
      newAddress(),
    );
    expectError(asError(res), 401, "unauthenticated");
  });
});

describe("booking through the link", () => {
  it("asks for approval in 'requests' mode even where the facility books instantly", async () => {
    const f = await linkedFacility("requests", { instantBooking: true });
    const res = await pub(
      "request_public_appointment",
      publicBody(f.slug, localTime(f.timezone, "10:00", 2)),
      newAddress(),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.appointment).toMatchObject({
      status: "Requested",
      carrier_driver: "Sam Driver",
      // Stored as E.164 (lib/core/phone.ts), whatever spacing it was typed with.
      carrier_driver_phone: "+13125550111",
      trailer_number: "TR-4411",
      notes: "",
    });
    expect(res.json.manage_url).toMatch(/\/a\/[A-Za-z0-9_-]{43}$/);
  });

  it("books at once in 'instant' mode, which needs instant booking", async () => {
    const f = await linkedFacility("instant", { instantBooking: true });
    const res = await pub(
      "request_public_appointment",
      publicBody(f.slug, localTime(f.timezone, "11:00", 2)),
      newAddress(),
    );
    expect(res.json.appointment.status).toBe("Scheduled");
    const staff = await staffToken([f.id]);
    const off = await op("update_facility_settings", { facility_id: f.id, instant_booking: false }, staff);
    expectError({ ...asError(off), headers: off.headers }, 400, "invalid_argument", {
      field: "instant_booking",
      reason: "instant_needs_instant_booking",
    });
  });

  it("puts a booking in no company's list, whatever company name is typed", async () => {
    const f = await linkedFacility("instant", { instantBooking: true });
    const carrier = await carrierToken();
    const body = publicBody(f.slug, localTime(f.timezone, "12:00", 2), { carrier: carrier.company });
    const res = await pub("request_public_appointment", body, newAddress());
    expect(res.status).toBe(200);
    const mine = await op("get_my_appointments", { when: "upcoming" }, carrier.token);
    expect(JSON.stringify(mine.json)).not.toContain(res.json.appointment.id);
  });

  it("refuses a filled-in honeypot with 400 and books nothing", async () => {
    const f = await linkedFacility("requests");
    const body = publicBody(f.slug, localTime(f.timezone, "10:00", 2), { website: "https://buy.example" });
    const res = await pub("request_public_appointment", body, newAddress());
    expectError(asError(res), 400, "invalid_argument", { field: "website", reason: "honeypot" });
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
  });

  it("caps open bookings per contact e-mail and facility a day, with a 409 that names the reason", async () => {
    process.env.PUBLIC_BOOKINGS_PER_EMAIL_PER_DAY = "2";
    const f = await linkedFacility("requests");
    const ip = newAddress();
    const email = "busy@walkup.test";
    const at = (h: string) => publicBody(f.slug, localTime(f.timezone, h, 2), { carrier_email: email });
    const first = await pub("request_public_appointment", at("08:00"), ip);
    expect((await pub("request_public_appointment", at("09:00"), ip)).status).toBe(200);
    const third = await pub("request_public_appointment", at("10:00"), ip);
    expectError(asError(third), 409, "conflict", { field: "carrier_email", reason: "public_booking_cap" });
    // Another address is not capped; a cancelled booking no longer counts.
    const other = { ...at("11:00"), carrier_email: "other@walkup.test" };
    expect((await pub("request_public_appointment", other, ip)).status).toBe(200);
    await pub("cancel_managed_appointment", { token: tokenOf(first.json.manage_url) }, ip);
    expect((await pub("request_public_appointment", at("12:00"), ip)).status).toBe(200);
  });

  it("limits calls per client address with 429 and Retry-After, never touching other addresses", async () => {
    process.env.PUBLIC_READS_PER_MINUTE = "3";
    const f = await linkedFacility("requests");
    const ip = newAddress();
    for (let i = 0; i < 3; i++)
      expect((await pub("get_public_facility", { slug: f.slug }, ip)).status).toBe(200);
    const refused = await pub("get_public_facility", { slug: f.slug }, ip);
    expectError(asError(refused), 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await pub("get_public_facility", { slug: f.slug }, newAddress())).status).toBe(200);
  });

  it.runIf(providerOf(databaseUrl()) === "postgresql")(
    "counts in the table every process shares on PostgreSQL, not in one process's memory",
    async () => {
      process.env.PUBLIC_READS_PER_MINUTE = "5";
      const f = await linkedFacility("requests");
      const ip = newAddress();
      for (let i = 0; i < 2; i++)
        expect((await pub("get_public_facility", { slug: f.slug }, ip)).status).toBe(200);
      const rows = await db.$queryRawUnsafe<{ points: number }[]>(
        "SELECT points FROM rate_limits WHERE key = $1",
        `public-read:${ip}`,
      );
      expect(rows.map((r) => Number(r.points))).toEqual([2]);
    },
  );

  it("limits bookings per address an hour", async () => {
    process.env.PUBLIC_WRITES_PER_HOUR = "1";
    const f = await linkedFacility("requests");
    const ip = newAddress();
    expect(
      (await pub("request_public_appointment", publicBody(f.slug, localTime(f.timezone, "08:00", 2)), ip))
        .status,
    ).toBe(200);
    const again = await pub(
      "request_public_appointment",
      publicBody(f.slug, localTime(f.timezone, "09:00", 2)),
      ip,
    );
    expectError(asError(again), 429, "rate_limited");
  });
});
