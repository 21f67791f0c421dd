import { describe, expect, it } from "vitest";
import { safeCallbackUrl, safeRedirect } from "./callback-url";

describe("safeCallbackUrl", () => {
  it("keeps local paths with their query and fragment", () => {
    expect(safeCallbackUrl("/appointments/abc?x=1")).toBe("/appointments/abc?x=1");
    expect(safeCallbackUrl("/calendar#today")).toBe("/calendar#today");
  });
  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    // Browsers drop tabs and newlines inside URLs: these become //evil.example.
    "/\t/evil.example",
    "/\t\\evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\r\nSet-Cookie: x=1",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    "/./evil.example/..//evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    undefined,
    null,
  ])("refuses %j", (v) => {
    expect(safeCallbackUrl(v)).toBe("/start");
  });
  it("keeps an encoded tab as the harmless path it is", () => {
    // The query parameter arrives decoded; still-encoded characters stay in the path.
    expect(safeCallbackUrl("/%09/evil.example")).toBe("/%09/evil.example");
  });
  it("takes the first of repeated parameters", () => {
    expect(safeCallbackUrl(["/appointments", "/book"])).toBe("/appointments");
  });
});

describe("safeRedirect (next-auth)", () => {
  const base = "https://docks.example.com";
  it("follows our own paths and URLs", () => {
    expect(safeRedirect("/calendar?d=1", base)).toBe("https://docks.example.com/calendar?d=1");
    expect(safeRedirect("https://docks.example.com/book", base)).toBe("https://docks.example.com/book");
  });
  it.each([
    "https://evil.example/",
    "http://docks.example.com/book",
    "//evil.example",
    "/\t/evil.example",
    "/\\evil.example",
    "https://docks.example.com/\t/x\\y",
  ])("sends %j home", (v) => {
    expect(safeRedirect(v, base)).toBe(base);
  });
});
