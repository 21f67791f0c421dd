import { describe, expect, it } from "vitest";
import { pollDelay } from "./sqlite-source";

describe("pollDelay", () => {
  it("doubles from the shortest wait with each read that found nothing, up to the longest", () => {
    expect([0, 1, 2, 3, 4, 5, 40].map((quiet) => pollDelay(quiet, 250, 2_000))).toEqual([
      250, 500, 1_000, 2_000, 2_000, 2_000, 2_000,
    ]);
  });

  it("stops at a longest wait that is not a doubling of the shortest", () => {
    expect([0, 1, 2, 3].map((quiet) => pollDelay(quiet, 300, 1_000))).toEqual([300, 600, 1_000, 1_000]);
  });

  it("never waits less than the shortest wait, even when the longest is set below it", () => {
    expect([0, 3].map((quiet) => pollDelay(quiet, 500, 100))).toEqual([500, 500]);
  });

  it("takes EVENTS_POLL_MS and EVENTS_POLL_MAX_MS, else 250 ms to 2 s", () => {
    const saved = { min: process.env.EVENTS_POLL_MS, max: process.env.EVENTS_POLL_MAX_MS };
    try {
      delete process.env.EVENTS_POLL_MS;
      delete process.env.EVENTS_POLL_MAX_MS;
      expect([pollDelay(0), pollDelay(10)]).toEqual([250, 2_000]);
      process.env.EVENTS_POLL_MS = "100";
      process.env.EVENTS_POLL_MAX_MS = "400";
      expect([0, 1, 2, 3].map((quiet) => pollDelay(quiet))).toEqual([100, 200, 400, 400]);
    } finally {
      for (const [key, value] of [
        ["EVENTS_POLL_MS", saved.min],
        ["EVENTS_POLL_MAX_MS", saved.max],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  });
});
