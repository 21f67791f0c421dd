import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { closeDate } from "@/lib/facilities/service";
import {
  bookingBody,
  call,
  carrierToken,
  db,
  localTime,
  makeFacility,
  staffToken,
  availabilityBody,
} from "./helpers";
import { doubleBooked, op, reschedule, setStatus } from "./ops";
import { intBetween, mulberry32 } from "./prng";

const book = async (
  facilityId: string,
  start: DateTime,
  token: string,
  minutes = 60,
  extra: Record<string, unknown> = {},
) => {
  const res = await call("request", bookingBody(facilityId, start, minutes, extra), { token });
  expect(res.status, res.text).toBe(200);
  return res.json;
};

describe("reschedule_facility_appointment", () => {
  it("moves an appointment, keeping its id, confirmation code, dock and history", async () => {
    const f = await makeFacility({ timeZone: "Europe/Berlin" });
    const staff = await staffToken([f.id]);
    const start = localTime(f.timezone, "10:00");
    const a = await book(f.id, start, staff);
    const moved = await reschedule(a.id, start.plus({ days: 1, hours: 3 }), 90, staff);
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json).toMatchObject({
      id: a.id,
      confirmation_code: a.confirmation_code,
      dock: a.dock,
      status: "Scheduled",
      scheduled_start_time: start.plus({ days: 1, hours: 3 }).toUTC().toISO(),
      scheduled_end_time: start.plus({ days: 1, hours: 4, minutes: 30 }).toUTC().toISO(),
    });
    expect(moved.json.updated_at > a.updated_at).toBe(true);
    const events = await db.appointmentEvent.findMany({
      where: { appointmentId: a.id },
      orderBy: { at: "asc" },
    });
    expect(events.map((e) => e.action)).toEqual(["requested", "rescheduled"]);
    expect(JSON.parse(events[1].changes)).toEqual({
      scheduled_start_time: [a.scheduled_start_time, moved.json.scheduled_start_time],
      scheduled_end_time: [a.scheduled_end_time, moved.json.scheduled_end_time],
    });
  });

  it("applies the request's rules to the new time", async () => {
    const f = await makeFacility({ hours: "Mon-Fri 08:00-17:00", minNoticeMinutes: 120, horizonDays: 30 });
    const staff = await staffToken([f.id]);
    const wed = localTime(f.timezone, "09:00", 3, 3);
    const a = await book(f.id, wed, staff);
    const refused = async (start: DateTime, minutes: number) =>
      (await reschedule(a.id, start, minutes, staff)).json;
    expect((await refused(wed.set({ hour: 16, minute: 30 }), 60)).details[0]).toMatchObject({
      reason: "outside_open_hours",
      field: "scheduled_start_time",
    });
    expect((await refused(localTime(f.timezone, "09:00", 3, 6), 60)).details[0].reason).toBe(
      "outside_open_hours",
    );
    expect((await refused(wed.plus({ days: 35 }), 60)).details[0].reason).toBe("too_far_ahead");
    expect((await refused(DateTime.now().minus({ hours: 1 }), 60)).details[0]).toMatchObject({
      reason: "in_the_past",
    });
    await closeDate(db, f.id, wed.plus({ days: 1 }).toISODate()!);
    expect((await refused(wed.plus({ days: 1 }), 60)).details[0].reason).toBe("facility_closed");
    const soon = await makeFacility({ minNoticeMinutes: 240 });
    const s = await book(soon.id, localTime(soon.timezone, "09:00", 3), await staffToken([soon.id]));
    expect(
      (await reschedule(s.id, DateTime.now().plus({ hours: 1 }), 60, await staffToken([soon.id]))).json
        .details[0].reason,
    ).toBe("too_soon");
    expect((await reschedule(a.id, wed, 4, staff)).json.details[0]).toMatchObject({
      field: "scheduled_end_time",
      reason: "duration_out_of_range",
    });
    expect(
      (
        await op(
          "reschedule_facility_appointment",
          {
            id: a.id,
            scheduled_start_time: "2026-12-01T10:00:00",
            scheduled_end_time: "2026-12-01T11:00:00Z",
          },
          staff,
        )
      ).status,
    ).toBe(400);
    // Nothing moved.
    expect((await op("get_facility_appointment", { id: a.id }, staff)).json.scheduled_start_time).toBe(
      a.scheduled_start_time,
    );
  });

  it("counts every dock but the appointment's own, keeping its dock when free", async () => {
    const f = await makeFacility({ docks: 2, bufferMinutes: 15 });
    const staff = await staffToken([f.id]);
    const ten = localTime(f.timezone, "10:00");
    const a = await book(f.id, ten, staff); // Dock 1
    const b = await book(f.id, ten, staff); // Dock 2
    expect((await reschedule(b.id, ten.plus({ minutes: 30 }), 60, staff)).json.dock).toBe("Dock 2");
    await book(f.id, ten.plus({ hours: 2 }), staff); // Dock 1, 12:00-13:00
    // 11:00-12:00 on Dock 2 is free of b itself; Dock 1 would clash with a and the 12:00 buffer.
    expect((await reschedule(b.id, ten.plus({ hours: 1 }), 60, staff)).json).toMatchObject({
      dock: "Dock 2",
      status: "Scheduled",
    });
    expect((await reschedule(a.id, ten.plus({ hours: 2, minutes: 30 }), 60, staff)).json.dock).toBe("Dock 2");
    const full = await reschedule(b.id, ten.plus({ hours: 2 }), 60, staff);
    expect(full.status).toBe(409);
    expect(full.json.details[0].reason).toBe("no_capacity");
    expect(await doubleBooked(db, f.id, 15)).toEqual([]);
  });

  it("refuses appointments that are no longer Requested or Scheduled", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const a = await book(f.id, localTime(f.timezone, "10:00"), staff);
    await setStatus(a.id, "check_in", staff);
    const res = await reschedule(a.id, localTime(f.timezone, "12:00"), 60, staff);
    expect(res.status).toBe(409);
    expect(res.json.details[0]).toMatchObject({
      reason: "invalid_transition",
      message: "cannot reschedule an appointment that is Arrived",
    });
  });

  it("lets carriers move their own appointments outside the cut-off, back to Requested where staff approve", async () => {
    const f = await makeFacility({ cancelCutoffMinutes: 12 * 60, instantBooking: false });
    const staff = await staffToken([f.id]);
    const mine = await carrierToken();
    const far = await book(f.id, localTime(f.timezone, "10:00", 3), mine.token);
    await setStatus(far.id, "approve", staff);
    const moved = await reschedule(far.id, localTime(f.timezone, "14:00", 4), 60, mine.token);
    expect(moved.json).toMatchObject({ status: "Requested", notes: "" });
    expect(
      (await reschedule(far.id, localTime(f.timezone, "15:00", 4), 60, (await carrierToken()).token)).status,
    ).toBe(404);

    const near = await book(f.id, DateTime.now().plus({ hours: 2 }).startOf("hour"), mine.token);
    const inside = await reschedule(near.id, localTime(f.timezone, "10:00", 5), 60, mine.token);
    expect(inside.json.details[0].reason).toBe("inside_cutoff");
    await setStatus(near.id, "approve", staff);
    expect((await reschedule(near.id, localTime(f.timezone, "10:00", 5), 60, staff)).json.status).toBe(
      "Scheduled",
    );
  });

  it("has availability that counts the appointment's own time as free when asked", async () => {
    const f = await makeFacility({ docks: 1, slotStepMinutes: 30 });
    const staff = await staffToken([f.id]);
    const ten = localTime(f.timezone, "10:00");
    const a = await book(f.id, ten, staff);
    const body = availabilityBody(f.id, ten);
    const at = (res: { json: { slots: { start_time: string }[] } }) =>
      res.json.slots.map((s) => DateTime.fromISO(s.start_time, { zone: f.timezone }).toFormat("HH:mm"));
    expect(at(await op("get_facility_availability", body, staff))).not.toContain("10:30");
    const own = at(await op("get_facility_availability", { ...body, exclude_appointment_id: a.id }, staff));
    expect(own).toContain("10:30");
    expect((await reschedule(a.id, ten.plus({ minutes: 30 }), 60, staff)).status).toBe(200);
    const other = await makeFacility();
    expect(
      (
        await op(
          "get_facility_availability",
          { ...body, exclude_appointment_id: a.id, facility_id: other.id },
          await staffToken([other.id, f.id]),
        )
      ).status,
    ).toBe(404);
  });

  it("never leaves two holding appointments on one dock when reschedules and approvals race", async () => {
    const rnd = mulberry32(42);
    const f = await makeFacility({ docks: 2, instantBooking: false, bufferMinutes: 10 });
    const staff = await staffToken([f.id]);
    const day = localTime(f.timezone, "06:00", 2);
    const list = [];
    for (let i = 0; i < 10; i++) list.push(await book(f.id, day.plus({ hours: 2 * i }), staff));
    const results = await Promise.all(
      list.flatMap((a) => [
        reschedule(a.id, day.plus({ hours: 24, minutes: 15 * intBetween(rnd, 0, 4) }), 60, staff),
        setStatus(a.id, "approve", staff),
      ]),
    );
    expect(
      results.every((r) => [200, 409].includes(r.status)),
      JSON.stringify(results.filter((r) => ![200, 409].includes(r.status)).map((r) => r.json)),
    ).toBe(true);
    const moved = results.filter((r, i) => i % 2 === 0 && r.status === 200);
    expect(moved.length).toBeGreaterThanOrEqual(2);
    expect(moved.length).toBeLessThanOrEqual(4);
    expect(results.filter((r, i) => i % 2 === 1).every((r) => r.status === 200)).toBe(true);
    expect(await doubleBooked(db, f.id, 10)).toEqual([]);
  });
});

describe("update_facility_appointment", () => {
  it('changes yard details and notes for staff; "" clears', async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const a = await book(f.id, localTime(f.timezone, "10:00"), staff);
    const eta = localTime(f.timezone, "09:40").toUTC().toISO();
    const res = await op(
      "update_facility_appointment",
      {
        id: a.id,
        trailer_number: " TR-88 ",
        seal_number: "S-1",
        estimated_start_datetime: eta,
        forklift: "FL-2",
        notes: "pallets wrapped",
        public_notes: "use gate 3",
      },
      staff,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      trailer_number: "TR-88",
      seal_number: "S-1",
      estimated_start_datetime: eta,
      forklift: "FL-2",
      notes: "pallets wrapped",
      public_notes: "use gate 3",
    });
    const cleared = await op(
      "update_facility_appointment",
      { id: a.id, trailer_number: "", estimated_start_datetime: "", seal_number: null },
      staff,
    );
    expect(cleared.json).toMatchObject({
      trailer_number: null,
      estimated_start_datetime: null,
      seal_number: "S-1",
    });
    const same = await op("update_facility_appointment", { id: a.id, forklift: "FL-2" }, staff);
    expect(same.json.updated_at).toBe(cleared.json.updated_at);
    expect(
      (await op("update_facility_appointment", { id: a.id, estimated_start_datetime: "soon" }, staff)).status,
    ).toBe(400);
  });

  it("lets the carrier set its trailer, seal and ETA, and nothing else", async () => {
    const f = await makeFacility();
    const mine = await carrierToken();
    const a = await book(f.id, localTime(f.timezone, "10:00"), mine.token);
    const ok = await op(
      "update_facility_appointment",
      {
        id: a.id,
        trailer_number: "T-9",
        seal_number: "77",
        estimated_start_datetime: "2030-01-01T10:00:00+01:00",
      },
      mine.token,
    );
    expect(ok.json).toMatchObject({
      trailer_number: "T-9",
      seal_number: "77",
      estimated_start_datetime: "2030-01-01T09:00:00.000Z",
    });
    const denied = await op(
      "update_facility_appointment",
      { id: a.id, notes: "x", dock: "Dock 2", trailer_number: "T-10" },
      mine.token,
    );
    expect(denied.status).toBe(403);
    expect(denied.json.details.map((d: { field: string }) => d.field)).toEqual(["dock", "notes"]);
    expect(
      (
        await op(
          "update_facility_appointment",
          { id: a.id, trailer_number: "T-1" },
          (await carrierToken()).token,
        )
      ).status,
    ).toBe(404);
  });

  it("moves an appointment to another dock only when that dock serves it and is free", async () => {
    const f = await makeFacility({ docks: [{ name: "A" }, { name: "B" }, { name: "Out", inbound: false }] });
    const staff = await staffToken([f.id]);
    const ten = localTime(f.timezone, "10:00");
    const a = await book(f.id, ten, staff);
    const b = await book(f.id, ten.plus({ minutes: 30 }), staff);
    expect([a.dock, b.dock]).toEqual(["A", "B"]);
    const busy = await op("update_facility_appointment", { id: a.id, dock: "B" }, staff);
    expect(busy.status).toBe(409);
    expect(busy.json.details[0]).toMatchObject({ field: "dock", reason: "no_capacity" });
    expect(
      (await op("update_facility_appointment", { id: a.id, dock: "Out" }, staff)).json.details[0],
    ).toMatchObject({ field: "dock", reason: "wrong_direction" });
    expect(
      (await op("update_facility_appointment", { id: a.id, dock: "Z" }, staff)).json.details[0].reason,
    ).toBe("unknown_dock");
    await setStatus(b.id, "cancel", staff);
    expect((await op("update_facility_appointment", { id: a.id, dock: "B" }, staff)).json.dock).toBe("B");
    const closed = await op("update_facility_appointment", { id: b.id, dock: "A" }, staff);
    expect(closed.json.details[0]).toMatchObject({
      reason: "invalid_transition",
      message: "cannot change the dock of an appointment that is Cancelled",
    });
    expect(await doubleBooked(db, f.id)).toEqual([]);
  });
});
