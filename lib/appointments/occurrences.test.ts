import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { planOccurrences } from "./occurrences";

const at = (zone: string, iso: string) => DateTime.fromISO(iso, { zone }).toJSDate();
const labels = (zone: string, plan: ReturnType<typeof planOccurrences>) =>
  (plan as { start: number }[]).map((p) =>
    DateTime.fromMillis(p.start, { zone }).toFormat("yyyy-MM-dd HH:mm"),
  );

describe("planOccurrences", () => {
  it("keeps the local time across a daylight-saving change", () => {
    const zone = "America/New_York";
    const plan = planOccurrences(at(zone, "2027-03-10T07:00"), at(zone, "2027-03-10T08:00"), zone, "Daily", {
      count: 6,
    });
    expect(labels(zone, plan)).toEqual([
      "2027-03-11 07:00",
      "2027-03-12 07:00",
      "2027-03-13 07:00",
      "2027-03-14 07:00",
      "2027-03-15 07:00",
    ]);
    const [before, after] = [(plan as { start: number }[])[2], (plan as { start: number }[])[3]];
    expect(after.start - before.start).toBe(23 * 3_600_000);
    expect((plan as { start: number; end: number }[]).every((p) => p.end - p.start === 3_600_000)).toBe(true);
  });

  it("repeats weekly, biweekly and monthly, up to an end date (inclusive)", () => {
    const zone = "Europe/Berlin";
    const start = at(zone, "2027-01-31T09:30");
    const end = at(zone, "2027-01-31T10:00");
    expect(labels(zone, planOccurrences(start, end, zone, "Weekly", { endDate: "2027-02-14" }))).toEqual([
      "2027-02-07 09:30",
      "2027-02-14 09:30",
    ]);
    expect(labels(zone, planOccurrences(start, end, zone, "Biweekly", { count: 3 }))).toEqual([
      "2027-02-14 09:30",
      "2027-02-28 09:30",
    ]);
    // The 31st falls on the last day of shorter months.
    expect(labels(zone, planOccurrences(start, end, zone, "Monthly", { count: 4 }))).toEqual([
      "2027-02-28 09:30",
      "2027-03-31 09:30",
      "2027-04-30 09:30",
    ]);
  });

  it("allows a year at most, and at least one occurrence after the source", () => {
    const zone = "UTC";
    const start = at(zone, "2027-01-01T09:00");
    const end = at(zone, "2027-01-01T10:00");
    expect((planOccurrences(start, end, zone, "Daily", { endDate: "2028-01-01" }) as unknown[]).length).toBe(
      365,
    );
    expect(planOccurrences(start, end, zone, "Daily", { endDate: "2028-01-02" })).toMatch(/at most a year/);
    expect((planOccurrences(start, end, zone, "Monthly", { count: 13 }) as unknown[]).length).toBe(12);
    expect(planOccurrences(start, end, zone, "Monthly", { count: 14 })).toMatch(/past a year/);
    expect(planOccurrences(start, end, zone, "Weekly", { endDate: "2027-01-01" })).toMatch(
      /after the appointment's date/,
    );
    expect(planOccurrences(start, end, zone, "Weekly", { endDate: "2027-01-05" })).toMatch(/no occurrence/);
  });
});
