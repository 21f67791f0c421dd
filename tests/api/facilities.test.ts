// get_facilities: a staff member's own facilities with their docks, in order.
import { describe, expect, it } from "vitest";
import {
  bookingBody,
  call,
  carrierToken,
  db,
  insertAppointment,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op } from "./ops";
import { outsiderToken } from "./support/outsider";

describe("get_facilities", () => {
  it("answers only the facilities a staff token is assigned to, with docks in order and active load types", async () => {
    const mine = await makeFacility({ docks: 3, timeZone: "Europe/Berlin" });
    const other = await makeFacility();
    await db.dock.update({ where: { id: mine.docks[2].id }, data: { active: false, inbound: false } });
    await db.loadType.createMany({
      data: [
        { facilityId: mine.id, name: "Pallets, floor", durationMinutes: 90, outbound: false },
        { facilityId: mine.id, name: "Retired", active: false },
      ],
    });
    const res = await op("get_facilities", {}, await staffToken([mine.id]));
    expect(res.status).toBe(200);
    expect(res.json.map((f: { id: string }) => f.id)).toEqual([mine.id]);
    expect(res.json[0]).toMatchObject({
      name: mine.name,
      time_zone: "Europe/Berlin",
      docks: [
        { name: "Dock 1", directions: ["Inbound", "Outbound"], active: true },
        { name: "Dock 2", directions: ["Inbound", "Outbound"], active: true },
        { name: "Dock 3", directions: ["Outbound"], active: false },
      ],
      load_types: [{ name: "Pallets, floor", duration_minutes: 90, directions: ["Inbound"] }],
    });
    expect(JSON.stringify(res.json)).not.toContain(other.id);
  });

  it("names each facility's country, by which the calendar shows drivers' numbers", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const country = async () => (await op("get_facilities", {}, staff)).json[0].country;
    expect(await country()).toBe("US");
    await op("update_facility_settings", { facility_id: f.id, country: "de" }, staff);
    expect(await country()).toBe("DE");
  });

  it("refuses carriers and callers without a token", async () => {
    expect((await op("get_facilities", {}, (await carrierToken()).token)).json).toMatchObject({
      code: "permission_denied",
    });
    expect((await op("get_facilities", {})).status).toBe(401);
  });
});

describe("get_pending_requests", () => {
  it("lists the caller's facilities' Requested appointments that have not ended, oldest request first", async () => {
    const f = await makeFacility({ instantBooking: false });
    const other = await makeFacility({ instantBooking: false });
    const staff = await staffToken([f.id]);
    const start = localTime(f.timezone, "10:00", 3);
    const first = await call("request", bookingBody(f.id, start), { token: staff });
    const second = await call("request", bookingBody(f.id, start.minus({ hours: 3 })), { token: staff });
    await call("request", bookingBody(other.id, start), { token: await staffToken([other.id]) });
    // Approved, past, or at another facility: not waiting.
    const approved = await call("request", bookingBody(f.id, start.plus({ hours: 3 })), { token: staff });
    await op("update_facility_appointment_status", { id: approved.json.id, action: "approve" }, staff);
    await insertAppointment(f.id, new Date(Date.now() - 3 * 3600_000), 60, { status: "Requested" });

    const res = await op("get_pending_requests", {}, staff);
    expect(res.status).toBe(200);
    expect(res.json.appointments.map((a: { id: string }) => a.id)).toEqual([first.json.id, second.json.id]);
    expect(res.json.facilities).toEqual([{ id: f.id, name: f.name, time_zone: "America/Chicago" }]);
  });

  it("refuses carriers, and staff asking for a facility not theirs", async () => {
    const f = await makeFacility();
    expect((await op("get_pending_requests", {}, (await carrierToken()).token)).status).toBe(403);
    expect((await op("get_pending_requests", { facility_id: f.id }, await outsiderToken())).status).toBe(403);
  });
});
