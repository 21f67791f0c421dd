// get_facility_metrics against figures worked out by hand (each expectation
// says how), on both databases: an ordinary day with appointments that cross
// local midnight, both DST days of the facility's zone, and who sees what.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { findOrCreateCompany } from "@/lib/carriers/companies";
import { createToken } from "@/lib/tokens/service";
import { db, insertAppointment, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";

const ZONE = "America/Chicago";
/** A local date-time of the facility ("2026-06-10T08:00"), or in another offset when the text carries one. */
const at = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toJSDate();

async function company(name: string) {
  const c = await findOrCreateCompany(db, `${name} ${randomUUID().slice(0, 6)}`);
  const token = (await createToken(db, { role: "carrier", carrierCompanyId: c.id })).token;
  return { ...c, token };
}

const metrics = (token: string, body: Record<string, unknown>) => op("get_facility_metrics", body, token);
const hour = (m: { utilisation: { hours: { hour: number }[] } }, h: number) =>
  m.utilisation.hours.find((x) => x.hour === h);

describe("get_facility_metrics", () => {
  it("answers an ordinary day's figures as worked out by hand", async () => {
    const f = await makeFacility({ timeZone: ZONE, docks: 2 });
    const alpha = await company("Alpha");
    const beta = await company("Beta");
    const staff = await staffToken([f.id]);
    const day = "2026-06-10"; // CDT, UTC-5
    const t = (hhmm: string, date = day) => at(`${date}T${hhmm}`);
    const add = (start: string, minutes: number, data: Parameters<typeof insertAppointment>[3]) =>
      insertAppointment(f.id, t(start), minutes, data);

    // 1. Alpha, 08:00, in 07:50 (10 early: on time), door 08:05-08:45 (40), out 09:30: dwell 100.
    await add("08:00", 60, {
      carrierCompanyId: alpha.id,
      status: "Completed",
      checkedInAt: t("07:50"),
      loadStartedAt: t("08:05"),
      loadFinishedAt: t("08:45"),
      checkedOutAt: t("09:30"),
    });
    // 2. Alpha, Outbound 10:00, in 10:20 (late), door 60, out 13:00: dwell 160, 40 beyond the free 120.
    await add("10:00", 60, {
      carrierCompanyId: alpha.id,
      type: "Outbound",
      status: "Completed",
      checkedInAt: t("10:20"),
      loadStartedAt: t("10:30"),
      loadFinishedAt: t("11:30"),
      checkedOutAt: t("13:00"),
    });
    // 3. Beta, 12:00, in 11:30 (30 early), door 30, out 12:40: dwell 70.
    await add("12:00", 60, {
      carrierCompanyId: beta.id,
      status: "Completed",
      checkedInAt: t("11:30"),
      loadStartedAt: t("12:00"),
      loadFinishedAt: t("12:30"),
      checkedOutAt: t("12:40"),
    });
    // 4. Beta, 14:00, no-show (still holds its dock for utilisation).
    await add("14:00", 60, { carrierCompanyId: beta.id, status: "NoShow" });
    // 5. Alpha cancelled at 06:00 for 16:00: inside 24 h, a late cancellation.
    await add("16:00", 60, {
      carrierCompanyId: alpha.id,
      status: "Cancelled",
      cancelledReason: "CarrierRequest",
      cancelledAt: t("06:00"),
    });
    // 6. Beta cancelled two days ahead: not late.
    await add("17:00", 60, {
      carrierCompanyId: beta.id,
      type: "Outbound",
      status: "Cancelled",
      cancelledReason: "CarrierRequest",
      cancelledAt: t("17:00", "2026-06-08"),
    });
    // 7. No company, 23:30 to 00:30 the next day, in 23:40 (on time), still on site.
    await add("23:30", 60, { status: "Arrived", checkedInAt: t("23:40") });
    // 8. A work-in at 09:00: on site, but no appointment time to be on time for.
    await add("09:00", 60, { status: "InProgress", isWorkIn: true, checkedInAt: t("09:00") });
    // 9. Alpha, the evening before, 23:00 to 01:00: not this day's, but its dock is booked 00:00-01:00.
    await insertAppointment(f.id, t("23:00", "2026-06-09"), 120, { carrierCompanyId: alpha.id });
    // 10. The next day's 00:00: not this day's.
    await insertAppointment(f.id, t("00:00", "2026-06-11"), 60, { carrierCompanyId: alpha.id });

    const res = await metrics(staff, { facility_id: f.id, period: "day", date: day });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const m = res.json;
    expect(m).toMatchObject({
      scope: "facility",
      from: day,
      to: day,
      start_time: "2026-06-10T05:00:00.000Z",
      end_time: "2026-06-11T05:00:00.000Z",
      on_time_tolerance_minutes: 15,
      free_time_minutes: 120,
      late_cancellation_minutes: 1440,
    });
    expect(m.appointments.total).toBe(8);
    expect(
      Object.fromEntries(
        m.appointments.by_status.map((s: { status: string; count: number }) => [s.status, s.count]),
      ),
    ).toEqual({
      Requested: 0,
      Scheduled: 0,
      Arrived: 1,
      InProgress: 1,
      Completed: 3,
      Cancelled: 2,
      NoShow: 1,
    });
    expect(m.appointments.by_type).toEqual([
      { type: "Inbound", count: 6 },
      { type: "Outbound", count: 2 },
    ]);
    // Arrived: 1, 2, 3, 7 (the work-in is not counted); on time 1 and 7; 3 early; 2 late.
    expect(m.on_time).toEqual({ arrived: 4, on_time: 2, early: 1, late: 1, rate: 0.5 });
    // One no-show of five known outcomes.
    expect(m.no_show).toEqual({ no_shows: 1, outcomes: 5, rate: 0.2 });
    // Dwells 70, 100, 160: mean 110; p90 at rank 0.9 × 2 = 1.8: 100 + 0.8 × 60 = 148.
    expect(m.dwell).toEqual({ count: 3, average_minutes: 110, p90_minutes: 148 });
    // Door times 40, 60, 30: 130 / 3.
    expect(m.door_time).toEqual({ count: 3, average_minutes: 43.3 });
    // 160 - 120 = 40 minutes: 0.67 h.
    expect(m.detention).toEqual({ count: 1, hours: 0.67 });
    // Two docks: 120 dock-minutes an hour. Booked: 0 (no. 9), 8, 9, 10, 12, 14 a full hour each; 23 half of one.
    expect(m.utilisation.docks).toBe(2);
    expect(m.utilisation.hours).toHaveLength(24);
    for (const h of [0, 8, 9, 10, 12, 14])
      expect(hour(m, h)).toEqual({ hour: h, booked_minutes: 60, available_minutes: 120, rate: 0.5 });
    expect(hour(m, 23)).toEqual({ hour: 23, booked_minutes: 30, available_minutes: 120, rate: 0.25 });
    expect(hour(m, 16)).toEqual({ hour: 16, booked_minutes: 0, available_minutes: 120, rate: 0 });
    expect(m.carrier_scorecard).toEqual([
      {
        company_id: alpha.id,
        company: alpha.name,
        bookings: 3,
        arrived: 2,
        on_time: 1,
        on_time_rate: 0.5,
        no_shows: 0,
        no_show_rate: 0,
        late_cancellations: 1,
        average_dwell_minutes: 130,
      },
      {
        company_id: beta.id,
        company: beta.name,
        bookings: 3,
        arrived: 1,
        on_time: 0,
        on_time_rate: 0,
        no_shows: 1,
        no_show_rate: 0.5,
        late_cancellations: 0,
        average_dwell_minutes: 70,
      },
    ]);

    // A carrier sees the same figures over its own appointments only, and no utilisation.
    const mine = (await metrics(alpha.token, { facility_id: f.id, period: "day", date: day })).json;
    expect(mine.scope).toBe("carrier");
    expect(mine.appointments.total).toBe(3);
    expect(mine.on_time).toEqual({ arrived: 2, on_time: 1, early: 0, late: 1, rate: 0.5 });
    expect(mine.dwell).toEqual({ count: 2, average_minutes: 130, p90_minutes: 154 });
    expect(mine.utilisation).toEqual({ docks: null, hours: [] });
    expect(mine.carrier_scorecard.map((r: { company_id: string }) => r.company_id)).toEqual([alpha.id]);

    // The facility's own tolerance and free time: with ±30 every arrival is on time; 90 free detains no. 1 too.
    await op(
      "update_facility_settings",
      { facility_id: f.id, on_time_tolerance_minutes: 30, free_time_minutes: 90 },
      staff,
    );
    const wider = (await metrics(staff, { facility_id: f.id, period: "day", date: day })).json;
    expect(wider.on_time).toEqual({ arrived: 4, on_time: 4, early: 0, late: 0, rate: 1 });
    expect(wider.detention).toEqual({ count: 2, hours: 1.33 }); // 10 + 70 minutes
  });

  it("reads a fall-back DST day as 25 hours, in real time", async () => {
    const f = await makeFacility({ timeZone: ZONE, docks: 2 });
    const staff = await staffToken([f.id]);
    // 2026-11-01: 02:00 CDT (07:00Z) becomes 01:00 CST; local 01:xx happens twice.
    const z = (iso: string) => new Date(iso);
    // Starts 00:45 CDT, in 00:50 CDT (5 late: on time), out 01:10 CST: 80 minutes on site, not 20.
    await insertAppointment(f.id, z("2026-11-01T05:45:00Z"), 60, {
      status: "Completed",
      checkedInAt: z("2026-11-01T05:50:00Z"),
      checkedOutAt: z("2026-11-01T07:10:00Z"),
    });
    // Starts 01:45 CST; in at 01:35 CDT, which reads 10 minutes early but is 70: early.
    await insertAppointment(f.id, z("2026-11-01T07:45:00Z"), 30, {
      status: "Arrived",
      checkedInAt: z("2026-11-01T06:35:00Z"),
    });
    await insertAppointment(f.id, z("2026-11-01T05:00:00Z"), 60); // 00:00 CDT: the day's first minute
    await insertAppointment(f.id, z("2026-11-02T05:30:00Z"), 60); // 23:30 CST, crossing midnight
    await insertAppointment(f.id, z("2026-11-02T06:00:00Z"), 60); // 00:00 on the 2nd: not the 1st's
    await insertAppointment(f.id, z("2026-11-01T04:30:00Z"), 30); // 23:30 CDT on Oct 31: not the 1st's

    const m = (await metrics(staff, { facility_id: f.id, period: "day", date: "2026-11-01" })).json;
    expect(m.start_time).toBe("2026-11-01T05:00:00.000Z");
    expect(m.end_time).toBe("2026-11-02T06:00:00.000Z");
    expect(m.appointments.total).toBe(4);
    expect(m.on_time).toEqual({ arrived: 2, on_time: 1, early: 1, late: 0, rate: 0.5 });
    expect(m.dwell).toEqual({ count: 1, average_minutes: 80, p90_minutes: 80 });
    // Hour 0: 60 + 15; hour 1 (twice as long): 45 CDT + 15 CST; hour 2: 15; hour 23: 30.
    expect(hour(m, 0)).toEqual({ hour: 0, booked_minutes: 75, available_minutes: 120, rate: 0.625 });
    expect(hour(m, 1)).toEqual({ hour: 1, booked_minutes: 60, available_minutes: 240, rate: 0.25 });
    expect(hour(m, 2)).toEqual({ hour: 2, booked_minutes: 15, available_minutes: 120, rate: 0.125 });
    expect(hour(m, 23)).toEqual({ hour: 23, booked_minutes: 30, available_minutes: 120, rate: 0.25 });
    const total = m.utilisation.hours.reduce(
      (s: number, h: { available_minutes: number }) => s + h.available_minutes,
      0,
    );
    expect(total).toBe(25 * 120);
  });

  it("reads a spring-forward DST day as 23 hours, without a 02:00", async () => {
    const f = await makeFacility({ timeZone: ZONE, docks: 1 });
    const staff = await staffToken([f.id]);
    // 2026-03-08: 02:00 CST (08:00Z) becomes 03:00 CDT. 01:30 CST for an hour ends 03:30 CDT.
    await insertAppointment(f.id, new Date("2026-03-08T07:30:00Z"), 60);
    const m = (await metrics(staff, { facility_id: f.id, period: "day", date: "2026-03-08" })).json;
    expect(m.end_time).toBe("2026-03-09T05:00:00.000Z");
    expect(hour(m, 2)).toEqual({ hour: 2, booked_minutes: 0, available_minutes: 0, rate: null });
    expect(hour(m, 1)).toMatchObject({ booked_minutes: 30, available_minutes: 60 });
    expect(hour(m, 3)).toMatchObject({ booked_minutes: 30, available_minutes: 60 });
    const total = m.utilisation.hours.reduce(
      (s: number, h: { available_minutes: number }) => s + h.available_minutes,
      0,
    );
    expect(total).toBe(23 * 60);
  });

  it("takes weeks, months and custom ranges of local dates", async () => {
    const f = await makeFacility({ timeZone: ZONE });
    const staff = await staffToken([f.id]);
    await insertAppointment(f.id, at("2026-06-07T12:00"), 60); // Sunday
    await insertAppointment(f.id, at("2026-06-08T12:00"), 60); // Monday
    await insertAppointment(f.id, at("2026-06-30T23:30"), 60); // last of June, ends in July
    await insertAppointment(f.id, at("2026-07-01T00:00"), 60);
    const week = (await metrics(staff, { facility_id: f.id, period: "week", date: "2026-06-10" })).json;
    expect([week.from, week.to, week.appointments.total]).toEqual(["2026-06-08", "2026-06-14", 1]);
    const month = (await metrics(staff, { facility_id: f.id, period: "month", date: "2026-06-10" })).json;
    expect([month.from, month.to, month.appointments.total]).toEqual(["2026-06-01", "2026-06-30", 3]);
    const custom = (
      await metrics(staff, { facility_id: f.id, period: "custom", from: "2026-06-07", to: "2026-07-01" })
    ).json;
    expect([custom.from, custom.to, custom.appointments.total]).toEqual(["2026-06-07", "2026-07-01", 4]);
  });

  it("refuses bad periods with 400 and names the field", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const bad = async (body: Record<string, unknown>, field: string, reason?: string) => {
      const res = await metrics(staff, { facility_id: f.id, ...body });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.details).toContainEqual(
        expect.objectContaining(reason ? { field, reason } : { field }),
      );
    };
    await bad({ period: "custom", from: "2026-06-01" }, "to", "required");
    await bad({ period: "custom", from: "2026-06-10", to: "2026-06-01" }, "to", "end_before_start");
    await bad({ period: "custom", from: "2026-01-01", to: "2027-06-01" }, "to", "range_too_long");
    await bad({ period: "day", date: "2026-02-30" }, "date");
    await bad({ period: "year" }, "period");
  });

  it("answers 403 to another facility's staff and 404 for no facility", async () => {
    const f = await makeFacility();
    const other = await makeFacility();
    const staffOfOther = await staffToken([other.id]);
    const forbidden = await metrics(staffOfOther, { facility_id: f.id });
    expect([forbidden.status, forbidden.json.code]).toEqual([403, "permission_denied"]);
    const missing = await metrics(staffOfOther, { facility_id: randomUUID() });
    expect([missing.status, missing.json.code]).toEqual([404, "not_found"]);
    // A carrier without appointments there sees zeros, not others' figures.
    const gamma = await company("Gamma");
    await insertAppointment(f.id, at("2026-06-10T10:00"), 60, { status: "NoShow" });
    const mine = (await metrics(gamma.token, { facility_id: f.id, date: "2026-06-10" })).json;
    expect([mine.scope, mine.appointments.total, mine.no_show.no_shows, mine.carrier_scorecard]).toEqual([
      "carrier",
      0,
      0,
      [],
    ]);
  });
});
