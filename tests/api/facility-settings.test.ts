// Admins create facilities through the API; every facility's settings history
// pages back through its changes; a dock is deleted only while no appointment
// ever used it.
import { describe, expect, it } from "vitest";
import {
  bookingBody,
  call,
  carrierToken,
  expectError,
  insertAppointment,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op } from "./ops";
import { adminSession } from "./support/admin-session";

/** An op() answer that is the contract's refusal with this detail. */
function expectRefusal(
  res: Awaited<ReturnType<typeof op>>,
  status: number,
  detail: { field: string; reason: string },
) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.details).toContainEqual(expect.objectContaining(detail));
}

describe("create_facility", () => {
  it("makes a facility from the settings sent, bookable at once, with 'created' first in its history", async () => {
    const admin = await adminSession();
    const name = `Created DC ${crypto.randomUUID().slice(0, 6)}`;
    const made = await op(
      "create_facility",
      {
        name,
        time_zone: "America/Denver",
        instant_booking: true,
        open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          periods: [{ start: "06:00", end: "10:00" }],
        })),
        horizon_days: 60,
      },
      null,
      admin.headers,
    );
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(made.json).toMatchObject({
      name,
      time_zone: "America/Denver",
      instant_booking: true,
      horizon_days: 60,
      slot_step_minutes: 30,
      closed_dates: [],
      load_types: [],
    });
    expect(made.json.docks.map((d: { name: string }) => d.name)).toEqual(["Dock 1", "Dock 2"]);
    expect(made.json.history).toEqual([
      expect.objectContaining({
        actor: `user:${admin.id}`,
        actor_name: "Ada Admin",
        changes: { created: [null, name] },
      }),
    ]);

    const staff = await staffToken([made.json.id]);
    expect(
      (
        await call("request", bookingBody(made.json.id, localTime("America/Denver", "06:00", 3)), {
          token: staff,
        })
      ).json.status,
    ).toBe("Scheduled");
    expectError(
      await call("request", bookingBody(made.json.id, localTime("America/Denver", "10:00", 3)), {
        token: staff,
      }),
      409,
      "conflict",
      { reason: "outside_open_hours" },
    );
  });

  it("opens weekdays 08:00-17:00 with two docks when nothing else is sent", async () => {
    const made = await op(
      "create_facility",
      { name: "Defaults DC", time_zone: "Europe/Berlin" },
      null,
      (await adminSession()).headers,
    );
    expect(made.json.open_hours.map((d: { periods: unknown[] }) => d.periods)).toEqual([
      ...Array(5).fill([{ start: "08:00", end: "17:00" }]),
      [],
      [],
    ]);
    expect(made.json).toMatchObject({ instant_booking: false, accepts_carrier_bookings: true });
  });

  it("is for admins only, and refuses bad settings with their field", async () => {
    const f = await makeFacility();
    expect(
      (await op("create_facility", { name: "X", time_zone: "UTC" }, await staffToken([f.id]))).status,
    ).toBe(403);
    expect(
      (await op("create_facility", { name: "X", time_zone: "UTC" }, (await carrierToken()).token)).status,
    ).toBe(403);
    const admin = (await adminSession()).headers;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ time_zone: "UTC" }, "name", "required"],
      [{ name: "X", time_zone: "Europe/Atlantis" }, "time_zone", "invalid_time_zone"],
      [
        {
          name: "X",
          time_zone: "UTC",
          docks: [
            { name: "A", directions: ["Inbound"] },
            { name: "a", directions: ["Outbound"] },
          ],
        },
        "docks[1].name",
        "duplicate",
      ],
      [
        {
          name: "X",
          time_zone: "UTC",
          docks: [{ id: crypto.randomUUID(), name: "A", directions: ["Inbound"] }],
        },
        "docks[0].id",
        "unknown",
      ],
      [{ name: "X", time_zone: "UTC", buffer_minutes: 241 }, "buffer_minutes", "too_big"],
    ];
    for (const [body, field, reason] of cases)
      expectRefusal(await op("create_facility", body, null, admin), 400, { field, reason });
  });
});

describe("get_facility_settings_history", () => {
  it("pages back through the changes, newest first, to the facility's staff only", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    for (const buffer of [5, 10, 15])
      expect(
        (await op("update_facility_settings", { facility_id: f.id, buffer_minutes: buffer }, staff)).status,
      ).toBe(200);
    const first = await op("get_facility_settings_history", { facility_id: f.id, limit: 2 }, staff);
    expect(first.status).toBe(200);
    expect(
      first.json.changes.map((c: { changes: { buffer_minutes: number[] } }) => c.changes.buffer_minutes),
    ).toEqual([
      [10, 15],
      [5, 10],
    ]);
    const second = await op(
      "get_facility_settings_history",
      { facility_id: f.id, limit: 2, before: first.json.next_cursor },
      staff,
    );
    // A facility made outside the app (command line, demo) starts its history from "created" too.
    expect(second.json.changes).toEqual([
      expect.objectContaining({ changes: { buffer_minutes: [0, 5] } }),
      expect.objectContaining({ changes: { created: [null, f.name] }, actor: expect.any(String) }),
    ]);
    const last = await op(
      "get_facility_settings_history",
      { facility_id: f.id, limit: 2, before: second.json.next_cursor ?? undefined },
      staff,
    );
    expect(second.json.next_cursor === null || last.json.changes.length === 0).toBe(true);

    const other = await makeFacility();
    expect(
      (await op("get_facility_settings_history", { facility_id: f.id }, await staffToken([other.id]))).status,
    ).toBe(403);
    expect(
      (await op("get_facility_settings_history", { facility_id: f.id }, (await carrierToken()).token)).status,
    ).toBe(403);
    // Another facility's cursor is not one of this facility's changes.
    await op(
      "update_facility_settings",
      { facility_id: other.id, buffer_minutes: 5 },
      await staffToken([other.id]),
    );
    const foreign = (
      await op("get_facility_settings_history", { facility_id: other.id }, await staffToken([other.id]))
    ).json.changes[0].id;
    expectRefusal(
      await op("get_facility_settings_history", { facility_id: f.id, before: foreign }, staff),
      400,
      { field: "before", reason: "unknown_cursor" },
    );
  });
});

describe("removing a dock", () => {
  it("deletes one no appointment used, refuses one that has appointments, and records both tries honestly", async () => {
    const f = await makeFacility({ docks: 3 });
    const staff = await staffToken([f.id]);
    const [used, , spare] = f.docks;
    await insertAppointment(f.id, localTime(f.timezone, "09:00", 2).toJSDate(), 60, {
      dockId: used.id,
      status: "Completed",
    });

    const dock = (d: { id: string; name: string }) => ({
      id: d.id,
      name: d.name,
      directions: ["Inbound", "Outbound"],
      remove: true,
    });
    const refused = await op(
      "update_facility_settings",
      { facility_id: f.id, name: "Renamed", docks: [dock(used)] },
      staff,
    );
    expectRefusal(refused, 409, { field: "docks[0].id", reason: "dock_has_appointments" });
    const unchanged = (await op("get_facility_settings", { facility_id: f.id }, staff)).json;
    expect(unchanged.name).toBe(f.name);
    expect(unchanged.docks).toHaveLength(3);
    expect(unchanged.history.map((h: { changes: object }) => h.changes)).toEqual([
      { created: [null, f.name] },
    ]);

    const removed = await op(
      "update_facility_settings",
      { facility_id: f.id, docks: [dock(spare), { name: spare.name, directions: ["Inbound"] }] },
      staff,
    );
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(removed.json.docks.map((d: { id: string }) => d.id)).not.toContain(spare.id);
    // Its name is free again in the same change.
    expect(removed.json.docks.map((d: { name: string }) => d.name)).toEqual(["Dock 1", "Dock 2", "Dock 3"]);
    expect(removed.json.history[0].changes.docks[0]).toHaveLength(3);
  });
});
