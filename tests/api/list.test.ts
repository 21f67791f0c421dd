// get_facility_appointments: each selector, its bounds, its order, and every
// status; full dates read in the facility's zone, across daylight saving.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { STATUSES } from "@/lib/core/vocabulary";
import { bookingBody, call, db, insertAppointment, localTime, makeFacility, staffToken } from "./helpers";

type Listed = {
  id: string;
  scheduled_start_time: string;
  created_at: string;
  updated_at: string;
  status: string;
};

async function list(token: string, facilityId: string, selector: Record<string, unknown>): Promise<Listed[]> {
  const res = await call("list", { facility_id: facilityId, ...selector }, { token });
  expect(res.status, res.text).toBe(200);
  expect(Array.isArray(res.json)).toBe(true);
  return res.json;
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const byThenId = (key: keyof Listed) => (a: Listed, b: Listed) =>
  a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id < b.id ? -1 : 1;

/** The next `count` local days in `zone`, at least two days away, on which the UTC offset changes. */
function dstChangeDays(zone: string, count: number): DateTime[] {
  const days: DateTime[] = [];
  for (
    let d = DateTime.now().setZone(zone).plus({ days: 2 }).startOf("day");
    days.length < count;
    d = d.plus({ days: 1 })
  ) {
    if (d.offset !== d.endOf("day").offset) days.push(d);
  }
  return days;
}

describe("start and end (full dates in the facility's zone)", () => {
  // Europe/Berlin changes its clocks on other days than the test process's zone (America/St_Johns).
  const zone = "Europe/Berlin";

  it.each(
    dstChangeDays(zone, 2).map(
      (d) => [d.toISODate(), d.plus({ days: 1 }).diff(d, "hours").hours, d] as const,
    ),
  )("on %s, a %d-hour day, selects from local midnight to local midnight", async (_, hours, day) => {
    expect(hours).not.toBe(24);
    const f = await makeFacility({ timeZone: zone, docks: 4 });
    const token = await staffToken([f.id]);
    const next = day.plus({ days: 1 }).startOf("day");
    const book = async (start: DateTime, end: DateTime) => {
      const res = await call(
        "request",
        { ...bookingBody(f.id, start), scheduled_end_time: end.toUTC().toISO() },
        { token },
      );
      expect(res.status, res.text).toBe(200);
      return res.json.id as string;
    };
    const prev = await book(day.minus({ minutes: 30 }), day);
    const first = await book(day, day.plus({ minutes: 30 }));
    const late = await book(next.minus({ hours: 1 }), next);
    const cross = await book(next.minus({ minutes: 30 }), next.plus({ minutes: 30 }));
    const after = await book(next, next.plus({ minutes: 30 }));

    const D = day.toISODate()!;
    const D1 = next.toISODate()!;
    const D0 = day.minus({ days: 1 }).toISODate()!;
    expect(ids(await list(token, f.id, { start: D, end: D }))).toEqual([first, late]);
    expect(ids(await list(token, f.id, { start: D1, end: D1 }))).toEqual([after]);
    expect(ids(await list(token, f.id, { start: D, end: D1 }))).toEqual([first, late, cross, after]);
    expect(ids(await list(token, f.id, { start: D0, end: D0 }))).toEqual([prev]);
    expect(ids(await list(token, f.id, { start: D0, end: D1 }))).toEqual([prev, first, late, cross, after]);
  });

  it("returns an appointment that crosses local midnight only when the range covers both days", async () => {
    const f = await makeFacility({ timeZone: "Asia/Kolkata" });
    const token = await staffToken([f.id]);
    const start = localTime(f.timezone, "23:00");
    const res = await call("request", bookingBody(f.id, start, 120), { token });
    expect(res.status).toBe(200);
    const [d, d1] = [start.toISODate()!, start.plus({ days: 1 }).toISODate()!];
    expect(await list(token, f.id, { start: d, end: d })).toEqual([]);
    expect(await list(token, f.id, { start: d1, end: d1 })).toEqual([]);
    expect(await list(token, f.id, { start: d, end: d1 })).toEqual([res.json]);
  });

  it("returns every occurrence of a series that falls inside", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const series = await db.recurringSeries.create({ data: { facilityId: f.id, repetitionType: "Daily" } });
    const first = localTime(f.timezone, "09:00", 5);
    const rows = [];
    for (let i = 0; i < 4; i++)
      rows.push(
        await insertAppointment(f.id, first.plus({ days: i }).toJSDate(), 60, {
          seriesId: series.id,
          seriesIndex: i,
        }),
      );
    const listed = await list(token, f.id, {
      start: first.plus({ days: 1 }).toISODate(),
      end: first.plus({ days: 2 }).toISODate(),
    });
    expect(ids(listed)).toEqual([rows[1].id, rows[2].id]);
    for (const a of listed)
      expect(a).toMatchObject({
        recurring_facility_appointment: { id: series.id, repetition_type: "Daily" },
      });
  });

  it("orders by scheduled_start_time, then id", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const day = localTime(f.timezone, "00:00", 3);
    for (const hour of [15, 9, 9, 9, 12, 9]) await insertAppointment(f.id, day.set({ hour }).toJSDate());
    const listed = await list(token, f.id, { start: day.toISODate(), end: day.toISODate() });
    expect(listed).toHaveLength(6);
    expect(ids(listed)).toEqual(ids([...listed].sort(byThenId("scheduled_start_time"))));
    expect(listed.map((a) => DateTime.fromISO(a.scheduled_start_time, { zone: f.timezone }).hour)).toEqual([
      9, 9, 9, 9, 12, 15,
    ]);
  });

  it("answers an empty range with an empty array", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    await insertAppointment(f.id, localTime(f.timezone, "10:00", 3).toJSDate());
    const empty = localTime(f.timezone, "10:00", 10).toISODate();
    const res = await call("list", { facility_id: f.id, start: empty, end: empty }, { token });
    expect(res.status).toBe(200);
    expect(res.text).toBe("[]");
  });
});

describe("start_created_at and end_created_at", () => {
  it("is inclusive at both ends and returns only the first occurrence of a series", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const lo = new Date("2026-03-01T10:00:00.000Z");
    const hi = new Date("2026-03-05T10:00:00.000Z");
    const at = (d: Date, ms: number) => new Date(d.getTime() + ms);
    const scheduled = localTime(f.timezone, "10:00", 3).toJSDate();
    const make = (createdAt: Date, extra = {}) =>
      insertAppointment(f.id, scheduled, 60, { createdAt, updatedAt: createdAt, ...extra });

    await make(at(lo, -1));
    const atLo = await make(lo);
    const inside = await make(at(lo, 3_600_000));
    const atHi = await make(hi);
    await make(at(hi, 1));
    const series = await db.recurringSeries.create({
      data: { facilityId: f.id, repetitionType: "Weekly", createdAt: at(lo, 7_200_000) },
    });
    const occurrences = [];
    for (let i = 0; i < 3; i++) {
      occurrences.push(
        await insertAppointment(f.id, at(scheduled, i * 7 * 86_400_000), 60, {
          createdAt: at(lo, 7_200_000),
          seriesId: series.id,
          seriesIndex: i,
        }),
      );
    }

    const listed = await list(token, f.id, {
      start_created_at: lo.toISOString(),
      end_created_at: "2026-03-05T05:00:00-05:00",
    });
    expect(ids(listed)).toEqual([atLo.id, inside.id, occurrences[0].id, atHi.id]);
    expect(listed[2]).toMatchObject({
      recurring_facility_appointment: { id: series.id, repetition_type: "Weekly" },
    });
  });

  it("orders by created_at, then id", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const t = new Date("2026-04-01T12:00:00.000Z");
    const scheduled = localTime(f.timezone, "10:00", 3);
    for (const [i, offset] of [5000, 0, 0, 0, 2500, 0].entries()) {
      await insertAppointment(f.id, scheduled.plus({ hours: i }).toJSDate(), 30, {
        createdAt: new Date(t.getTime() + offset),
      });
    }
    const listed = await list(token, f.id, {
      start_created_at: "2026-04-01T00:00:00Z",
      end_created_at: "2026-04-02T00:00:00Z",
    });
    expect(listed).toHaveLength(6);
    expect(ids(listed)).toEqual(ids([...listed].sort(byThenId("created_at"))));
    expect(listed[5].created_at).toBe("2026-04-01T12:00:05.000Z");
  });
});

describe("modified_range", () => {
  it("is inclusive at both ends, includes cancelled appointments, and orders by updated_at then id", async () => {
    const f = await makeFacility({ docks: 5 });
    const token = await staffToken([f.id]);
    const start = localTime(f.timezone, "10:00");
    const booked = [];
    for (let i = 0; i < 5; i++) {
      const res = await call("request", bookingBody(f.id, start), { token });
      expect(res.status).toBe(200);
      booked.push(res.json.id as string);
    }
    const lo = new Date("2026-05-01T00:00:00.000Z");
    const hi = new Date("2026-05-02T00:00:00.000Z");
    const set = (id: string, updatedAt: Date, data = {}) =>
      db.appointment.update({ where: { id }, data: { updatedAt, ...data } });
    await set(booked[0], new Date(lo.getTime() - 1));
    await set(booked[1], hi, { status: "Cancelled", cancelledAt: hi, cancelledReason: "Weather" });
    await set(booked[2], lo);
    await set(booked[3], new Date(hi.getTime() + 1));
    await set(booked[4], lo);

    const listed = await list(token, f.id, {
      modified_range: { start: lo.toISOString(), end: "2026-05-01T19:00:00-05:00" },
    });
    expect(ids(listed)).toEqual([...[booked[2], booked[4]].sort(), booked[1]]);
    expect(listed[2]).toMatchObject({
      status: "Cancelled",
      cancelled_reason: "Weather",
      cancelled_at: hi.toISOString(),
      updated_at: hi.toISOString(),
    });
  });

  it("returns every occurrence of a series that changed, not only the first", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const series = await db.recurringSeries.create({ data: { facilityId: f.id, repetitionType: "Monthly" } });
    const updatedAt = new Date("2026-06-10T08:00:00.000Z");
    const first = localTime(f.timezone, "09:00", 5);
    const rows = [];
    for (let i = 0; i < 3; i++)
      rows.push(
        await insertAppointment(f.id, first.plus({ months: i }).toJSDate(), 60, {
          seriesId: series.id,
          seriesIndex: i,
          updatedAt,
        }),
      );
    const listed = await list(token, f.id, {
      modified_range: { start: "2026-06-10T00:00:00Z", end: "2026-06-11T00:00:00Z" },
    });
    expect(ids(listed).sort()).toEqual(ids(rows).sort());
  });
});

describe("every selector", () => {
  it("returns appointments of every status", async () => {
    const f = await makeFacility({ docks: 1 });
    const token = await staffToken([f.id]);
    const day = localTime(f.timezone, "08:00", 4);
    const stamp = new Date("2026-07-01T12:00:00.000Z");
    for (const [i, status] of STATUSES.entries()) {
      await insertAppointment(f.id, day.plus({ hours: i }).toJSDate(), 60, {
        status,
        createdAt: stamp,
        updatedAt: stamp,
        ...(status === "Cancelled" ? { cancelledAt: stamp, cancelledReason: "Duplicate" } : {}),
      });
    }
    for (const selector of [
      { start: day.toISODate(), end: day.toISODate() },
      { start_created_at: "2026-07-01T12:00:00Z", end_created_at: "2026-07-01T12:00:00Z" },
      { modified_range: { start: "2026-07-01T00:00:00Z", end: "2026-07-02T00:00:00Z" } },
    ]) {
      const listed = await list(token, f.id, selector);
      expect(listed.map((a) => a.status).sort(), JSON.stringify(selector)).toEqual([...STATUSES].sort());
    }
  });

  it("returns only the named facility's appointments", async () => {
    const [f, other] = [await makeFacility(), await makeFacility()];
    const token = await staffToken([f.id, other.id]);
    const start = localTime(f.timezone, "10:00");
    const mine = await call("request", bookingBody(f.id, start), { token });
    await call("request", bookingBody(other.id, start), { token });
    expect(ids(await list(token, f.id, { start: start.toISODate(), end: start.toISODate() }))).toEqual([
      mine.json.id,
    ]);
  });
});
