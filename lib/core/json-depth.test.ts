import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan } from "./json-depth";

const nested = (n: number) => "[".repeat(n) + "]".repeat(n);

describe("jsonNestsDeeperThan", () => {
  it("counts objects and arrays inside each other", () => {
    expect(jsonNestsDeeperThan(nested(64))).toBe(false);
    expect(jsonNestsDeeperThan(nested(65))).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":${'{"b":'.repeat(70)}1${"}".repeat(70)}}`)).toBe(true);
    expect(jsonNestsDeeperThan(`{"x":${nested(5000)}}`)).toBe(true);
  });
  it("does not count siblings or brackets inside strings", () => {
    expect(jsonNestsDeeperThan(JSON.stringify(Array.from({ length: 500 }, () => [[1]])))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: "[".repeat(1000), b: '\\"{{{{' }))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '"[[[' + "[".repeat(100) }))).toBe(false);
  });
});
