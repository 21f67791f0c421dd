import { describe, expect, it } from "vitest";
import { isOnSite, siteState, siteWord } from "./site-state";

const IN = "2026-11-24T14:00:00.000Z";
const OUT = "2026-11-24T16:00:00.000Z";

describe("where the truck is", () => {
  it("tells a loaded truck still on site from one that has left, though both are Completed", () => {
    const loaded = { status: "Completed", checked_in_at: IN, checked_out_at: null };
    const left = { ...loaded, checked_out_at: OUT };
    expect([siteState(loaded), isOnSite(loaded), siteWord(siteState(loaded))]).toEqual([
      "loaded",
      true,
      "On site: loaded",
    ]);
    expect([siteState(left), isOnSite(left), siteWord(siteState(left))]).toEqual([
      "left",
      false,
      "Left the site",
    ]);
  });

  it("reads the gate, the door, a dropped trailer checked out, and trucks that never came", () => {
    expect(siteState({ status: "Arrived", checked_in_at: IN, checked_out_at: null })).toBe("at_gate");
    expect(siteState({ status: "InProgress", checked_in_at: IN, checked_out_at: null })).toBe("at_door");
    expect(siteState({ status: "Arrived", checked_in_at: IN, checked_out_at: OUT })).toBe("left");
    expect(siteState({ status: "Scheduled", checked_in_at: null, checked_out_at: null })).toBe("expected");
    expect(siteState({ status: "NoShow", checked_in_at: null, checked_out_at: null })).toBe("none");
    expect(siteState({ status: "Cancelled", checked_in_at: IN, checked_out_at: null })).toBe("none");
  });
});
