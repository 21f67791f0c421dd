import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { readClock, readDate, readDateTime, shownDate, shownDateTime } from "./date-entry";

describe("dates and times typed into staff fields", () => {
  it("shows dates and date-times as the board does, 24-hour", () => {
    expect(shownDate("2026-12-01")).toBe("Tue 1 Dec 2026");
    expect(shownDateTime("2026-11-23T15:32")).toBe("23 Nov 2026 15:32");
    expect(shownDateTime("2026-11-23T03:32")).toBe("23 Nov 2026 03:32");
    expect(shownDate("")).toBe("");
  });

  it("reads back what it shows, and the usual other ways of writing a date", () => {
    for (const text of ["Tue 1 Dec 2026", "1 Dec 2026", "1 december 2026", "2026-12-01", " 1  Dec. 2026 "])
      expect(readDate(text), text).toBe("2026-12-01");
    expect(readDate("1 Dec")).toBe(`${DateTime.now().year}-12-01`);
    expect(readDate("12/01/2026")).toBeNull();
    expect(readDate("31 Nov 2026")).toBeNull();
  });

  it("reads a 24-hour clock, with or without the colon", () => {
    expect(["8", "800", "0800", "8:00", "08:00"].map(readClock)).toEqual(Array(5).fill("08:00"));
    expect(readClock("24:00")).toBe("24:00");
    expect(readClock("17:5")).toBeNull();
    expect(readClock("8pm")).toBeNull();
    expect(readClock("25:00")).toBeNull();
  });

  it("reads a date and a time together", () => {
    for (const text of ["1 Dec 2026 06:00", "1 Dec 2026, 6:00", "2026-12-01 0600", "2026-12-01T06:00"])
      expect(readDateTime(text), text).toBe("2026-12-01T06:00");
    expect(readDateTime(shownDateTime("2026-11-23T15:32"))).toBe("2026-11-23T15:32");
    expect(readDateTime("1 Dec 2026 6pm")).toBeNull();
    expect(readDateTime("1 Dec 2026")).toBeNull();
    expect(readDateTime("1 Dec 2026 24:00")).toBeNull();
  });
});
