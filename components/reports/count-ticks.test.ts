import { describe, expect, it } from "vitest";
import { countTicks } from "./count-ticks";

describe("countTicks", () => {
  it.each([
    [0, [0, 1]],
    [2, [0, 1, 2]],
    [8, [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    [9, [0, 2, 4, 6, 8, 10]],
    [37, [0, 5, 10, 15, 20, 25, 30, 35, 40]],
    [120, [0, 20, 40, 60, 80, 100, 120]],
  ])("ticks %d as whole numbers", (max, ticks) => {
    expect(countTicks(max)).toEqual(ticks);
    expect(countTicks(max).every(Number.isInteger)).toBe(true);
  });
});
