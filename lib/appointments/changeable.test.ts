import { describe, expect, it } from "vitest";
import { changeable } from "./changeable";

const now = new Date("2026-11-23T12:00:00.000Z");
const at = (iso: string, status: "Requested" | "Scheduled" | "Cancelled" | "Arrived" = "Scheduled") => ({
  status,
  scheduled_start_time: iso,
});

describe("changeable", () => {
  it("allows a future Requested or Scheduled appointment outside the cut-off", () => {
    expect(changeable(at("2026-11-24T12:00:00.000Z"), 120, { staff: false, now })).toEqual({ allowed: true });
    expect(changeable(at("2026-11-24T12:00:00.000Z", "Requested"), 0, { staff: false, now }).allowed).toBe(
      true,
    );
  });

  it("refuses other statuses", () => {
    expect(changeable(at("2026-11-24T12:00:00.000Z", "Cancelled"), 0, { staff: false, now })).toMatchObject({
      allowed: false,
      reason: "status",
      why: expect.stringContaining("cancelled"),
    });
    expect(changeable(at("2026-11-24T12:00:00.000Z", "Arrived"), 0, { staff: true, now }).allowed).toBe(
      false,
    );
  });

  it("refuses a carrier inside the cut-off, in words", () => {
    const r = changeable(at("2026-11-23T13:00:00.000Z"), 120, { staff: false, now });
    expect(r).toMatchObject({ allowed: false, reason: "cutoff", why: expect.stringContaining("2 hours") });
  });

  it("lets staff change inside the cut-off, but nothing that has started", () => {
    expect(changeable(at("2026-11-23T13:00:00.000Z"), 120, { staff: true, now }).allowed).toBe(true);
    expect(changeable(at("2026-11-23T11:00:00.000Z"), 0, { staff: true, now })).toMatchObject({
      allowed: false,
      reason: "started",
    });
  });
});
