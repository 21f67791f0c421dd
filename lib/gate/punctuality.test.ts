import { describe, expect, it } from "vitest";
import { minutesFromStart, punctuality } from "./punctuality";

const start = "2026-11-24T15:00:00.000Z";
const at = (min: number, sec = 0) => new Date(Date.parse(start) + min * 60_000 + sec * 1000);

describe("punctuality", () => {
  it("is on time within the tolerance either side, inclusive", () => {
    expect(punctuality(at(15), start, 15)).toBe("on_time");
    expect(punctuality(at(-15), start, 15)).toBe("on_time");
    expect(punctuality(at(0), start, 0)).toBe("on_time");
  });
  it("is late or early past it, by a second", () => {
    expect(punctuality(at(15, 1), start, 15)).toBe("late");
    expect(punctuality(at(-15, -1), start, 15)).toBe("early");
    expect(punctuality(at(0, 1), start, 0)).toBe("late");
  });
  it("counts whole minutes toward zero", () => {
    expect(minutesFromStart(at(14, 59), start)).toBe(14);
    expect(minutesFromStart(at(-14, -59), start)).toBe(-14);
    expect(minutesFromStart(at(40), start)).toBe(40);
  });
});
