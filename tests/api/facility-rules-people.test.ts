// The facility's rules as they touch people (contract: "Facility rules"): caps
// per carrier company, holds kept for named companies, the staff override, the
// reports, and settings that name nothing of the facility.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  availabilityBody,
  bookingBody,
  call,
  expectError,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op } from "./ops";
import { carrierOf, ruleFacility, ten } from "./support/rule-facility";

describe("facility rules: carriers, holds, overrides and reports", () => {
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
