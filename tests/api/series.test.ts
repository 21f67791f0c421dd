import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { seriesResult } from "@/lib/appointments/series-schema";
import { closeDate } from "@/lib/facilities/service";
import { bookingBody, call, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { doubleBooked, op, setStatus } from "./ops";
import { outsiderToken } from "./support/outsider";

type Rec = {
  id: string;
  scheduled_start_time: string;
  status: string;
  dock: string;
  confirmation_code: string;
};

async function source(
  overrides: Parameters<typeof makeFacility>[0] = {},
  opts: { hhmm?: string; daysAhead?: number; weekday?: number; token?: string } = {},
) {
  const f = await makeFacility(overrides);
  const staff = await staffToken([f.id]);
  const start = localTime(f.timezone, opts.hhmm ?? "07:00", opts.daysAhead ?? 2, opts.weekday);
  const lt = f.load_types.map((l) => l.id);
  const res = await call(
    "request",
    bookingBody(f.id, start, 60, {
      order_info: [{ reference_id: "STANDING-1" }, { reference_id: "STANDING-2" }],
      load_type_ids: lt,
    }),
    { token: opts.token ?? staff },
  );
  expect(res.status, res.text).toBe(200);
  return { f, staff, start, a: res.json };
}

const localOf = (zone: string, r: Rec) =>
  DateTime.fromISO(r.scheduled_start_time, { zone }).toFormat("ccc HH:mm");

describe("create_recurring_series", () => {
  it("books each occurrence as a real appointment at the same local time, on the source's dock", async () => {
    const { f, staff, a } = await source({
      timeZone: "Europe/Berlin",
      docks: 3,
      loadTypes: [{ name: "Reefer", durationMinutes: 60 }],
    });
    await call("request", bookingBody(f.id, DateTime.fromISO(a.scheduled_start_time), 60), { token: staff }); // takes Dock 2 at the source's time
    const moved = await op("update_facility_appointment", { id: a.id, dock: "Dock 3" }, staff);
    expect(moved.json.dock).toBe("Dock 3");
    const res = await op(
      "create_recurring_series",
      { appointment_id: a.id, repetition_type: "Weekly", count: 4 },
      staff,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(seriesResult.strict().parse(res.json)).toBeTruthy();
    const { recurring_facility_appointment: series, appointments, skipped } = res.json;
    expect(series.repetition_type).toBe("Weekly");
    expect(skipped).toEqual([]);
    expect(appointments).toHaveLength(4);
    expect(appointments[0]).toMatchObject({
      id: a.id,
      confirmation_code: a.confirmation_code,
      recurring_facility_appointment: series,
    });
    expect(appointments[0].updated_at > a.updated_at).toBe(true);
    const weekday = localOf(f.timezone, a);
    for (const [i, o] of appointments.entries()) {
      expect(localOf(f.timezone, o)).toBe(weekday);
      expect(Date.parse(o.scheduled_start_time) - Date.parse(a.scheduled_start_time)).toBeCloseTo(
        i * 7 * 86_400_000,
        -7,
      );
      expect(o).toMatchObject({
        status: i ? "Scheduled" : a.status,
        dock: "Dock 3",
        recurring_facility_appointment: series,
        carrier: a.carrier,
        all_load_types: a.all_load_types,
      });
      expect(o.order_info.map((x: { reference_id: string }) => x.reference_id)).toEqual([
        "STANDING-1",
        "STANDING-2",
      ]);
    }
    expect(new Set(appointments.map((o: Rec) => o.confirmation_code)).size).toBe(4);
    const rows = await db.appointment.findMany({
      where: { seriesId: series.id },
      orderBy: { seriesIndex: "asc" },
    });
    expect(rows.map((r) => r.seriesIndex)).toEqual([0, 1, 2, 3]);
    // Each holds its dock: the same slot next week now has Docks 1 and 2 only.
    const next = DateTime.fromISO(appointments[1].scheduled_start_time);
    expect((await call("request", bookingBody(f.id, next), { token: staff })).json.dock).toBe("Dock 1");
    expect((await call("request", bookingBody(f.id, next), { token: staff })).json.dock).toBe("Dock 2");
    expect((await call("request", bookingBody(f.id, next), { token: staff })).json.details[0].reason).toBe(
      "no_capacity",
    );
  });

  it("reports the occurrences it cannot book, with the request's reasons", async () => {
    const start = localTime("America/Chicago", "07:00", 2, 1); // a Monday
    // The horizon ends between the 10th and the 11th day after the source.
    const horizonDays = Math.floor((start.plus({ days: 10 }).toMillis() - Date.now()) / 86_400_000) + 1;
    const f = await makeFacility({ docks: 1, hours: "Mon-Fri 06:00-18:00", horizonDays });
    const staff = await staffToken([f.id]);
    const a = (await call("request", bookingBody(f.id, start), { token: staff })).json;
    await closeDate(db, f.id, start.plus({ days: 2 }).toISODate()!);
    const blocker = await call("request", bookingBody(f.id, start.plus({ days: 3, minutes: 30 }), 30), {
      token: staff,
    });
    expect(blocker.status).toBe(200);
    const res = await op(
      "create_recurring_series",
      { appointment_id: a.id, repetition_type: "Daily", end_date: start.plus({ days: 14 }).toISODate() },
      staff,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const reasonOn = Object.fromEntries(
      res.json.skipped.map((s: { scheduled_start_time: string; reason: string }) => [
        DateTime.fromISO(s.scheduled_start_time, { zone: f.timezone }).toISODate(),
        s.reason,
      ]),
    );
    const day = (n: number) => start.plus({ days: n }).toISODate()!;
    expect(reasonOn).toEqual({
      [day(2)]: "facility_closed",
      [day(3)]: "no_capacity",
      [day(5)]: "outside_open_hours",
      [day(6)]: "outside_open_hours",
      [day(11)]: "too_far_ahead",
      [day(12)]: "outside_open_hours",
      [day(13)]: "outside_open_hours",
      [day(14)]: "too_far_ahead",
    });
    const booked = res.json.appointments.map((o: Rec) =>
      DateTime.fromISO(o.scheduled_start_time, { zone: f.timezone }).toISODate(),
    );
    expect(booked).toEqual([0, 1, 4, 7, 8, 9, 10].map(day));
    expect(res.json.skipped[0]).toMatchObject({
      message: expect.any(String),
      scheduled_end_time: expect.any(String),
    });
    expect(await doubleBooked(db, f.id)).toEqual([]);
  });

  it("keeps the local time across a daylight-saving change", async () => {
    const f = await makeFacility({ timeZone: "America/New_York" });
    const staff = await staffToken([f.id]);
    let d = DateTime.now().setZone(f.timezone).plus({ days: 2 }).startOf("day");
    while (d.plus({ days: 1 }).startOf("day").diff(d, "hours").hours === 24) d = d.plus({ days: 1 });
    const start = d.minus({ days: 2 }).set({ hour: 7 });
    const a = (await call("request", bookingBody(f.id, start), { token: staff })).json;
    const res = await op(
      "create_recurring_series",
      { appointment_id: a.id, repetition_type: "Daily", count: 5 },
      staff,
    );
    expect(
      res.json.appointments.map((o: Rec) =>
        DateTime.fromISO(o.scheduled_start_time, { zone: f.timezone }).toFormat("HH:mm"),
      ),
    ).toEqual(Array(5).fill("07:00"));
  });

  it("books a whole year of daily occurrences", async () => {
    const { f, staff, start, a } = await source({ docks: 1 });
    const res = await op(
      "create_recurring_series",
      { appointment_id: a.id, repetition_type: "Daily", end_date: start.plus({ years: 1 }).toISODate() },
      staff,
    );
    expect(res.status, JSON.stringify(res.json).slice(0, 500)).toBe(200);
    expect(res.json.appointments.length + res.json.skipped.length).toBe(
      start.plus({ years: 1 }).diff(start, "days").days + 1,
    );
    expect(res.json.skipped).toEqual([]);
    expect(await doubleBooked(db, f.id)).toEqual([]);
  }, 60_000);

  it("validates the body and the year limit", async () => {
    const { staff, start, a } = await source();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ repetition_type: "Weekly" }, "count", "required"],
      [{ repetition_type: "Weekly", count: 3, end_date: "2027-01-01" }, "count", "ambiguous"],
      [{ repetition_type: "Yearly", count: 3 }, "repetition_type", "invalid_value"],
      [{ repetition_type: "Weekly", count: 1 }, "count", "too_small"],
      [{ repetition_type: "Monthly", count: 14 }, "count", "out_of_range"],
      [
        { repetition_type: "Daily", end_date: start.plus({ years: 1, days: 1 }).toISODate() },
        "end_date",
        "out_of_range",
      ],
      [{ repetition_type: "Daily", end_date: start.toISODate() }, "end_date", "out_of_range"],
    ];
    for (const [body, field, reason] of cases) {
      const res = await op("create_recurring_series", { appointment_id: a.id, ...body }, staff);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.details[0], JSON.stringify(res.json)).toMatchObject({ field, reason });
    }
    expect(await db.appointment.count({ where: { id: a.id, seriesId: { not: null } } })).toBe(0);
  });

  it("is staff's, once per appointment, and only for appointments still to come", async () => {
    const mine = await carrierToken();
    const { f, staff, a } = await source({}, { token: mine.token });
    const body = { appointment_id: a.id, repetition_type: "Weekly", count: 2 };
    expect((await op("create_recurring_series", body, mine.token)).status).toBe(403);
    expect((await op("create_recurring_series", body, await outsiderToken())).status).toBe(404);
    expect((await op("create_recurring_series", body, staff)).status).toBe(200);
    expect((await op("create_recurring_series", body, staff)).json.details[0].reason).toBe(
      "already_in_series",
    );
    const b = (await call("request", bookingBody(f.id, localTime(f.timezone, "15:00")), { token: staff }))
      .json;
    await setStatus(b.id, "cancel", staff);
    expect(
      (await op("create_recurring_series", { ...body, appointment_id: b.id }, staff)).json.details[0],
    ).toMatchObject({
      reason: "invalid_transition",
      message: "cannot repeat an appointment that is Cancelled",
    });
  });

  it("keeps the list rules: every occurrence by scheduled range, only the first by created range", async () => {
    const { f, staff, start, a } = await source();
    const before = new Date(Date.parse(a.created_at) - 1).toISOString();
    const res = await op(
      "create_recurring_series",
      { appointment_id: a.id, repetition_type: "Weekly", count: 4 },
      staff,
    );
    const ids: string[] = res.json.appointments.map((o: Rec) => o.id);
    const scheduled = await call(
      "list",
      { facility_id: f.id, start: start.toISODate(), end: start.plus({ weeks: 3 }).toISODate() },
      { token: staff },
    );
    expect(scheduled.json.map((o: Rec) => o.id)).toEqual(ids);
    const fortnight = await call(
      "list",
      {
        facility_id: f.id,
        start: start.plus({ days: 1 }).toISODate(),
        end: start.plus({ weeks: 2 }).toISODate(),
      },
      { token: staff },
    );
    expect(fortnight.json.map((o: Rec) => o.id)).toEqual(ids.slice(1, 3));
    const created = await call(
      "list",
      { facility_id: f.id, start_created_at: before, end_created_at: new Date().toISOString() },
      { token: staff },
    );
    expect(created.json.map((o: Rec) => o.id)).toEqual([a.id]);
    const modified = await call(
      "list",
      { facility_id: f.id, modified_range: { start: before, end: new Date().toISOString() } },
      { token: staff },
    );
    expect(modified.json.map((o: Rec) => o.id).sort()).toEqual([...ids].sort());
  });
});

describe("cancel_recurring_series", () => {
  async function series(overrides: Parameters<typeof makeFacility>[0] = {}, token?: string) {
    const s = await source(overrides, { token });
    const res = await op(
      "create_recurring_series",
      { appointment_id: s.a.id, repetition_type: "Weekly", count: 5 },
      s.staff,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return { ...s, occ: res.json.appointments as Rec[] };
  }

  it("cancels an occurrence and the rest, leaving earlier ones and those already under way", async () => {
    const { f, staff, occ } = await series();
    await setStatus(occ[3].id, "check_in", staff);
    const res = await op(
      "cancel_recurring_series",
      { from_appointment_id: occ[1].id, reason: "Other", note: "contract ended" },
      staff,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.cancelled.map((o: Rec) => o.id)).toEqual([occ[1].id, occ[2].id, occ[4].id]);
    expect(res.json.cancelled[0]).toMatchObject({
      status: "Cancelled",
      cancelled_reason: "Other",
      cancelled_note: "contract ended",
    });
    expect(res.json.skipped).toEqual([
      {
        id: occ[3].id,
        scheduled_start_time: occ[3].scheduled_start_time,
        status: "Arrived",
        reason: "invalid_transition",
        message: "cannot cancel an appointment that is Arrived",
      },
    ]);
    const statuses = await db.appointment.findMany({
      where: { facilityId: f.id },
      orderBy: { scheduledStart: "asc" },
      select: { status: true },
    });
    expect(statuses.map((s) => s.status)).toEqual([
      "Scheduled",
      "Cancelled",
      "Cancelled",
      "Arrived",
      "Cancelled",
    ]);
    // Cancelled occurrences stay in the series and the list.
    expect(
      (await op("get_facility_appointment", { id: occ[2].id }, staff)).json.recurring_facility_appointment,
    ).not.toBeNull();
  });

  it("cancels a single occurrence through the normal cancel", async () => {
    const { staff, occ } = await series();
    expect((await setStatus(occ[2].id, "cancel", staff)).json.status).toBe("Cancelled");
    const left = await db.appointment.findMany({
      where: { seriesId: (await db.appointment.findUnique({ where: { id: occ[2].id } }))!.seriesId },
      select: { status: true },
    });
    expect(left.filter((r) => r.status === "Cancelled")).toHaveLength(1);
  });

  it("lets a carrier end its own series outside the cut-off; refuses the rest", async () => {
    const mine = await carrierToken();
    const { f, staff, occ } = await series({ cancelCutoffMinutes: 3 * 24 * 60 }, mine.token);
    expect(
      (await op("cancel_recurring_series", { from_appointment_id: occ[0].id }, mine.token)).json.details[0]
        .reason,
    ).toBe("inside_cutoff");
    expect(
      (await op("cancel_recurring_series", { from_appointment_id: occ[2].id }, (await carrierToken()).token))
        .status,
    ).toBe(404);
    const res = await op("cancel_recurring_series", { from_appointment_id: occ[2].id }, mine.token);
    expect(res.json.cancelled.map((o: { cancelled_reason: string }) => o.cancelled_reason)).toEqual([
      "CarrierRequest",
      "CarrierRequest",
      "CarrierRequest",
    ]);
    const single = (
      await call("request", bookingBody(f.id, localTime(f.timezone, "18:00", 3)), { token: staff })
    ).json;
    expect(
      (await op("cancel_recurring_series", { from_appointment_id: single.id }, staff)).json.details[0].reason,
    ).toBe("not_in_series");
  });
});
