// The facility's own rules (contract: "Facility rules"), each through the API
// on the real database: docks per load type, duration from the load, dock hours
// and closures, caps, holds and the staff override, and availability saying why.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { findOrCreateCompany } from "@/lib/carriers/companies";
import { createToken } from "@/lib/tokens/service";
import {
  availabilityBody,
  bookingBody,
  call,
  db,
  expectError,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op } from "./ops";

async function carrierOf(name = `Carrier ${randomUUID().slice(0, 8)}`) {
  const c = await findOrCreateCompany(db, name);
  return {
    id: c.id,
    name: c.name,
    token: (await createToken(db, { role: "carrier", carrierCompanyId: c.id })).token,
  };
}

/** A facility with two load types (Frozen only at Dock 1) and the settings `more` on top. */
async function ruleFacility(
  more: (f: Awaited<ReturnType<typeof makeFacility>>) => Record<string, unknown> = () => ({}),
) {
  const f = await makeFacility({
    docks: 2,
    slotStepMinutes: 30,
    loadTypes: [
      { name: "Frozen", durationMinutes: 30 },
      { name: "Dry", durationMinutes: 30 },
    ],
  });
  const staff = await staffToken([f.id]);
  const [dry, frozen] = f.load_types;
  const res = await op(
    "update_facility_settings",
    {
      facility_id: f.id,
      docks: [
        {
          id: f.docks[0].id,
          name: f.docks[0].name,
          directions: ["Inbound", "Outbound"],
          load_type_ids: [frozen.id],
        },
        // [] would take every load type: Dock 2 names Dry alone.
        {
          id: f.docks[1].id,
          name: f.docks[1].name,
          directions: ["Inbound", "Outbound"],
          load_type_ids: [dry.id],
        },
      ],
      load_types: [
        {
          id: frozen.id,
          name: "Frozen",
          directions: ["Inbound", "Outbound"],
          duration_minutes: 20,
          minutes_per_unit: 4,
        },
      ],
      ...more(f),
    },
    staff,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { f, staff, dry, frozen, settings: res.json, dock1: f.docks[0], dock2: f.docks[1] };
}

const ten = (zone: string) => localTime(zone, "10:00", 3);

describe("facility rules", () => {
  it("gives a load only a dock that takes it, and a load type with no free dock is full", async () => {
    const { f, staff, dry, frozen } = await ruleFacility();
    const at = ten(f.timezone);
    const frozenBody = (n: number) => bookingBody(f.id, at, 60, { load_type_ids: [frozen.id], quantity: n });
    const first = await call("request", frozenBody(10), { token: staff });
    expect(first.status, first.text).toBe(200);
    expect(first.json.dock).toBe("Dock 1");
    // Dock 2 does not take Frozen: the second frozen load at the same time is refused.
    expectError(await call("request", frozenBody(10), { token: staff }), 409, "conflict", {
      reason: "no_capacity",
    });
    // A dry load still goes to Dock 2.
    const dryRes = await call("request", bookingBody(f.id, at, 30, { load_type_ids: [dry.id] }), {
      token: staff,
    });
    expect(dryRes.json.dock).toBe("Dock 2");
  });

  it("takes its length from the load: availability offers that length, a shorter request is too_short_for_load", async () => {
    const { f, staff, frozen } = await ruleFacility();
    const at = ten(f.timezone);
    // 20 + 4 × 26 = 124 minutes, up to the 30-minute step: 150.
    const av = await op(
      "get_facility_availability",
      { ...availabilityBody(f.id, at), duration_minutes: undefined, load_type_id: frozen.id, quantity: 26 },
      staff,
    );
    expect(av.status, JSON.stringify(av.json)).toBe(200);
    expect(av.json.duration_minutes).toBe(150);
    expect(Date.parse(av.json.slots[0].end_time) - Date.parse(av.json.slots[0].start_time)).toBe(
      150 * 60_000,
    );
    const short = await call(
      "request",
      bookingBody(f.id, at, 120, { load_type_ids: [frozen.id], quantity: 26 }),
      { token: staff },
    );
    expectError(short, 409, "conflict", { reason: "too_short_for_load" });
    expect(short.json.details[0].needed_minutes).toBe(150);
    expect(
      (
        await call("request", bookingBody(f.id, at, 150, { load_type_ids: [frozen.id], quantity: 26 }), {
          token: staff,
        })
      ).status,
    ).toBe(200);
  });

  it("keeps a dock to its own hours and out of service while it is closed, and says why", async () => {
    const at = ten("America/Chicago");
    const { f, staff, dock1, dock2 } = await ruleFacility((f) => ({
      docks: [
        {
          id: f.docks[1].id,
          name: f.docks[1].name,
          directions: ["Inbound", "Outbound"],
          open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            periods: [{ start: "12:00", end: "18:00" }],
          })),
        },
      ],
      dock_closures: [
        {
          dock_ids: [f.docks[0].id],
          start: at.minus({ hours: 1 }).toISO(),
          end: at.plus({ hours: 3 }).toISO(),
          reason: "door repairs",
        },
      ],
    }));
    expect(dock1 && dock2).toBeTruthy();
    // 10:00: Dock 1 closed, Dock 2 not open until 12:00.
    const res = await call("request", bookingBody(f.id, at, 60), { token: staff });
    expectError(res, 409, "conflict", { reason: "no_capacity" });
    expect(res.json.details[0].message).toBe("Dock 1 closed: door repairs");
    const av = (await op("get_facility_availability", availabilityBody(f.id, at), staff)).json;
    expect(av.closed_periods).toContainEqual(
      expect.objectContaining({ reason: "no_capacity", message: "Dock 1 closed: door repairs" }),
    );
    // 12:00 is inside Dock 2's hours; 13:00 Dock 1 is back too.
    expect(
      (await call("request", bookingBody(f.id, at.plus({ hours: 2 }), 60), { token: staff })).json.dock,
    ).toBe("Dock 2");
    expect(
      (await call("request", bookingBody(f.id, at.plus({ hours: 3 }), 60), { token: staff })).json.dock,
    ).toBe("Dock 1");
  });

  it("counts caps per day and per hour, in appointments and units, per load type and per carrier", async () => {
    const { f, staff, frozen, settings } = await ruleFacility(() => ({
      caps: [
        { scope: "facility", period: "day", max_units: 60 },
        { scope: "facility", period: "hour", max_appointments: 1 },
      ],
    }));
    const [dayCap, hourCap] = settings.caps;
    const at = ten(f.timezone);
    expect(
      (await call("request", bookingBody(f.id, at, 30, { quantity: 40 }), { token: staff })).status,
    ).toBe(200);
    const sameHour = await call("request", bookingBody(f.id, at.plus({ minutes: 30 }), 30, { quantity: 1 }), {
      token: staff,
    });
    expectError(sameHour, 409, "conflict", { reason: "cap_reached" });
    expect(sameHour.json.details[0].cap_id).toBe(hourCap.id);
    // Availability withholds the same hours for the same reason.
    const av = (
      await op(
        "get_facility_availability",
        availabilityBody(f.id, at, { duration_minutes: 30, quantity: 1 }),
        staff,
      )
    ).json;
    expect(
      av.slots.some(
        (s: { start_time: string }) => Date.parse(s.start_time) === at.plus({ minutes: 30 }).toMillis(),
      ),
    ).toBe(false);
    expect(av.closed_periods).toContainEqual(
      expect.objectContaining({ reason: "cap_reached", cap_id: hourCap.id }),
    );
    const units = await call("request", bookingBody(f.id, at.plus({ hours: 2 }), 30, { quantity: 21 }), {
      token: staff,
    });
    expect(units.json.details[0]).toMatchObject({ reason: "cap_reached", cap_id: dayCap.id });
    expect(
      (
        await call("request", bookingBody(f.id, at.plus({ hours: 2 }), 30, { quantity: 20 }), {
          token: staff,
        })
      ).status,
    ).toBe(200);
    // The next day counts afresh.
    expect(
      (await call("request", bookingBody(f.id, at.plus({ days: 1 }), 30, { quantity: 40 }), { token: staff }))
        .status,
    ).toBe(200);

    const lt = await ruleFacility((f) => ({
      caps: [{ scope: "load_type", load_type_id: f.load_types[1].id, period: "day", max_appointments: 1 }],
    }));
    const d = ten(lt.f.timezone);
    const fz = (h: number) =>
      bookingBody(lt.f.id, d.plus({ hours: h }), 60, { load_type_ids: [lt.frozen.id], quantity: 5 });
    expect((await call("request", fz(0), { token: lt.staff })).status).toBe(200);
    expectError(await call("request", fz(2), { token: lt.staff }), 409, "conflict", {
      reason: "cap_reached",
    });
    expect(
      (await call("request", bookingBody(lt.f.id, d.plus({ hours: 2 }), 30), { token: lt.staff })).status,
    ).toBe(200);
    expect(frozen.id).toBeTruthy();
  });

  it("caps each carrier company, by account or by the carrier name's key", async () => {
    const { f, staff } = await ruleFacility(() => ({
      caps: [{ scope: "carrier", period: "day", max_appointments: 1 }],
    }));
    const at = ten(f.timezone);
    const a = await carrierOf();
    const b = await carrierOf();
    expect((await call("request", bookingBody(f.id, at, 30), { token: a.token })).status).toBe(200);
    expectError(
      await call("request", bookingBody(f.id, at.plus({ hours: 1 }), 30), { token: a.token }),
      409,
      "conflict",
      { reason: "cap_reached" },
    );
    expect(
      (await call("request", bookingBody(f.id, at.plus({ hours: 1 }), 30), { token: b.token })).status,
    ).toBe(200);
    // Staff bookings count by the carrier name's key: "ACME  freight" is "Acme Freight".
    expect(
      (
        await call("request", bookingBody(f.id, at.plus({ hours: 2 }), 30, { carrier: "Acme Freight" }), {
          token: staff,
        })
      ).status,
    ).toBe(200);
    expectError(
      await call("request", bookingBody(f.id, at.plus({ hours: 3 }), 30, { carrier: "ACME  freight" }), {
        token: staff,
      }),
      409,
      "conflict",
      { reason: "cap_reached" },
    );
  });

  it("keeps held docks for the named companies; others see them taken, staff may book them", async () => {
    const key = await carrierOf();
    const other = await carrierOf();
    const at = ten("America/Chicago");
    const { f, staff } = await ruleFacility((f) => ({
      holds: [
        {
          label: "Key account mornings",
          dock_ids: f.docks.map((d) => d.id),
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          start: "06:00",
          end: "12:00",
          carrier_company_ids: [key.id],
        },
      ],
    }));
    const refused = await call("request", bookingBody(f.id, at, 30), { token: other.token });
    expectError(refused, 409, "conflict", { reason: "no_capacity" });
    expect(refused.json.details[0].message).toContain("Key account mornings");
    expect((await call("request", bookingBody(f.id, at, 30), { token: key.token })).status).toBe(200);
    expect((await call("request", bookingBody(f.id, at, 30), { token: staff })).status).toBe(200);
    expect(
      (await call("request", bookingBody(f.id, at.plus({ hours: 2 }), 30), { token: other.token })).status,
    ).toBe(200);
    const av = (
      await op("get_facility_availability", availabilityBody(f.id, at, { duration_minutes: 30 }), other.token)
    ).json;
    const hours = av.slots.map(
      (s: { start_time: string }) => DateTime.fromISO(s.start_time, { zone: f.timezone }).hour,
    );
    expect(hours.filter((h: number) => h >= 6 && h < 12)).toEqual([]);
    expect(hours).toContain(13);
  });

  it("lets staff book past a rule with a reason, kept on the record and in the history; carriers cannot", async () => {
    const { f, staff, frozen } = await ruleFacility(() => ({
      caps: [{ scope: "facility", period: "day", max_appointments: 1 }],
    }));
    const at = ten(f.timezone);
    const carrier = await carrierOf();
    expect((await call("request", bookingBody(f.id, at, 30), { token: staff })).status).toBe(200);
    expectError(
      await call("request", bookingBody(f.id, at.plus({ hours: 1 }), 30, { override_reason: "please" }), {
        token: carrier.token,
      }),
      400,
      "invalid_argument",
      { field: "override_reason", reason: "not_allowed" },
    );
    const over = await call(
      "request",
      bookingBody(f.id, at.plus({ hours: 1 }), 30, {
        load_type_ids: [frozen.id],
        quantity: 30,
        override_reason: "Customer's urgent reefer",
      }),
      { token: staff },
    );
    expect(over.status, over.text).toBe(200);
    expect(over.json.override_reason).toBe("Customer's urgent reefer");
    const history = await op("get_facility_appointment_history", { id: over.json.id }, staff);
    expect(JSON.stringify(history.json)).toContain("Customer's urgent reefer");
    // The carrier's own view of an overridden appointment carries no reason.
    const listed = await call(
      "list",
      { facility_id: f.id, start: at.toISODate(), end: at.toISODate() },
      { token: staff },
    );
    expect(listed.json.find((a: { id: string }) => a.id === over.json.id).override_reason).toBe(
      "Customer's urgent reefer",
    );
    // Inside the rules a reason changes nothing: no mark.
    const plain = await call(
      "request",
      bookingBody(f.id, at.plus({ days: 1 }), 30, { override_reason: "not needed" }),
      { token: staff },
    );
    expect(plain.json.override_reason).toBeNull();
  });

  it("reports cap use per day, hold use and overrides to staff, and none of it to carriers", async () => {
    const key = await carrierOf();
    const { f, staff, settings } = await ruleFacility((f) => ({
      caps: [{ scope: "facility", period: "day", max_appointments: 2 }],
      holds: [
        {
          label: "Kept",
          dock_ids: [f.docks[0].id],
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          start: "06:00",
          end: "08:00",
          carrier_company_ids: [key.id],
        },
      ],
    }));
    const at = localTime(f.timezone, "06:00", 3);
    expect((await call("request", bookingBody(f.id, at, 60), { token: key.token })).status).toBe(200);
    expect(
      (await call("request", bookingBody(f.id, at.plus({ hours: 3 }), 60), { token: staff })).status,
    ).toBe(200);
    const past = await call(
      "request",
      bookingBody(f.id, at.plus({ hours: 5 }), 60, { override_reason: "late reefer" }),
      {
        token: staff,
      },
    );
    expect(past.json.override_reason).toBe("late reefer");
    const m = await op(
      "get_facility_metrics",
      { facility_id: f.id, period: "day", date: at.toISODate() },
      staff,
    );
    expect(m.status, JSON.stringify(m.json)).toBe(200);
    expect(m.json.rules.overrides).toBe(1);
    expect(m.json.rules.caps).toEqual([
      {
        cap_id: settings.caps[0].id,
        label: "Whole facility, per day: 2 trucks",
        days: [{ date: at.toISODate(), peak_appointments: 3, peak_units: 72, reached: true }],
      },
    ]);
    // The hold kept Dock 1 for two hours; the key carrier's hour is booked inside it.
    expect(m.json.rules.holds).toEqual([
      { hold_id: settings.holds[0].id, label: "Kept", kept_minutes: 120, booked_minutes: 60, rate: 0.5 },
    ]);
    const theirs = await op(
      "get_facility_metrics",
      { facility_id: f.id, period: "day", date: at.toISODate() },
      key.token,
    );
    expect(theirs.json.rules).toBeNull();
  });

  it("refuses rule settings that name nothing of this facility", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const bad = await op(
      "update_facility_settings",
      {
        facility_id: f.id,
        holds: [
          {
            label: "x",
            dock_ids: [randomUUID()],
            weekdays: [1],
            start: "06:00",
            end: "08:00",
            carrier_company_ids: [randomUUID()],
          },
        ],
      },
      staff,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].field).toBe("holds[0].dock_ids[0]");
    const noMax = await op(
      "update_facility_settings",
      { facility_id: f.id, caps: [{ scope: "facility", period: "day" }] },
      staff,
    );
    expect(noMax.status).toBe(400);
  });
});
