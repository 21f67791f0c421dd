// The facility's own rules (contract: "Facility rules"), each through the API
// on the real database: docks per load type, duration from the load, dock hours
// and closures, caps, and availability saying why (people's rules: facility-rules-people).
import { describe, expect, it } from "vitest";
import { availabilityBody, bookingBody, call, expectError } from "./helpers";
import { op } from "./ops";
import { ruleFacility, ten } from "./support/rule-facility";

describe("facility rules: docks, lengths, hours, closures and caps", () => {
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
});
