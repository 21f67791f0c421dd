// Facility settings: read and changed by the facility's staff, refused to
// others, validated field by field, in force for the very next availability
// question and booking, and recorded in the facility's history.
import { describe, expect, it } from "vitest";
import {
  bookingBody,
  call,
  carrierToken,
  expectError,
  localTime,
  makeFacility,
  staffToken,
  availabilityBody,
} from "./helpers";
import { op } from "./ops";
import { outsiderToken } from "./support/outsider";

describe("facility settings", () => {
  it("are read by the facility's staff only", async () => {
    const f = await makeFacility({ timeZone: "Europe/Berlin" });
    const res = await op("get_facility_settings", { facility_id: f.id }, await staffToken([f.id]));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: f.id,
      time_zone: "Europe/Berlin",
      instant_booking: true,
      closed_dates: [],
      history: [expect.objectContaining({ changes: { created: [null, f.name] } })],
    });
    expect(res.json.open_hours).toHaveLength(7);
    expect(res.json.open_hours[0]).toEqual({ weekday: 1, periods: [{ start: "00:00", end: "24:00" }] });
    expect((await op("get_facility_settings", { facility_id: f.id }, await outsiderToken())).status).toBe(
      403,
    );
    expect(
      (await op("get_facility_settings", { facility_id: f.id }, (await carrierToken()).token)).status,
    ).toBe(403);
    expect(
      (await op("get_facility_settings", { facility_id: crypto.randomUUID() }, await staffToken([f.id])))
        .status,
    ).toBe(404);
  });

  it("take effect on the next availability question and booking, and are recorded", async () => {
    const f = await makeFacility({ docks: 1 });
    const staff = await staffToken([f.id]);
    const day = localTime(f.timezone, "00:00", 3);
    const weekday = day.weekday;
    const availability = async () =>
      (await op("get_facility_availability", availabilityBody(f.id, day), staff)).json.slots.map(
        (s: { start_time: string }) => s.start_time,
      );
    expect(await availability()).toHaveLength(24 * 2);

    const changed = await op(
      "update_facility_settings",
      {
        facility_id: f.id,
        open_hours: [
          {
            weekday,
            periods: [
              { start: "08:00", end: "10:00" },
              { start: "13:00", end: "14:00" },
            ],
          },
        ],
        instant_booking: false,
      },
      staff,
    );
    expect(changed.status).toBe(200);
    const local = (h: string) => localTime(f.timezone, h, 3).toUTC().toISO({ suppressMilliseconds: false });
    expect(await availability()).toEqual([local("08:00"), local("08:30"), local("09:00"), local("13:00")]);
    const outside = await call("request", bookingBody(f.id, localTime(f.timezone, "11:00", 3)), {
      token: staff,
    });
    expectError(outside, 409, "conflict", { reason: "outside_open_hours" });
    const inside = await call("request", bookingBody(f.id, localTime(f.timezone, "08:00", 3)), {
      token: staff,
    });
    expect(inside.json.status).toBe("Requested");

    await op(
      "update_facility_settings",
      {
        facility_id: f.id,
        closed_dates: [{ date: day.toISODate(), reason: "Stocktake" }],
        instant_booking: true,
      },
      staff,
    );
    expect(await availability()).toEqual([]);
    expectError(
      await call("request", bookingBody(f.id, localTime(f.timezone, "13:00", 3)), { token: staff }),
      409,
      "conflict",
      { reason: "facility_closed" },
    );

    const { history } = (await op("get_facility_settings", { facility_id: f.id }, staff)).json;
    expect(history).toHaveLength(3);
    expect(history[2].changes).toEqual({ created: [null, f.name] });
    expect(history[0].changes).toMatchObject({
      closed_dates: [[], [{ date: day.toISODate(), reason: "Stocktake" }]],
      instant_booking: [false, true],
    });
    expect(history[1].changes.instant_booking).toEqual([true, false]);
    expect(history[1].changes.open_hours[1][weekday - 1].periods).toHaveLength(2);
    expect(history[1].actor).toMatch(/^token:/);
  });

  it("add, rename and deactivate docks and load types", async () => {
    const f = await makeFacility({ docks: 2 });
    const staff = await staffToken([f.id]);
    const before = (await op("get_facility_settings", { facility_id: f.id }, staff)).json;
    const res = await op(
      "update_facility_settings",
      {
        facility_id: f.id,
        docks: [
          { id: before.docks[0].id, name: "Door A", directions: ["Inbound"], active: false },
          { name: "Door C", directions: ["Outbound"] },
        ],
        load_types: [{ name: "Pallets", directions: ["Inbound", "Outbound"], duration_minutes: 45 }],
      },
      staff,
    );
    expect(res.status).toBe(200);
    const every = { name_translations: {}, load_type_ids: [], open_hours: null };
    expect(res.json.docks).toEqual([
      { id: before.docks[0].id, name: "Door A", directions: ["Inbound"], active: false, ...every },
      { id: before.docks[1].id, name: "Dock 2", directions: ["Inbound", "Outbound"], active: true, ...every },
      { id: expect.any(String), name: "Door C", directions: ["Outbound"], active: true, ...every },
    ]);
    expect(res.json.load_types).toEqual([
      {
        id: expect.any(String),
        name: "Pallets",
        name_translations: {},
        directions: ["Inbound", "Outbound"],
        duration_minutes: 45,
        minutes_per_unit: 0,
        active: true,
      },
    ]);
    // One inbound dock is left in service.
    const day = localTime(f.timezone, "10:00", 3);
    const slots = (await op("get_facility_availability", availabilityBody(f.id, day), staff)).json.slots;
    expect(new Set(slots.map((s: { free_docks: number }) => s.free_docks))).toEqual(new Set([1]));
  });

  it("refuse bad values with the field that is wrong", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const update = (body: Record<string, unknown>) =>
      op("update_facility_settings", { facility_id: f.id, ...body }, staff);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        {
          open_hours: [
            {
              weekday: 1,
              periods: [
                { start: "08:00", end: "12:00" },
                { start: "11:00", end: "13:00" },
              ],
            },
          ],
        },
        "open_hours[0].periods[1].start",
        "overlapping",
      ],
      [
        { open_hours: [{ weekday: 2, periods: [{ start: "12:00", end: "08:00" }] }] },
        "open_hours[0].periods[0].end",
        "end_before_start",
      ],
      [{ open_hours: [{ weekday: 8, periods: [] }] }, "open_hours[0].weekday", "out_of_range"],
      [{ time_zone: "Mars/Olympus" }, "time_zone", "invalid_time_zone"],
      [{ slot_step_minutes: 7 }, "slot_step_minutes", "invalid_value"],
      [{ horizon_days: 0 }, "horizon_days", "out_of_range"],
      [{ docks: [{ name: "Dock 2", directions: ["Inbound"] }] }, "docks[0].name", "duplicate"],
      [{ docks: [{ name: "Door X", directions: [] }] }, "docks[0].directions", "too_small"],
      [{ closed_dates: [{ date: "2026-02-30" }] }, "closed_dates[0].date", "invalid_format"],
    ];
    for (const [body, field] of cases) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        res.json.details.map((d: { field: string }) => d.field),
        JSON.stringify(res.json),
      ).toContain(field);
    }
    // Nothing of the refused changes stuck, and nothing was recorded.
    const after = (await op("get_facility_settings", { facility_id: f.id }, staff)).json;
    expect(after).toMatchObject({
      time_zone: "America/Chicago",
      history: [expect.objectContaining({ changes: { created: [null, f.name] } })],
    });
  });

  it("keep the facility's default language: English at first, one of Dockside's languages, recorded", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const read = async () => (await op("get_facility_settings", { facility_id: f.id }, staff)).json;
    expect((await read()).default_locale).toBe("en");

    const changed = await op("update_facility_settings", { facility_id: f.id, default_locale: "pl" }, staff);
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.default_locale).toBe("pl");
    const after = await read();
    expect(after.default_locale).toBe("pl");
    expect(after.history[0].changes).toEqual({ default_locale: ["en", "pl"] });
    // Left out, it stays as it is.
    await op("update_facility_settings", { facility_id: f.id, reminder_hours: 12 }, staff);
    expect((await read()).default_locale).toBe("pl");

    for (const bad of ["it", "de-DE", "", 5]) {
      const res = await op("update_facility_settings", { facility_id: f.id, default_locale: bad }, staff);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json).toMatchObject({ code: "invalid_argument" });
      expect(res.json.details).toContainEqual(expect.objectContaining({ field: "default_locale" }));
    }
    expect((await read()).default_locale).toBe("pl");
  });

  it("keep the facility's country and phone, by which drivers' numbers are read, and refuse bad ones", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const read = async () => (await op("get_facility_settings", { facility_id: f.id }, staff)).json;
    expect(await read()).toMatchObject({ country: "US", phone: "" });

    // A number without a country code is read with the country sent beside it.
    const changed = await op(
      "update_facility_settings",
      { facility_id: f.id, country: "de", phone: "030 901820" },
      staff,
    );
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json).toMatchObject({ country: "DE", phone: "+4930901820" });
    expect((await read()).history[0].changes).toEqual({
      country: ["US", "DE"],
      phone: ["", "+4930901820"],
    });
    // A driver's number is read as German now.
    const booked = await call(
      "request",
      bookingBody(f.id, localTime(f.timezone, "10:00", 2), 60, { carrier_driver_phone: "0171 1234567" }),
      { token: staff },
    );
    expect(booked.status, booked.text).toBe(200);
    expect(booked.json.carrier_driver_phone).toBe("+491711234567");

    for (const [body, field, reason] of [
      [{ country: "XX" }, "country", "invalid_country"],
      [{ country: "Germany" }, "country", "invalid_country"],
      [{ phone: "12" }, "phone", "invalid_phone"],
      // Read as a number of the facility's own country: a US number written nationally is not German.
      [{ phone: "(312) 555-0100" }, "phone", "invalid_phone"],
    ] as const) {
      const res = await op("update_facility_settings", { facility_id: f.id, ...body }, staff);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ code: "invalid_argument" });
      expect(res.json.details, JSON.stringify(res.json)).toContainEqual(
        expect.objectContaining({ field, reason }),
      );
    }
    // "" takes the number away; what was refused changed nothing.
    const cleared = await op("update_facility_settings", { facility_id: f.id, phone: "" }, staff);
    expect(cleared.json).toMatchObject({ country: "DE", phone: "" });
  });
});
