// The demo data loads only into an empty database, so this file gets a
// database of its own: it points DATABASE_URL there before anything opens the
// shared client (each test file runs in its own process).
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { seedDemo, DEMO_CARRIER, DEMO_PASSWORD, type DemoSeed } from "@/lib/demo/seed";
import { bookingRefusal } from "@/lib/rules/facility-wide";
import { facilityToBook } from "@/lib/facilities/booking-facility";
import { authenticateUser } from "@/lib/users/service";
import { createTestDatabase, type TestDatabase } from "./setup/databases";
import { call, carrierToken, db } from "./helpers";
import { endClient } from "./support/own-database";
import { doubleBooked, op } from "./ops";

let database: TestDatabase;
let seeded: DemoSeed | null;
// A weekday afternoon in Chicago (evening in Berlin), so both have a day in
// full swing whatever day the tests run.
const now = DateTime.now()
  .setZone("America/Chicago")
  .plus({ weeks: 1 })
  .set({ weekday: 3, hour: 15, minute: 10, second: 0, millisecond: 0 })
  .toJSDate();

beforeAll(async () => {
  database = await createTestDatabase(inject("provider"));
  migrate(database.url, { quiet: true });
  process.env.DATABASE_URL = database.url;
  seeded = await seedDemo(db, now);
});

afterAll(async () => {
  await endClient(db);
  await database?.drop();
});

type Appointment = {
  id: string;
  status: string;
  carrier: string;
  scheduled_start_time: string;
  scheduled_end_time: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
  all_load_types: { name: string }[];
};
const startsAfterNow = (a: Appointment) => Date.parse(a.scheduled_start_time) > now.getTime();

async function listed(facilityId: string, timezone: string, token: string): Promise<Appointment[]> {
  const today = DateTime.fromJSDate(now).setZone(timezone);
  const res = await call(
    "list",
    { facility_id: facilityId, start: today.toISODate(), end: today.plus({ days: 14 }).toISODate() },
    { token },
  );
  expect(res.status).toBe(200);
  return res.json;
}

describe("demo data", () => {
  it("loads two facilities, three sign-ins and a staff token into an empty database", async () => {
    expect(seeded).not.toBeNull();
    const demo = seeded!;
    expect(demo.facilities.map((f) => f.timezone)).toEqual(["America/Chicago", "Europe/Berlin"]);
    expect(demo.apiToken).toMatch(/^fa_live_/);
    expect(demo.signIns.map((s) => s.email)).toEqual([
      "staff@dockside.test",
      "carrier@dockside.test",
      "admin@dockside.test",
    ]);

    const [chicago, berlin] = demo.facilities;
    const staff = await authenticateUser(db, "staff@dockside.test", DEMO_PASSWORD);
    expect(staff?.role).toBe("staff");
    expect(staff?.facilityIds.sort()).toEqual([chicago.id, berlin.id].sort());
    expect(await authenticateUser(db, "admin@dockside.test", DEMO_PASSWORD)).toMatchObject({ role: "admin" });
    const carrier = await authenticateUser(db, "carrier@dockside.test", DEMO_PASSWORD);
    const acme = await db.carrierCompany.findUniqueOrThrow({ where: { name: DEMO_CARRIER } });
    expect(carrier).toMatchObject({ role: "carrier", carrierCompanyId: acme.id });
    // Each in its own country: a Berlin driver's "030 …" is a German number, not a US one.
    const countries = await db.facility.findMany({
      select: { name: true, country: true },
      orderBy: { name: "asc" },
    });
    expect(countries).toEqual([
      { name: "Berlin Fresh Hub", country: "DE" },
      { name: "Chicago Cross-Dock", country: "US" },
    ]);
  });

  it("books appointments over the coming days that the API lists, within each facility's rules", async () => {
    const { facilities, apiToken, appointments } = seeded!;
    const [chicago, berlin] = facilities;
    const atChicago = await listed(chicago.id, chicago.timezone, apiToken);
    const atBerlin = await listed(berlin.id, berlin.timezone, apiToken);
    expect(atChicago.length + atBerlin.length).toBe(appointments);
    expect(atChicago.length).toBeGreaterThan(5);
    expect(atBerlin.length).toBeGreaterThan(5);
    // Instant booking in Chicago; approval in Berlin, where some are approved already.
    expect(new Set(atChicago.filter(startsAfterNow).map((a) => a.status))).toEqual(new Set(["Scheduled"]));
    expect(new Set(atBerlin.filter(startsAfterNow).map((a) => a.status))).toEqual(
      new Set(["Requested", "Scheduled"]),
    );
    expect(atChicago.every((a) => a.all_load_types.length === 1)).toBe(true);

    for (const f of facilities) {
      const rules = (await facilityToBook(db, f.id)).rules;
      for (const a of (f === chicago ? atChicago : atBerlin).filter(startsAfterNow)) {
        expect(
          bookingRefusal(
            rules,
            Date.parse(a.scheduled_start_time),
            Date.parse(a.scheduled_end_time),
            now.getTime(),
          ),
        ).toBeNull();
      }
    }

    // The demo's own rules are set and kept: refrigerated loads only at the reefer door, a container's
    // time grows with its pallets, never more than 3 trucks starting in one Chicago hour.
    const settings = (await op("get_facility_settings", { facility_id: chicago.id }, apiToken)).json;
    expect(settings.caps).toHaveLength(2);
    expect(settings.holds[0].label).toBe("Acme early doors");
    expect(settings.dock_closures[0].reason).toBe("door seal repair");
    const upcoming = atChicago.filter(startsAfterNow) as (Appointment & { dock: string; quantity: number })[];
    const reefer = upcoming.filter((a) => a.all_load_types[0].name === "Refrigerated");
    expect(reefer.length).toBeGreaterThan(0);
    expect(new Set(reefer.map((a) => a.dock))).toEqual(new Set(["Door 3"]));
    for (const a of upcoming.filter((a) => a.all_load_types[0].name === "Floor-loaded container"))
      expect(Date.parse(a.scheduled_end_time) - Date.parse(a.scheduled_start_time)).toBe(
        Math.ceil((60 + 3 * a.quantity) / 30) * 30 * 60_000,
      );
    const perHour = new Map<string, number>();
    for (const a of upcoming) {
      const hour = DateTime.fromISO(a.scheduled_start_time).toUTC().toFormat("yyyy-MM-dd HH");
      perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
    }
    expect(Math.max(...perHour.values())).toBeLessThanOrEqual(3);

    // A carrier token of the demo carrier sees only its own company's appointments.
    const { token } = await carrierToken(DEMO_CARRIER);
    const mine = await listed(chicago.id, chicago.timezone, token);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(atChicago.length);
    expect(mine.every((a) => a.carrier === DEMO_CARRIER)).toBe(true);
  });

  it("shows earlier today as it went: trucks done and checked out or no-shows, one loading now, each with its history", async () => {
    const [chicago, berlin] = seeded!.facilities;
    const earlier = (await listed(chicago.id, chicago.timezone, seeded!.apiToken)).filter(
      (a) => !startsAfterNow(a),
    );
    expect(earlier.length).toBeGreaterThan(2);
    for (const a of earlier) {
      const ended = Date.parse(a.scheduled_end_time) <= now.getTime();
      if (ended) expect(["Completed", "NoShow"]).toContain(a.status);
      else expect(["Arrived", "InProgress"]).toContain(a.status);
      if (a.status === "Completed") expect(Date.parse(a.checked_out_at!)).toBeLessThanOrEqual(now.getTime());
      if (a.status !== "NoShow")
        expect(Date.parse(a.checked_in_at!)).toBeLessThan(Date.parse(a.scheduled_start_time));
      const events = await db.appointmentEvent.findMany({
        where: { appointmentId: a.id },
        orderBy: { at: "asc" },
      });
      expect(events[0].action).toBe("requested");
      expect(events.length).toBeGreaterThan(1);
    }
    expect(earlier.map((a) => a.status)).toEqual(expect.arrayContaining(["Completed", "InProgress"]));
    // Evening in Berlin: its day is over.
    const berlinToday = (await listed(berlin.id, berlin.timezone, seeded!.apiToken)).filter(
      (a) => !startsAfterNow(a),
    );
    expect(berlinToday.length).toBeGreaterThan(0);
    expect(berlinToday.every((a) => ["Completed", "NoShow"].includes(a.status))).toBe(true);
    // No dock holds two of them at once.
    expect(await doubleBooked(db, chicago.id)).toEqual([]);
  });

  it("carries three weeks of history, so every report and scorecard has real figures on first start", async () => {
    for (const f of seeded!.facilities) {
      const today = DateTime.fromJSDate(now).setZone(f.timezone);
      const res = await op(
        "get_facility_metrics",
        {
          facility_id: f.id,
          period: "custom",
          from: today.minus({ days: 14 }).toISODate(),
          to: today.minus({ days: 1 }).toISODate(),
        },
        seeded!.apiToken,
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const m = res.json;
      expect(m.appointments.total, f.name).toBeGreaterThan(20);
      expect(m.on_time).toMatchObject({ on_time: expect.any(Number), rate: expect.any(Number) });
      expect(m.on_time.early, f.name).toBeGreaterThan(0);
      expect(m.on_time.late, f.name).toBeGreaterThan(0);
      expect(m.no_show.no_shows, f.name).toBeGreaterThan(0);
      expect(m.dwell.p90_minutes, f.name).toEqual(expect.any(Number));
      expect(m.detention.count, f.name).toBeGreaterThan(0);
      expect(m.utilisation.hours.some((h: { rate: number | null }) => (h.rate ?? 0) > 0)).toBe(true);
      expect(m.carrier_scorecard.length, f.name).toBeGreaterThanOrEqual(3);
      const cancelledLate = m.carrier_scorecard.reduce(
        (n: number, r: { late_cancellations: number }) => n + r.late_cancellations,
        0,
      );
      expect(cancelledLate, f.name).toBeGreaterThan(0);
    }
  });

  it("changes nothing when the database already has a facility", async () => {
    const before = await Promise.all([
      db.facility.count(),
      db.user.count(),
      db.appointment.count(),
      db.apiToken.count(),
    ]);
    expect(await seedDemo(db)).toBeNull();
    expect(
      await Promise.all([db.facility.count(), db.user.count(), db.appointment.count(), db.apiToken.count()]),
    ).toEqual(before);
  });
});
