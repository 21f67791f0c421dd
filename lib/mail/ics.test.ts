import { describe, expect, it } from "vitest";
import { readCalendar } from "../../tests/api/support/ical";
import { appointmentCalendar, type CalendarInput } from "./ics";

const appointment = {
  id: "0b7f7c1e-4b1a-4c8e-9a39-2f6d1c0e5a11",
  type: "Outbound",
  status: "Scheduled",
  confirmation_code: "K7M2QX9P",
  // 01:30 CET to 04:00 CEST: 90 minutes across the night clocks go forward in Berlin.
  scheduled_start_time: "2026-03-29T00:30:00.000Z",
  scheduled_end_time: "2026-03-29T02:00:00.000Z",
  dock: "Tor 3",
  order_info: [{ id: "x", reference_id: "PO-1; PO-2" }],
  quantity: 4,
  units: "Pallets",
} as const satisfies CalendarInput["appointment"];
const facility = {
  name: "Berlin Fresh Hub",
  address: "Hafenstraße 12, 10317 Berlin",
  time_zone: "Europe/Berlin",
  carrier_instructions: "Anmeldung am Tor 3, Ladungssicherung mitbringen; Müllerstraße gesperrt.",
};
const input = (over: Partial<CalendarInput> = {}): CalendarInput => ({
  appointment,
  facility,
  method: "REQUEST",
  sequence: 2,
  link: "https://dock.example.com/a/abc",
  attendee: "dispatch@carrier.example",
  now: new Date("2026-03-20T10:00:00Z"),
  ...over,
});

describe("appointmentCalendar", () => {
  it("is an invitation with the right instants across a DST change, read back by ical.js", () => {
    const c = readCalendar(appointmentCalendar(input()));
    expect(c).toMatchObject({
      method: "REQUEST",
      uid: `${appointment.id}@dockside`,
      sequence: 2,
      start: "2026-03-29T00:30:00.000Z",
      end: "2026-03-29T02:00:00.000Z",
      summary: "Pickup at Berlin Fresh Hub, Tor 3 (K7M2QX9P)",
      location: "Hafenstraße 12, 10317 Berlin",
      status: "CONFIRMED",
      organizer: "mailto:no-reply@localhost",
      attendees: ["mailto:dispatch@carrier.example"],
      alarm: "-PT1H",
    });
    expect(c.description).toContain(
      "Facility time: Sunday 29 March 2026, 01:30–04:00 GMT+1 (Central European Standard Time, Europe/Berlin)",
    );
    expect(c.description).toContain("References: PO-1; PO-2");
    expect(c.description).toContain(facility.carrier_instructions);
    expect(c.description).toContain("View, reschedule or cancel: https://dock.example.com/a/abc");
  });

  it("cancels the same event with METHOD:CANCEL and no alarm", () => {
    const c = readCalendar(appointmentCalendar(input({ method: "CANCEL", sequence: 3 })));
    expect(c).toMatchObject({
      method: "CANCEL",
      uid: `${appointment.id}@dockside`,
      sequence: 3,
      status: "CANCELLED",
    });
    expect(c.alarm).toBeNull();
  });

  it("is tentative while the facility has not confirmed", () => {
    const c = readCalendar(
      appointmentCalendar(
        input({
          method: "PUBLISH",
          attendee: undefined,
          appointment: { ...appointment, status: "Requested" },
        }),
      ),
    );
    expect(c).toMatchObject({ method: "PUBLISH", status: "TENTATIVE", attendees: [] });
  });

  it("writes CRLF lines of at most 75 octets, counting the bytes of ß and ü", () => {
    const ics = appointmentCalendar(input());
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("names the organizer after MAIL_FROM's address", () => {
    process.env.MAIL_FROM = "Dock Desk <desk@dock.example.com>";
    try {
      expect(readCalendar(appointmentCalendar(input())).organizer).toBe("mailto:desk@dock.example.com");
    } finally {
      delete process.env.MAIL_FROM;
    }
  });
});
