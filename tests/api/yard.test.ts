import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { yard } from "@/lib/appointments/yard-schema";
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
import { op, setStatus } from "./ops";
import { adminSession } from "./support/admin-session";

const MIN = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MIN);
/** Whole minutes between two instants, as the operation counts them. */
const whole = (from: Date | string, to: Date | string) =>
  Math.floor((new Date(to).getTime() - new Date(from).getTime()) / MIN);

type Truck = {
  appointment: { id: string; status: string };
  state: string;
  on_site_minutes: number;
  waiting_minutes: number;
  door_minutes: number | null;
  over_free_time: boolean;
};

async function yardOf(facilityId: string, token: string) {
  const res = await op("list_yard", { facility_id: facilityId }, token);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const body = yard.strict().parse(res.json);
  expect(body.facilities.map((f) => f.id)).toEqual([facilityId]);
  return { asOf: body.as_of, facility: body.facilities[0], trucks: res.json.facilities[0].trucks as Truck[] };
}

describe("list_yard", () => {
  it("lists the trucks checked in and not checked out, longest on site first, with minutes from their stamps", async () => {
    const f = await makeFacility();
    await db.facility.update({ where: { id: f.id }, data: { freeTimeMinutes: 120 } });
    const staff = await staffToken([f.id]);
    const start = ago(240);
    const gate = await insertAppointment(f.id, start, 60, { status: "Arrived", checkedInAt: ago(30) });
    const door = await insertAppointment(f.id, start, 60, {
      status: "InProgress",
      checkedInAt: ago(95),
      loadStartedAt: ago(52),
    });
    const loaded = await insertAppointment(f.id, start, 60, {
      status: "Completed",
      checkedInAt: ago(200),
      loadStartedAt: ago(151),
      loadFinishedAt: ago(103),
    });
    const drop = await insertAppointment(f.id, start, 60, {
      status: "Arrived",
      loadingType: "Drop",
      checkedInAt: ago(20),
      checkedOutAt: ago(10),
    });
    const left = await insertAppointment(f.id, start, 60, {
      status: "Completed",
      checkedInAt: ago(300),
      loadStartedAt: ago(280),
      loadFinishedAt: ago(260),
      checkedOutAt: ago(250),
    });
    const expected = await insertAppointment(f.id, new Date(Date.now() + 60 * MIN), 60);
    // Never on site, whatever a stamp says: a no-show and a cancelled appointment.
    const noShow = await insertAppointment(f.id, start, 60, { status: "NoShow", checkedInAt: ago(40) });
    const cancelled = await insertAppointment(f.id, start, 60, { status: "Cancelled", checkedInAt: ago(40) });

    const { asOf, facility, trucks } = await yardOf(f.id, staff);
    expect(facility).toMatchObject({ name: f.name, time_zone: f.timezone, free_time_minutes: 120 });
    expect(trucks.map((t) => t.appointment.id)).toEqual([loaded.id, door.id, gate.id]);
    const listed = new Set(trucks.map((t) => t.appointment.id));
    for (const absent of [drop, left, expected, noShow, cancelled]) expect(listed.has(absent.id)).toBe(false);

    const [l, d, g] = trucks;
    expect(l).toMatchObject({
      state: "loaded",
      on_site_minutes: whole(loaded.checkedInAt!, asOf),
      waiting_minutes: whole(loaded.checkedInAt!, loaded.loadStartedAt!),
      door_minutes: whole(loaded.loadStartedAt!, loaded.loadFinishedAt!),
      over_free_time: true,
    });
    expect(l.waiting_minutes).toBe(49);
    expect(l.door_minutes).toBe(48);
    expect(d).toMatchObject({
      state: "at_door",
      on_site_minutes: whole(door.checkedInAt!, asOf),
      waiting_minutes: whole(door.checkedInAt!, door.loadStartedAt!),
      door_minutes: whole(door.loadStartedAt!, asOf),
      over_free_time: false,
    });
    expect(d.waiting_minutes).toBe(43);
    expect(g).toMatchObject({
      state: "at_gate",
      on_site_minutes: whole(gate.checkedInAt!, asOf),
      waiting_minutes: whole(gate.checkedInAt!, asOf),
      door_minutes: null,
      over_free_time: false,
    });
  });

  it("flags a truck past the facility's own free time", async () => {
    const f = await makeFacility();
    await db.facility.update({ where: { id: f.id }, data: { freeTimeMinutes: 45 } });
    const staff = await staffToken([f.id]);
    const long = await insertAppointment(f.id, ago(120), 60, { status: "Arrived", checkedInAt: ago(50) });
    const short = await insertAppointment(f.id, ago(120), 60, { status: "Arrived", checkedInAt: ago(10) });
    const { facility, trucks } = await yardOf(f.id, staff);
    expect(facility.free_time_minutes).toBe(45);
    expect(trucks.map((t) => [t.appointment.id, t.over_free_time])).toEqual([
      [long.id, true],
      [short.id, false],
    ]);
  });

  it("follows a truck through the status operations: waiting, at the door, loaded, gone when checked out", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const booked = await call("request", bookingBody(f.id, localTime(f.timezone, "10:00")), { token: staff });
    const id = booked.json.id as string;
    expect((await yardOf(f.id, staff)).trucks).toEqual([]);
    const steps: [string, string, boolean][] = [
      ["check_in", "at_gate", false],
      ["start_loading", "at_door", true],
      ["finish_loading", "loaded", true],
    ];
    for (const [action, state, atDoor] of steps) {
      expect((await setStatus(id, action, staff)).status).toBe(200);
      const [truck] = (await yardOf(f.id, staff)).trucks;
      expect(truck.appointment.id).toBe(id);
      expect(truck.state).toBe(state);
      expect(truck.door_minutes !== null).toBe(atDoor);
    }
    expect((await setStatus(id, "check_out", staff)).status).toBe(200);
    expect((await yardOf(f.id, staff)).trucks).toEqual([]);
    // An undone check-out puts the truck back in the yard.
    expect((await setStatus(id, "undo", staff)).status).toBe(200);
    expect((await yardOf(f.id, staff)).trucks.map((t) => t.state)).toEqual(["loaded"]);
  });

  it("shows staff only their own facilities, and carriers nothing", async () => {
    const mine = await makeFacility({ name: `A yard ${randomUUID().slice(0, 6)}` });
    const other = await makeFacility();
    const staff = await staffToken([mine.id]);
    await insertAppointment(other.id, ago(60), 60, { status: "Arrived", checkedInAt: ago(5) });
    const own = await insertAppointment(mine.id, ago(60), 60, { status: "Arrived", checkedInAt: ago(5) });

    const all = await op("list_yard", {}, staff);
    expect(all.status).toBe(200);
    expect(all.json.facilities.map((f: { id: string }) => f.id)).toEqual([mine.id]);
    expect(all.json.facilities[0].trucks.map((t: Truck) => t.appointment.id)).toEqual([own.id]);

    const foreign = await op("list_yard", { facility_id: other.id }, staff);
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe("permission_denied");

    const carrier = await carrierToken();
    for (const body of [{}, { facility_id: mine.id }]) {
      const res = await op("list_yard", body, carrier.token);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("permission_denied");
    }
    expect((await op("list_yard", {}, null)).status).toBe(401);
  });

  it("answers a bad or unknown facility id with a 4xx", async () => {
    const staff = await staffToken([(await makeFacility()).id]);
    const bad = await op("list_yard", { facility_id: "yard-1" }, staff);
    expect(bad.status).toBe(400);
    expect(bad.json.details[0]).toMatchObject({ field: "facility_id" });
    const admin = await adminSession();
    const unknown = await op("list_yard", { facility_id: randomUUID() }, null, admin.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("not_found");
  });
});
