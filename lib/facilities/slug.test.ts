import { describe, expect, it } from "vitest";
import { slugify, slugSchema } from "./slug";

describe("slugify", () => {
  it("makes a link from a name as the migration did for existing facilities", () => {
    expect(slugify("Chicago Cross-Dock")).toBe("chicago-cross-dock");
    expect(slugify("Berlin Fresh Hub — Hafenstraße Ölstück")).toBe("berlin-fresh-hub-hafenstra-e-olstuck");
    expect(slugify("  --Ä  B--  ")).toBe("a-b");
    expect(slugify("北京")).toBe("");
    expect(slugify("x".repeat(80))).toHaveLength(50);
  });

  it("accepts only lower-case letters, digits and inner hyphens", () => {
    expect(slugSchema.parse(" Gate-7 ")).toBe("gate-7");
    for (const bad of ["", "-a", "a-", "a b", "ä", "a".repeat(61)])
      expect(slugSchema.safeParse(bad).success).toBe(false);
  });
});
