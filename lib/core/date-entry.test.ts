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

describe("the same readings as luxon, which read these fields before", () => {
  const FORMATS = [
    "ccc d LLL yyyy",
    "cccc d LLLL yyyy",
    "d LLL yyyy",
    "d LLLL yyyy",
    "yyyy-LL-dd",
    "d LLL",
    "d LLLL",
  ];
  const luxonDate = (text: string) => {
    for (const f of FORMATS) {
      const d = DateTime.fromFormat(text, f);
      if (d.isValid) return d.toISODate();
    }
    return null;
  };

  it("reads dates as luxon did", () => {
    const texts = [
      "Tue 1 Dec 2026",
      "TUESDAY 1 DECEMBER 2026",
      "Tuesday 1 Dec 2026",
      "Tue 1 December 2026",
      "Wed 1 Dec 2026",
      "Fri 1 May 2026",
      "Friday 1 May 2026",
      "1 Sep 2026",
      "1 Sept 2026",
      "29 Feb 2028",
      "29 Feb 2026",
      "31 Apr 2026",
      "0 Jan 2026",
      "01 Jan 2026",
      "001 Jan 2026",
      "1 Jan 26",
      "2026-02-30",
      "2026-2-3",
      "Tue 1 Dec",
      "1 mar",
      "Dec 1 2026",
      "",
    ];
    for (const text of texts) expect(readDate(text), text).toBe(luxonDate(text));
  });

  it("shows local date-times as luxon did, 24:00 as the next midnight", () => {
    for (const local of [
      "2026-12-31T24:00",
      "2026-12-31T23:59",
      "2026-02-29T10:00",
      "2026-12-01T24:30",
      "2026-12-01 10:00",
    ]) {
      const d = DateTime.fromFormat(local, "yyyy-LL-dd'T'HH:mm");
      expect(shownDateTime(local), local).toBe(d.isValid ? d.toFormat("d LLL yyyy HH:mm") : "");
    }
  });
});
