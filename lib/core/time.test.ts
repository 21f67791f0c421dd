import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { localRange, zoneLabel } from "./time";

const at = (iso: string) => DateTime.fromISO(iso, { zone: "utc" });

describe("zoneLabel", () => {
  it("names the zone and its abbreviation at the instant given", () => {
    expect(zoneLabel("America/Chicago", at("2026-01-15T12:00:00Z"))).toBe("Central Standard Time (CST)");
    expect(zoneLabel("America/Chicago", at("2026-07-15T12:00:00Z"))).toBe("Central Daylight Time (CDT)");
    expect(zoneLabel("Europe/Berlin", at("2026-01-15T12:00:00Z"))).toBe(
      "Central European Standard Time (GMT+1)",
    );
    expect(zoneLabel("UTC", at("2026-01-15T12:00:00Z"))).toBe("UTC");
  });

  it("ends every local range, on the start's side of a clock change", () => {
    // 2026-03-08 in Chicago: 01:30 CST, clocks skip to 03:00 CDT.
    expect(localRange("2026-03-08T07:30:00.000Z", "2026-03-08T08:30:00.000Z", "America/Chicago")).toBe(
      "Sunday 8 March 2026, 01:30–03:30 Central Standard Time (CST)",
    );
  });
});
