import { DateTime } from "luxon";
import { describe, expect, inject, it } from "vitest";
import { DomainError } from "@/lib/core/errors";
import type { Caller } from "@/lib/core/caller";
import { facilityAvailability } from "@/lib/availability/service";
import { availability } from "@/lib/availability/schema";
import { requestAppointment } from "@/lib/appointments/request";
import { newConfirmationCode } from "@/lib/record/confirmation-code";
import { STATUSES } from "@/lib/core/vocabulary";
import { requestAppointmentInput } from "@/lib/record/schema";
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
import { op } from "./ops";
import { intBetween, mulberry32, pick } from "./prng";

const dateOf = (zone: string, daysAhead: number, weekday?: number) =>
  localTime(zone, "00:00", daysAhead, weekday).toISODate()!;
const local = (zone: string, iso: string) => DateTime.fromISO(iso, { zone }).toFormat("HH:mm");

/** The next local day, from tomorrow on, whose length is `hours` (23: clocks go forward; 25: back). */
function nextDstDay(zone: string, hours: 23 | 25): string {
  for (let d = DateTime.now().setZone(zone).plus({ days: 1 }).startOf("day"); ; d = d.plus({ days: 1 })) {
    if (d.plus({ days: 1 }).startOf("day").diff(d, "hours").hours === hours) return d.toISODate()!;
  }
}

describe("get_facility_availability", () => {
  it("offers the open hours at the slot step, with the free docks, in UTC", async () => {
    const f = await makeFacility({
      timeZone: "Europe/Berlin",
      hours: "Mon-Fri 08:00-17:00",
      slotStepMinutes: 30,
    });
    const date = dateOf(f.timezone, 2, 3);
    const res = await op(
      "get_facility_availability",
      { facility_id: f.id, start: date, end: date, type: "Inbound", duration_minutes: 60 },
      await staffToken([f.id]),
    );
    expect(res.status).toBe(200);
    expect(availability.strict().parse(res.json)).toBeTruthy();
    expect(res.json).toMatchObject({
      facility_id: f.id,
      time_zone: "Europe/Berlin",
      slot_step_minutes: 30,
      duration_minutes: 60,
    });
    const slots = res.json.slots;
    expect(slots).toHaveLength(17);
    expect(local(f.timezone, slots[0].start_time)).toBe("08:00");
    expect(local(f.timezone, slots.at(-1).start_time)).toBe("16:00");
    expect(slots[0].start_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(Date.parse(slots[0].end_time) - Date.parse(slots[0].start_time)).toBe(3_600_000);
    expect(slots.every((s: { free_docks: number }) => s.free_docks === 2)).toBe(true);
  });

  it("counts docks taken by appointments, widened by the buffer", async () => {
    const f = await makeFacility({ hours: "Mon-Sun 08:00-17:00", bufferMinutes: 15, slotStepMinutes: 30 });
    const token = await staffToken([f.id]);
    const ten = localTime(f.timezone, "10:00", 3);
    expect((await call("request", bookingBody(f.id, ten), { token })).status).toBe(200);
    const body = availabilityBody(f.id, ten);
    const free = async () =>
      Object.fromEntries(
        (await op("get_facility_availability", body, token)).json.slots.map(
          (s: { start_time: string; free_docks: number }) => [local(f.timezone, s.start_time), s.free_docks],
        ),
      );
    // Taken 09:45-11:15 with the buffer: every hour-long slot touching it has one dock left.
    expect(await free()).toMatchObject({ "08:30": 2, "09:00": 1, "10:00": 1, "11:00": 1, "11:30": 2 });
    expect((await call("request", bookingBody(f.id, ten.plus({ minutes: 30 })), { token })).status).toBe(200);
    const after = await free();
    expect(after).toMatchObject({ "08:30": 2, "09:00": 1, "11:30": 1, "12:00": 2 });
    for (const gone of ["09:30", "10:00", "10:30", "11:00"]) expect(after[gone]).toBeUndefined();
  });

  it("withholds closed dates, starts inside the notice and days past the horizon", async () => {
    const f = await makeFacility({ minNoticeMinutes: 24 * 60, horizonDays: 3, slotStepMinutes: 60 });
    const token = await staffToken([f.id]);
    const ask = (start: string, end = start) =>
      op(
        "get_facility_availability",
        { facility_id: f.id, start, end, type: "Outbound", duration_minutes: 30 },
        token,
      );
    // Tomorrow and the day after: in the last hour of a local day, the first start past the notice is the next day's.
    const first = Date.parse(
      (await ask(dateOf(f.timezone, 1), dateOf(f.timezone, 2))).json.slots[0].start_time,
    );
    expect(first).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000 - 60_000);
    expect(first - 3_600_000).toBeLessThan(Date.now() + 24 * 3_600_000);
    await closeDate(db, f.id, dateOf(f.timezone, 2));
    expect((await ask(dateOf(f.timezone, 2))).json.slots).toEqual([]);
    expect((await ask(dateOf(f.timezone, 5), dateOf(f.timezone, 6))).json.slots).toEqual([]);
  });

  it("uses a load type's default duration and checks its direction", async () => {
    const f = await makeFacility({
      loadTypes: [{ name: "Floor-loaded", durationMinutes: 90, inbound: true, outbound: false }],
    });
    const token = await staffToken([f.id]);
    const lt = f.load_types[0];
    const date = dateOf(f.timezone, 2);
    const res = await op(
      "get_facility_availability",
      { facility_id: f.id, start: date, end: date, type: "Inbound", load_type_id: lt.id },
      token,
    );
    expect(res.json.duration_minutes).toBe(90);
    expect(Date.parse(res.json.slots[0].end_time) - Date.parse(res.json.slots[0].start_time)).toBe(
      90 * 60_000,
    );
    const explicit = await op(
      "get_facility_availability",
      {
        facility_id: f.id,
        start: date,
        end: date,
        type: "Inbound",
        load_type_id: lt.id,
        duration_minutes: 20,
      },
      token,
    );
    expect(explicit.json.duration_minutes).toBe(20);
    const wrong = await op(
      "get_facility_availability",
      { facility_id: f.id, start: date, end: date, type: "Outbound", load_type_id: lt.id },
      token,
    );
    expect(wrong.json).toMatchObject({
      code: "invalid_argument",
      details: [{ field: "load_type_id", reason: "wrong_direction" }],
    });
    const unknown = await op(
      "get_facility_availability",
      { facility_id: f.id, start: date, end: date, type: "Inbound", load_type_id: crypto.randomUUID() },
      token,
    );
    expect(unknown.json.details[0]).toMatchObject({ field: "load_type_id", reason: "unknown_load_type" });
  });

  it("books with the load types it offers: all_load_types on the record, by name, once each", async () => {
    const f = await makeFacility({
      loadTypes: [
        { name: "Reefer", durationMinutes: 45 },
        { name: "Dry van", durationMinutes: 30 },
        { name: "Outbound only", durationMinutes: 30, inbound: false },
      ],
    });
    const token = await staffToken([f.id]);
    const [dry, outOnly, reefer] = f.load_types;
    const date = dateOf(f.timezone, 2);
    const slot = (
      await op(
        "get_facility_availability",
        { facility_id: f.id, start: date, end: date, type: "Inbound", load_type_id: reefer.id },
        token,
      )
    ).json.slots[20];
    // 45 minutes on the 30-minute step: the slot is the hour the load needs (too_short_for_load below it).
    expect(Date.parse(slot.end_time) - Date.parse(slot.start_time)).toBe(3_600_000);
    const body = {
      ...bookingBody(f.id, DateTime.fromISO(slot.start_time), 60),
      load_type_ids: [reefer.id, dry.id, reefer.id],
    };
    const res = await call("request", body, { token });
    expect(res.json.all_load_types).toEqual([
      { id: dry.id, name: "Dry van" },
      { id: reefer.id, name: "Reefer" },
    ]);
    expect((await op("get_facility_appointment", { id: res.json.id }, token)).json.all_load_types).toEqual(
      res.json.all_load_types,
    );
    const listed = await call("list", { facility_id: f.id, start: date, end: date }, { token });
    expect(listed.json[0].all_load_types).toEqual(res.json.all_load_types);
    const wrong = await call("request", { ...body, load_type_ids: [outOnly.id] }, { token });
    expect(wrong.json.details[0]).toMatchObject({ field: "load_type_ids[0]", reason: "wrong_direction" });
  });

  it("refuses malformed bodies with the contract's 400", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const base = {
      facility_id: f.id,
      start: "2026-12-01",
      end: "2026-12-01",
      type: "Inbound",
      duration_minutes: 60,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ duration_minutes: undefined }, "duration_minutes", "required"],
      [{ end: "2027-01-01" }, "end", "range_too_long"],
      [{ end: "2026-11-30" }, "end", "end_before_start"],
      [{ duration_minutes: 4 }, "duration_minutes", "too_small"],
      [{ duration_minutes: 1441 }, "duration_minutes", "too_big"],
      [{ duration_minutes: 30.5 }, "duration_minutes", "invalid_type"],
      [{ type: "inbound" }, "type", "invalid_value"],
      [{ start: "2026-12-01T00:00:00Z" }, "start", "invalid_format"],
    ];
    for (const [patch, field, reason] of cases) {
      const res = await op("get_facility_availability", { ...base, ...patch }, token);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(
        res.json.details.find((d: { field: string }) => d.field === field),
        JSON.stringify(res.json),
      ).toMatchObject({ reason });
    }
    expect((await op("get_facility_availability", { ...base, end: "2026-12-31" }, token)).status).toBe(200);
  });

  it("applies the contract's auth: 401, 403, 404, and carriers where carrier bookings are accepted", async () => {
    const f = await makeFacility();
    const closed = await makeFacility({ acceptsCarrierBookings: false });
    const date = dateOf(f.timezone, 2);
    const body = (id: string) => ({
      facility_id: id,
      start: date,
      end: date,
      type: "Inbound",
      duration_minutes: 60,
    });
    expect((await op("get_facility_availability", body(f.id), null)).status).toBe(401);
    expect((await op("get_facility_availability", body(f.id), await staffToken([closed.id]))).json.code).toBe(
      "permission_denied",
    );
    expect(
      (await op("get_facility_availability", body(crypto.randomUUID()), await staffToken([f.id]))).status,
    ).toBe(404);
    const { token } = await carrierToken();
    expect((await op("get_facility_availability", body(closed.id), token)).status).toBe(403);
    expect((await op("get_facility_availability", body(f.id), token)).json.slots).toHaveLength(48);
  });

  it("is right on the day clocks go forward in New York: 23 slots, on the hour, and they book", async () => {
    const f = await makeFacility({ timeZone: "America/New_York", slotStepMinutes: 60, docks: 1 });
    const token = await staffToken([f.id]);
    const date = nextDstDay(f.timezone, 23);
    const res = await op(
      "get_facility_availability",
      { facility_id: f.id, start: date, end: date, type: "Inbound", duration_minutes: 60 },
      token,
    );
    const starts: string[] = res.json.slots.map((s: { start_time: string }) => s.start_time);
    expect(starts).toHaveLength(23);
    expect(new Set(starts).size).toBe(23);
    expect(starts.slice(0, 3).map((s) => local(f.timezone, s))).toEqual(["00:00", "01:00", "03:00"]);
    expect(starts.every((s) => local(f.timezone, s).endsWith(":00"))).toBe(true);
    // 01:00 EST to 03:00 EDT is one real hour: the 01:00 slot ends when the 03:00 one starts.
    expect(res.json.slots[1].end_time).toBe(starts[2]);
    const booked = await call(
      "request",
      bookingBody(f.id, DateTime.fromISO(starts[2], { zone: f.timezone })),
      { token },
    );
    expect(booked.status).toBe(200);
    const again = await op(
      "get_facility_availability",
      { facility_id: f.id, start: date, end: date, type: "Inbound", duration_minutes: 60 },
      token,
    );
    expect(again.json.slots.map((s: { start_time: string }) => s.start_time)).toEqual(
      starts.filter((s) => s !== starts[2]),
    );
  });

  it("is right on the day clocks go back in Berlin: the repeated hour is offered once per offset", async () => {
    const f = await makeFacility({ timeZone: "Europe/Berlin", slotStepMinutes: 60, docks: 1 });
    const token = await staffToken([f.id]);
    const date = nextDstDay(f.timezone, 25);
    const res = await op(
      "get_facility_availability",
      { facility_id: f.id, start: date, end: date, type: "Inbound", duration_minutes: 60 },
      token,
    );
    const starts: string[] = res.json.slots.map((s: { start_time: string }) => s.start_time);
    expect(starts).toHaveLength(25);
    expect(new Set(starts).size).toBe(25);
    const labels = starts.map((s) => DateTime.fromISO(s, { zone: f.timezone }).toFormat("HH:mm ZZ"));
    expect(labels.slice(1, 5)).toEqual(["01:00 +02:00", "02:00 +02:00", "02:00 +01:00", "03:00 +01:00"]);
    expect(labels.at(-1)).toBe("23:00 +01:00");
    for (const s of [starts[2], starts[3]]) {
      expect((await call("request", bookingBody(f.id, DateTime.fromISO(s)), { token })).status).toBe(200);
    }
  });
});

// Availability and request are one rule set: over random facilities, days and
// durations, every offered start books (as many times as it has free docks,
// then no more), and every withheld start on the grid is refused.
describe("get_facility_availability agrees with request_facility_appointment", () => {
  // PROPERTY_CASES and PROPERTY_SEED run it longer or replay a failure.
  const CASES = Number(process.env.PROPERTY_CASES) || (inject("provider") === "sqlite" ? 150 : 40);
  const SEED = Number(process.env.PROPERTY_SEED) || 20261122;
  const ZONES = [
    "America/New_York",
    "Europe/Berlin",
    "America/St_Johns",
    "Asia/Kathmandu",
    "UTC",
    "Australia/Lord_Howe",
    "America/Chicago",
  ];
  const DAYS = ["Mon-Sun", "Mon-Sun", "Mon-Sun", "Mon-Fri", "Sat-Sun", "Tue-Thu", "Fri", "Sun"];
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

  function randomHours(rnd: () => number): string {
    const shape = rnd();
    if (shape < 0.15) return "Mon-Sun 00:00-24:00";
    // A night shift over midnight: two periods that touch join into one.
    if (shape < 0.3)
      return `Mon-Sun ${hhmm(intBetween(rnd, 64, 92) * 15)}-24:00,Mon-Sun 00:00-${hhmm(intBetween(rnd, 4, 40) * 15)}`;
    // Later periods start after earlier ones end, whatever their days: the facility's schema refuses periods of
    // one day that overlap, as the settings page does.
    const periods: string[] = [];
    for (let n = intBetween(rnd, 1, 3), from = 0; n > 0 && from <= 1380; n--) {
      const start = from + intBetween(rnd, 0, (1380 - from) / 15) * 15;
      const end = Math.min(1440, start + intBetween(rnd, 4, 48) * 15);
      periods.push(`${pick(rnd, DAYS)} ${hhmm(start)}-${hhmm(end)}`);
      from = end + 15;
    }
    return periods.join(",");
  }

  /** The grid, worked out independently: every 5 minutes of real time, kept when the local clock is on the step. */
  function grid(zone: string, date: string, step: number): number[] {
    const out: number[] = [];
    const day = DateTime.fromISO(date, { zone }).startOf("day");
    const end = day.plus({ days: 1 }).startOf("day").toMillis();
    for (let t = day.toMillis(); t < end; t += 5 * 60_000) {
      const l = DateTime.fromMillis(t, { zone });
      if ((l.hour * 60 + l.minute) % step === 0) out.push(t);
    }
    return out;
  }

  /** The days with a daylight-saving change in `zone` in the coming year, clocks forward and back. */
  const dstDays = new Map<string, string[]>();
  function changes(zone: string): string[] {
    if (!dstDays.has(zone)) {
      const found: string[] = [];
      for (
        let d = DateTime.now().setZone(zone).plus({ days: 1 }).startOf("day"), i = 0;
        i < 366;
        d = d.plus({ days: 1 }), i++
      ) {
        if (d.plus({ days: 1 }).startOf("day").diff(d, "minutes").minutes !== 1440)
          found.push(d.toISODate()!);
      }
      dstDays.set(zone, found);
    }
    return dstDays.get(zone)!;
  }

  it(`holds over ${CASES} random cases`, async () => {
    const rnd = mulberry32(SEED);
    for (let n = 0; n < CASES; n++) {
      const now = new Date();
      const zone = pick(rnd, ZONES);
      const step = pick(rnd, [5, 10, 15, 20, 30, 60]);
      // Each dock takes at least one direction, as the facility's schema asks.
      const docks = Array.from({ length: intBetween(rnd, 1, 3) }, (_, i) => {
        const inbound = rnd() < 0.8;
        return { name: `D${i}`, inbound, outbound: !inbound || rnd() < 0.75 };
      });
      // One case in five on a daylight-saving day of the zone, months ahead.
      const dstDay = rnd() < 0.2 && changes(zone).length ? pick(rnd, changes(zone)) : null;
      const horizon = pick(rnd, [1, 3, 7, 14]);
      const f = await makeFacility({
        timeZone: zone,
        hours: randomHours(rnd),
        slotStepMinutes: step,
        bufferMinutes: pick(rnd, [0, 0, 5, 10, 15, 30]),
        minNoticeMinutes: pick(rnd, [0, 0, 30, 120, 1440]),
        horizonDays: dstDay ? 400 : horizon,
        docks,
        instantBooking: rnd() < 0.5,
      });
      const today = DateTime.fromJSDate(now, { zone }).startOf("day");
      const date =
        dstDay ?? today.plus({ days: intBetween(rnd, 0, Math.min(6, f.horizon_days + 1)) }).toISODate()!;
      if (rnd() < 0.2) await closeDate(db, f.id, today.plus({ days: intBetween(rnd, 0, 6) }).toISODate()!);
      // Existing appointments in every status, straight into the table, most
      // of them on the day asked about: some outside today's rules, as after
      // a change of open hours.
      const dayStart = DateTime.fromISO(date, { zone }).toMillis();
      await db.appointment.createMany({
        data: Array.from({ length: intBetween(rnd, 0, 14) }, () => {
          const start = dayStart + intBetween(rnd, -24, 312) * 5 * 60_000;
          return {
            facilityId: f.id,
            dockId: pick(rnd, f.docks).id,
            type: "Inbound",
            status: pick(rnd, STATUSES),
            confirmationCode: newConfirmationCode(),
            scheduledStart: new Date(start),
            scheduledEnd: new Date(start + intBetween(rnd, 1, 36) * 5 * 60_000),
          };
        }),
      });
      const caller: Caller = {
        actor: "test:property",
        role: "staff",
        facilityIds: [f.id],
        carrierCompanyId: null,
      };
      const minutes = rnd() < 0.1 ? intBetween(rnd, 5, 24) * 60 : intBetween(rnd, 1, 24) * 5;
      const type = rnd() < 0.5 ? "Inbound" : "Outbound";
      const label = `seed ${SEED} case ${n}: ${zone} ${date} ${type} ${minutes} min, facility ${JSON.stringify(f)}`;

      const offered = (
        await facilityAvailability(
          db,
          caller,
          {
            facility_id: f.id,
            start: date,
            end: date,
            type,
            duration_minutes: minutes,
            load_type_id: undefined,
            quantity: undefined,
            carrier: undefined,
            exclude_appointment_id: undefined,
          },
          { now },
        )
      ).slots;
      const onGrid = grid(zone, date, step);
      const offeredAt = new Set(offered.map((s) => Date.parse(s.start_time)));
      for (const t of offeredAt) expect(onGrid, label).toContain(t);

      const book = async (t: number) => {
        const input = requestAppointmentInput.parse(
          bookingBody(f.id, DateTime.fromMillis(t), minutes, { type }),
        );
        try {
          return await requestAppointment(db, caller, input, { now });
        } catch (e) {
          if (e instanceof DomainError) return e;
          throw e;
        }
      };
      // Half the picks next to an offered start, where an off-by-one would show.
      const withheld = onGrid.filter((t) => !offeredAt.has(t));
      const edges = onGrid.filter(
        (t, i) => !offeredAt.has(t) && (offeredAt.has(onGrid[i - 1]) || offeredAt.has(onGrid[i + 1])),
      );
      for (let k = 0; k < 3 && withheld.length; k++) {
        const t = pick(rnd, edges.length && k % 2 === 0 ? edges : withheld);
        const res = await book(t);
        expect(
          res instanceof DomainError ? res.code : `booked ${new Date(t).toISOString()}`,
          label,
        ).toBeOneOf(["invalid_argument", "conflict"]);
      }
      if (offered.length) {
        const slot = pick(rnd, offered);
        for (let k = 0; k < slot.free_docks; k++) {
          const res = await book(Date.parse(slot.start_time));
          expect(
            res instanceof DomainError ? res.toBody() : "booked",
            `${label} slot ${slot.start_time} booking ${k + 1}`,
          ).toBe("booked");
        }
        const more = await book(Date.parse(slot.start_time));
        expect(
          more instanceof DomainError ? more.toBody().details?.[0].reason : "booked",
          `${label} slot ${JSON.stringify(slot)}`,
        ).toBe("no_capacity");
      }
    }
  }, 120_000);
});
