import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { slotStarts } from "./slots";

const day = (zone: string, date: string) => {
  const d = DateTime.fromISO(date, { zone }).startOf("day");
  return [d.toMillis(), d.plus({ days: 1 }).startOf("day").toMillis()] as const;
};
const labels = (zone: string, ts: number[]) =>
  ts.map((t) => DateTime.fromMillis(t, { zone }).toFormat("HH:mm ZZ"));

describe("slotStarts", () => {
  it("steps from local midnight in wall-clock time on an ordinary day", () => {
    const [from, to] = day("America/Chicago", "2026-06-10");
    const ts = slotStarts("America/Chicago", from, to, 30);
    expect(ts).toHaveLength(48);
    expect(labels("America/Chicago", ts.slice(0, 3))).toEqual([
      "00:00 -05:00",
      "00:30 -05:00",
      "01:00 -05:00",
    ]);
  });

  it("has no slots in the skipped hour when clocks go forward, and none doubled", () => {
    const zone = "America/New_York";
    const [from, to] = day(zone, "2026-03-08");
    const ts = slotStarts(zone, from, to, 60);
    expect(ts).toHaveLength(23);
    expect(new Set(ts).size).toBe(23);
    expect(labels(zone, ts.slice(0, 4))).toEqual([
      "00:00 -05:00",
      "01:00 -05:00",
      "03:00 -04:00",
      "04:00 -04:00",
    ]);
    // No hour shift: the afternoon is still on the hour, local.
    expect(labels(zone, ts).at(-1)).toBe("23:00 -04:00");
  });

  it("lists the repeated hour once per offset when clocks go back", () => {
    const zone = "Europe/Berlin";
    const [from, to] = day(zone, "2026-10-25");
    const ts = slotStarts(zone, from, to, 30);
    expect(ts).toHaveLength(50);
    expect(new Set(ts).size).toBe(50);
    expect(labels(zone, ts.slice(4, 10))).toEqual([
      "02:00 +02:00",
      "02:30 +02:00",
      "02:00 +01:00",
      "02:30 +01:00",
      "03:00 +01:00",
      "03:30 +01:00",
    ]);
    for (let i = 1; i < ts.length; i++) expect(ts[i] - ts[i - 1]).toBe(30 * 60_000);
  });

  it("keeps whole local hours in a half-hour zone and across a half-hour DST shift", () => {
    const [from, to] = day("America/St_Johns", "2026-11-02");
    expect(labels("America/St_Johns", slotStarts("America/St_Johns", from, to, 60).slice(0, 2))).toEqual([
      "00:00 -03:30",
      "01:00 -03:30",
    ]);
    // Lord Howe moves its clocks by 30 minutes (02:00 -> 01:30 on 2026-04-05).
    const zone = "Australia/Lord_Howe";
    const [f2, t2] = day(zone, "2026-04-05");
    const ts = slotStarts(zone, f2, t2, 60);
    expect(labels(zone, ts).every((l) => l.slice(3, 5) === "00")).toBe(true);
    expect(ts).toHaveLength(24);
  });

  it("walks several days with a step that does not divide an hour evenly into 15s", () => {
    const zone = "America/New_York";
    const from = DateTime.fromISO("2026-11-01", { zone }).toMillis();
    const to = DateTime.fromISO("2026-11-03", { zone }).toMillis();
    const ts = slotStarts(zone, from, to, 20);
    expect(ts).toHaveLength(3 * 25 + 3 * 24);
    expect(labels(zone, ts).every((l) => Number(l.slice(3, 5)) % 20 === 0)).toBe(true);
  });
});
