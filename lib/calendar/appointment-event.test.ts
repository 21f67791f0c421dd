import { describe, expect, it } from "vitest";
import type { FacilityAppointment } from "../appointments/schema";
import { appointmentEvent } from "./appointment-event";

const appointment = {
  id: "0b7f7c1e-4b1a-4c8e-9a39-2f6d1c0e5a11",
  type: "Outbound",
  status: "Requested",
  confirmation_code: "K7M2QX9P",
  scheduled_start_time: "2026-03-29T00:30:00.000Z",
  scheduled_end_time: "2026-03-29T02:00:00.000Z",
  created_at: "2026-03-20T10:00:00.000Z",
  updated_at: "2026-03-20T10:00:42.000Z",
  dock: null,
  order_info: [{ id: "x", reference_id: "PO-1" }],
  quantity: 4,
  units: "Pallets",
} as unknown as FacilityAppointment;
const facility = {
  id: "f",
  name: "Berlin Fresh Hub",
  time_zone: "Europe/Berlin",
  address: "Hafenstraße 12, 10317 Berlin",
  instant_booking: false,
  cancel_cutoff_minutes: 0,
};

describe("appointmentEvent", () => {
  const e = appointmentEvent(appointment, facility, {
    url: "https://dock.example.com/appointments/x",
    now: new Date("2026-03-21T00:00:00Z"),
  });

  it("is tentative while the facility has not confirmed", () => {
    expect(e.status).toBe("TENTATIVE");
    expect(e.summary).toBe("Pickup at Berlin Fresh Hub (K7M2QX9P)");
  });

  it("describes the time in the facility's zone, across the night clocks go forward", () => {
    // 01:30 CET to 04:00 CEST: 90 minutes that span the skipped hour.
    expect(e.description).toContain("Facility time: Sunday 29 March 2026, 01:30–04:00 GMT+1 (Europe/Berlin)");
    expect(e.start.toISOString()).toBe("2026-03-29T00:30:00.000Z");
  });

  it("grows its sequence with each change", () => {
    expect(e.sequence).toBe(42);
    expect(e.location).toBe("Berlin Fresh Hub, Hafenstraße 12, 10317 Berlin");
  });
});
