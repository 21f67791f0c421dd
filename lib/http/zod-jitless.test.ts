import { describe, expect, it } from "vitest";

describe("zod in the browser", () => {
  it("parses jitless with the config instrumentation-client.ts sets before zod loads", async () => {
    await import("../../instrumentation-client");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  });
});
