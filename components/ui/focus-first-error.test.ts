import { describe, expect, it } from "vitest";
import { errorNames } from "./focus-first-error";

describe("errorNames", () => {
  it("names every field with an error, nested ones by their dotted path", () => {
    const errors = {
      name: { type: "too_small", message: "is required" },
      closed_dates: [undefined, { date: { type: "invalid_format", message: "must be a date" } }],
      open_hours: [{ periods: [{ end: { type: "custom", message: "must be after start" } }] }],
    };
    expect(errorNames(errors as never)).toEqual([
      "name",
      "closed_dates.1.date",
      "open_hours.0.periods.0.end",
    ]);
  });

  it("names nothing when there is no error", () => {
    expect(errorNames({})).toEqual([]);
    expect(errorNames(undefined)).toEqual([]);
  });
});
