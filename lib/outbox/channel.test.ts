import { describe, expect, it } from "vitest";
import { delaysFrom } from "./channel";

describe("delaysFrom", () => {
  const fallback = [30, 120];
  it("reads comma-separated seconds", () => {
    expect(delaysFrom("5, 300,1800", fallback)).toEqual([5, 300, 1800]);
  });
  it("falls back when unset, empty or unreadable", () => {
    expect(delaysFrom(undefined, fallback)).toEqual(fallback);
    expect(delaysFrom("", fallback)).toEqual(fallback);
    expect(delaysFrom(" , ", fallback)).toEqual(fallback);
    expect(delaysFrom("soon,-5", fallback)).toEqual(fallback);
  });
});
