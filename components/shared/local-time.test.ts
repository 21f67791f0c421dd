import { describe, expect, it } from "vitest";
import * as zoned from "@/lib/core/zoned";
import { dateInstant, localTime } from "./local-time";

// 30 November 2026, 14:00 in Berlin; the tests run in St John's, so a formatter that forgets the zone shows 09:30.
const AT = "2026-11-30T13:00:00Z";

describe("localTime", () => {
  it("keeps the house format in English", () => {
    const en = localTime("en", "Europe/Berlin");
    const w = zoned.wallClock(AT, "Europe/Berlin");
    expect(en.longDay(AT)).toBe(zoned.longDay(w));
    expect(en.shortDay(AT)).toBe("Mon 30 Nov");
    expect(en.dayAndMonth(AT)).toBe("Monday 30 November");
    expect(en.dayMonth(AT, true)).toBe("30 Nov 2026");
    expect(en.zoneLabel(AT)).toBe(zoned.zoneLabel("Europe/Berlin", Date.parse(AT)));
    expect(en.zoneName(AT)).toBe(zoned.zoneName("Europe/Berlin", Date.parse(AT)));
    expect([en.part(AT, "month"), en.part(AT, "day"), en.part(AT, "weekday")]).toEqual(["Nov", "30", "Mon"]);
  });

  it("writes other languages' words, in the facility's zone", () => {
    const de = localTime("de", "Europe/Berlin");
    expect(de.clock(AT)).toBe("14:00");
    expect(de.longDay(AT)).toBe("Montag, 30. November 2026");
    expect(de.zoneAbbreviation(AT)).toBe("MEZ");
    expect(de.zoneLabel(AT)).toBe("Mitteleuropäische Normalzeit (MEZ)");
    expect(de.zoneName(AT)).toBe("Mitteleuropäische Normalzeit");
    const pl = localTime("pl", "Europe/Berlin");
    expect(pl.longDay(AT)).toBe("poniedziałek, 30 listopada 2026");
  });

  it("names a calendar date as that date, whatever the zone of the machine", () => {
    const de = localTime("de", "UTC");
    expect(de.longDay(dateInstant("2026-03-29"))).toBe("Sonntag, 29. März 2026");
    expect(localTime("en", "UTC").dayMonth(dateInstant("2026-03-29"))).toBe("29 Mar");
  });

  it("tells whether two instants share a local day", () => {
    const chicago = localTime("en", "America/Chicago");
    expect(chicago.sameDay("2026-11-30T05:00:00Z", "2026-11-30T06:30:00Z")).toBe(false);
    expect(chicago.sameDay("2026-11-30T06:00:00Z", "2026-11-30T07:00:00Z")).toBe(true);
  });
});
