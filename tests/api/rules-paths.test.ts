// Every path that places an appointment asks the same rule engine: a move
// (reschedule) is judged with the appointment's own load and company, a series
// counts each occurrence it places before the next, and a work-in goes to a
// dock that takes its load. On the real database, both providers.
import { describe, expect, it } from "vitest";
import { bookingBody, call } from "./helpers";
import { op } from "./ops";
import { carrierOf, ruleFacility, ten } from "./support/rule-facility";

describe("facility rules on every path that places an appointment", () => {
  it("judges a carrier's move by its own company's hold, and a staff move past a cap keeps the reason until moved back", async () => {
    const key = await carrierOf();
    const other = await carrierOf();
    const { f, staff } = await ruleFacility((f) => ({
      caps: [{ scope: "facility", period: "hour", max_appointments: 1 }],
      holds: [
        {
          label: "Key mornings",
          dock_ids: f.docks.map((d) => d.id),
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          start: "06:00",
          end: "09:00",
          carrier_company_ids: [key.id],
        },
      ],
    }));
    const at = ten(f.timezone);
    const mine = (await call("request", bookingBody(f.id, at, 30), { token: other.token })).json;
    const theirs = (await call("request", bookingBody(f.id, at.plus({ hours: 2 }), 30), { token: key.token }))
      .json;
    const move = (id: string, to: typeof at, token: string, extra = {}) =>
      op(
        "reschedule_facility_appointment",
        {
          id,
          scheduled_start_time: to.toUTC().toISO(),
          scheduled_end_time: to.plus({ minutes: 30 }).toUTC().toISO(),
          ...extra,
        },
        token,
      );
    const refused = await move(mine.id, at.minus({ hours: 3 }), other.token);
    expect(refused.status, JSON.stringify(refused.json)).toBe(409);
    expect(refused.json.details[0]).toMatchObject({ reason: "no_capacity" });
    expect((await move(theirs.id, at.minus({ hours: 3 }), key.token)).status).toBe(200);
    // 10:00's hour is taken by `mine`: staff move `theirs` into it past the hourly cap, then back out.
    const capped = await move(theirs.id, at.plus({ minutes: 30 }), staff);
    expect(capped.json.details[0]).toMatchObject({ reason: "cap_reached" });
    const past = await move(theirs.id, at.plus({ minutes: 30 }), staff, { override_reason: "driver early" });
    expect(past.status, JSON.stringify(past.json)).toBe(200);
    expect(past.json.override_reason).toBe("driver early");
    expect((await move(theirs.id, at.plus({ hours: 4 }), staff)).json.override_reason).toBeNull();
    const carrierOverride = await move(mine.id, at.plus({ hours: 5 }), other.token, { override_reason: "x" });
    expect(carrierOverride.status).toBe(400);
  });

  it("counts a series' occurrences against a daily cap and reports the ones it could not book", async () => {
    const { f, staff } = await ruleFacility(() => ({
      caps: [{ scope: "facility", period: "day", max_appointments: 1 }],
    }));
    const at = ten(f.timezone);
    // Day 2 already has its one appointment.
    expect(
      (await call("request", bookingBody(f.id, at.plus({ days: 2, hours: 3 }), 30), { token: staff })).status,
    ).toBe(200);
    const first = (await call("request", bookingBody(f.id, at, 30), { token: staff })).json;
    const series = await op(
      "create_recurring_series",
      { appointment_id: first.id, repetition_type: "Daily", count: 4 },
      staff,
    );
    expect(series.status, JSON.stringify(series.json)).toBe(200);
    expect(series.json.appointments).toHaveLength(3);
    expect(series.json.skipped).toEqual([
      expect.objectContaining({
        scheduled_start_time: at.plus({ days: 2 }).toUTC().toISO(),
        reason: "cap_reached",
      }),
    ]);
  });

  it("gives a work-in a dock that takes its load", async () => {
    const { f, staff, frozen, dry } = await ruleFacility();
    const workIn = (loadTypeId: string) =>
      op(
        "create_work_in",
        {
          facility_id: f.id,
          type: "Inbound",
          carrier: "Walk-in Freight",
          load_type_ids: [loadTypeId],
          quantity: 5,
        },
        staff,
      );
    const cold = await workIn(frozen.id);
    expect(cold.status, JSON.stringify(cold.json)).toBe(200);
    expect(cold.json.dock).toBe("Dock 1");
    // 20 + 4 × 5 = 40 minutes, on the 30-minute step: an hour.
    expect(Date.parse(cold.json.scheduled_end_time) - Date.parse(cold.json.scheduled_start_time)).toBe(
      3_600_000,
    );
    expect((await workIn(dry.id)).json.dock).toBe("Dock 2");
    // The frozen door is busy now: a second frozen truck waits for staff to give it a dock.
    expect((await workIn(frozen.id)).json.dock).toBeNull();
  });
});
