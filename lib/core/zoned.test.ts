// zoned.ts stands in for luxon on the light pages: it must read and write every
// time as luxon does, in zones with half-hour offsets and half-hour clock changes,
// across both of each year's changes, and on the days the clocks skip or repeat.
import { DateTime } from "luxon";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addDays,
  clock,
  dayAndMonth,
  dayWall,
  instantOf,
  isIsoDate,
  localDateTime,
  longDay,
  mondayOf,
  offsetAt,
  shortDay,
  todayIn,
  wallClock,
  zoneAbbreviation,
  zoneLabel,
  zoneName,
} from "./zoned";

const ZONES = [
  "America/St_Johns",
  "Europe/London",
  "Australia/Lord_Howe",
  "Asia/Kolkata",
  "America/New_York",
  "America/Chicago",
  "America/Los_Angeles",
  "Europe/Berlin",
  "Australia/Sydney",
  "Pacific/Auckland",
  "Pacific/Chatham",
  "America/Santiago",
  "America/Havana",
  "Asia/Beirut",
  "Asia/Kathmandu",
  "Africa/Casablanca",
  "UTC",
];
const HOUR = 3_600_000;
const MINUTE = 60_000;
// Hundreds of thousands of comparisons with luxon, on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/** Instants at which luxon says `zone` changes its offset in `year`: a coarse scan, then halving to the minute. */
const changed = new Map<string, number[]>();
function changes(zone: string, year: number): number[] {
  const key = `${zone} ${year}`;
  if (changed.has(key)) return changed.get(key)!;
  const offset = (t: number) => DateTime.fromMillis(t, { zone }).offset;
  const found: number[] = [];
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 6 * HOUR) {
    if (offset(t) === offset(t + 6 * HOUR)) continue;
    let [lo, hi] = [t, t + 6 * HOUR];
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offset(mid) === offset(lo)) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  changed.set(key, found);
  return found;
}

/** Every quarter hour from four hours before each change to four after, and a spread over the year. */
function instants(zone: string, year: number): number[] {
  const around = changes(zone, year).flatMap((t) =>
    Array.from({ length: 33 }, (_, i) => t - 4 * HOUR + i * 15 * MINUTE),
  );
  const spread = Array.from({ length: 120 }, (_, i) => Date.UTC(year, 0, 1) + i * 73 * HOUR + 7 * MINUTE);
  return [...around, ...spread];
}

const local = (t: number, zone: string) => DateTime.fromMillis(t, { zone });

/** Every quarter hour of the local days of 2026's clock changes in `zone` (those skipped too), and a spread. */
function localTimes(zone: string): [string, string][] {
  const days = new Set(
    changes(zone, 2026).flatMap((t) => [t - 4 * HOUR, t + 4 * HOUR].map((u) => local(u, zone).toISODate()!)),
  );
  const quarters = Array.from(
    { length: 96 },
    (_, q) => `${String(Math.floor(q / 4)).padStart(2, "0")}:${String((q % 4) * 15).padStart(2, "0")}`,
  );
  const spread = instants(zone, 2026).map(
    (t) => local(t, zone).toFormat("yyyy-LL-dd HH:mm").split(" ") as [string, string],
  );
  return [...[...days].flatMap((d) => quarters.map((q): [string, string] => [d, q])), ...spread];
}

afterEach(() => vi.useRealTimers());

describe("the wall clock in a zone", () => {
  it("has the zones' clock changes to test", () => {
    expect(changes("America/St_Johns", 2026)).toHaveLength(2);
    expect(changes("Australia/Lord_Howe", 2026)).toHaveLength(2);
    expect(changes("Asia/Kolkata", 2026)).toHaveLength(0);
  });

  it.each(ZONES)("reads an instant's date, time and offset in %s as luxon does", (zone) => {
    for (const year of [2026, 2027]) {
      for (const t of instants(zone, year)) {
        const l = local(t, zone);
        const w = wallClock(t, zone);
        expect({ ...w, offset: offsetAt(t, zone) }, `${zone} ${new Date(t).toISOString()}`).toEqual({
          year: l.year,
          month: l.month,
          day: l.day,
          hour: l.hour,
          minute: l.minute,
          second: l.second,
          weekday: l.weekday,
          offset: l.offset,
        });
        expect(wallClock(new Date(t).toISOString(), zone)).toEqual(w);
      }
    }
  });

  it.each(ZONES)("writes times and days in %s as luxon does", (zone) => {
    for (const t of instants(zone, 2026)) {
      const w = wallClock(t, zone);
      const l = local(t, zone);
      expect(clock(w)).toBe(l.toFormat("HH:mm"));
      expect(shortDay(w)).toBe(l.toFormat("ccc d LLL"));
      expect(longDay(w)).toBe(l.toFormat("cccc d LLLL yyyy"));
      expect(dayAndMonth(w)).toBe(l.toFormat("cccc d LLLL"));
      expect(localDateTime(w)).toBe(l.toFormat("yyyy-LL-dd'T'HH:mm"));
    }
  });

  it.each(ZONES)("names %s as luxon does in American English", (zone) => {
    for (const t of instants(zone, 2026)) {
      const l = local(t, zone).setLocale("en-US");
      expect(zoneName(zone, t)).toBe(l.offsetNameLong);
      expect(zoneAbbreviation(zone, t)).toBe(l.offsetNameShort);
    }
  });

  it("labels zones for the page", () => {
    const jan = Date.parse("2026-01-15T12:00:00Z");
    expect(zoneLabel("America/Chicago", jan)).toBe("Central Standard Time (CST)");
    expect(zoneLabel("America/St_Johns", jan)).toBe("Newfoundland Standard Time (GMT-3:30)");
    expect(zoneLabel("Asia/Kolkata", jan)).toBe("India Standard Time (GMT+5:30)");
    expect(zoneLabel("UTC", jan)).toBe("UTC");
  });
});

describe("a local date and time in a zone", () => {
  // Luxon starts from the offset the zone has now, which decides a repeated hour: test from both sides.
  const nows = ["2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z"];

  it.each(ZONES)("is the instant luxon chooses in %s, in clock gaps and repeats too", (zone) => {
    for (const now of nows) {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(now));
      for (const [date, time] of localTimes(zone)) {
        const expected = DateTime.fromISO(`${date}T${time}`, { zone });
        expect(instantOf(date, time, zone), `${zone} ${date} ${time} now ${now}`).toBe(expected.toMillis());
      }
    }
  });

  it("moves a skipped time on and keeps a repeated one from the zone's offset now", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-15T12:00:00Z"));
    const iso = (date: string, time: string, zone: string) =>
      new Date(instantOf(date, time, zone)).toISOString();
    expect(iso("2026-03-08", "02:30", "America/New_York")).toBe("2026-03-08T07:30:00.000Z"); // 03:30 EDT
    expect(iso("2026-03-08", "02:30", "America/St_Johns")).toBe("2026-03-08T06:00:00.000Z"); // 03:30 NDT
    expect(iso("2026-10-04", "02:15", "Australia/Lord_Howe")).toBe("2026-10-03T15:45:00.000Z"); // 02:45 +11
    expect(iso("2026-11-01", "01:30", "America/New_York")).toBe("2026-11-01T06:30:00.000Z"); // EST, as now
    vi.setSystemTime(new Date("2026-07-15T12:00:00Z"));
    expect(iso("2026-11-01", "01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z"); // EDT, as now
    expect(iso("2026-06-01", "12:00", "Asia/Kolkata")).toBe("2026-06-01T06:30:00.000Z");
  });

  it("is NaN for what is not a date or a time", () => {
    for (const [date, time] of [
      ["2026-02-29", "10:00"],
      ["2026-13-01", "10:00"],
      ["2026-1-01", "10:00"],
      ["2026-06-01", "24:00"],
      ["2026-06-01", "10:60"],
      ["2026-06-01", ""],
    ])
      expect(instantOf(date, time, "Europe/London"), `${date} ${time}`).toBeNaN();
  });
});

describe("calendar dates", () => {
  it("counts days and weeks as luxon does, across month, year and clock changes", () => {
    for (let i = 0; i < 800; i += 3) {
      const date = DateTime.fromISO("2025-12-01").plus({ days: i });
      const iso = date.toISODate()!;
      for (const n of [-7, -1, 1, 6, 7, 31]) expect(addDays(iso, n)).toBe(date.plus({ days: n }).toISODate());
      expect(mondayOf(iso)).toBe(date.startOf("week").toISODate());
      expect(shortDay(dayWall(iso))).toBe(date.toFormat("ccc d LLL"));
      expect(isIsoDate(iso)).toBe(true);
    }
    expect(
      ["2026-02-29", "2028-02-30", "2026-00-10", "26-01-01", "2026-01-01T00:00"].filter(isIsoDate),
    ).toEqual([]);
    expect(isIsoDate("2028-02-29")).toBe(true);
  });

  it("knows today in a zone", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T02:00:00Z"));
    expect(todayIn("America/Chicago")).toBe("2026-11-23");
    expect(todayIn("Asia/Kolkata")).toBe("2026-11-24");
    expect(todayIn("America/St_Johns")).toBe("2026-11-23");
  });
});
