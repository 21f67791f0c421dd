import { describe, expect, it } from "vitest";
import { formPath } from "./form-path";

describe("formPath", () => {
  it("turns API paths into react-hook-form paths", () => {
    expect(formPath("order_info[2].reference_id")).toBe("order_info.2.reference_id");
    expect(formPath("open_hours[0].periods[1].start")).toBe("open_hours.0.periods.1.start");
    expect(formPath("carrier")).toBe("carrier");
  });
});
