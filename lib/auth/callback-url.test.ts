import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./callback-url";

describe("safeCallbackUrl", () => {
  it("keeps local paths with their query", () => {
    expect(safeCallbackUrl("/appointments/abc?x=1")).toBe("/appointments/abc?x=1");
  });
  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    undefined,
    null,
  ])("refuses %s", (v) => {
    expect(safeCallbackUrl(v)).toBe("/start");
  });
  it("takes the first of repeated parameters", () => {
    expect(safeCallbackUrl(["/appointments", "/book"])).toBe("/appointments");
  });
});
