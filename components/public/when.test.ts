import { describe, expect, it } from "vitest";
import { localRange } from "@/lib/core/time";
import { dateLong, dateShort, rangeIn, weekdayShort } from "./when";

const START = "2026-12-01T09:00:00Z";
const END = "2026-12-01T10:00:00Z";

describe("public dates in the reader's language", () => {
  it("keeps the English words exactly", () => {
    expect(rangeIn("en", START, END, "Europe/Berlin")).toBe(localRange(START, END, "Europe/Berlin"));
    expect(dateShort("en", "2026-12-01")).toBe("1 Dec");
    expect(dateLong("en", "2026-12-01")).toBe("Tuesday 1 December 2026");
  });

  it("names days, months and zones in the locale, in the facility's zone", () => {
    expect(rangeIn("de", START, END, "Europe/Berlin")).toBe(
      "Dienstag, 1. Dezember 2026, 10:00–11:00 Mitteleuropäische Normalzeit (GMT+1)",
    );
    expect(rangeIn("fr", START, END, "America/Chicago")).toMatch(/^mardi 1 décembre 2026, 03:00–04:00 /);
    expect(weekdayShort("pl", "2026-12-01")).toBe("wt.");
  });
});
