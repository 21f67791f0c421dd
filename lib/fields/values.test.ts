import { describe, expect, it } from "vitest";
import { calendarDescription } from "../mail/ics";
import { renderAppointmentMail } from "../mail/templates";
import { mailWords } from "../i18n/mail-words";
import type { FacilityAppointment } from "../record/schema";
import { blankCustomField, type CustomField } from "./schema";
import { answersForNew, checkValue, shownAnswers } from "./values";

const field = (over: Partial<CustomField>): CustomField =>
  blankCustomField({ key: "k", label: "K", ...over });

const FIELDS = [
  field({ key: "seal_no", label: "Seal number" }),
  field({ key: "floor_loaded", label: "Floor-loaded", type: "boolean" }),
  field({ key: "gate_notes", label: "Gate notes", hidden_from_carrier: true }),
];
const ANSWERS = { seal_no: "S-881", floor_loaded: false, gate_notes: "check the seal twice" };
/** A booked appointment with those answers, as e-mail and calendar files get it. */
const a = {
  id: "0b7f7c1e-4b1a-4c8e-9a39-2f6d1c0e5a11",
  type: "Inbound",
  status: "Scheduled",
  confirmation_code: "K7M2QX9P",
  scheduled_start_time: "2026-03-29T00:30:00.000Z",
  scheduled_end_time: "2026-03-29T02:00:00.000Z",
  dock: "Dock 3",
  order_info: [],
  quantity: 4,
  units: "Pallets",
  carrier_emails: ["d@c.test"],
  public_notes: "",
  custom_fields: ANSWERS,
} as unknown as FacilityAppointment;

describe("custom field answers", () => {
  it("reads dates as YYYY-MM-DD and phones by the contract's rule", () => {
    const date = field({ type: "date" });
    expect(checkValue(date, "2028-02-29")).toEqual({ value: "2028-02-29" });
    expect(checkValue(date, "2027-02-29")).toMatchObject({ reason: "invalid_date" });
    expect(checkValue(date, "2027-02-28T00:00:00Z")).toMatchObject({ reason: "invalid_date" });
    const phone = field({ type: "phone" });
    expect(checkValue(phone, " +44 20 7946 0958 x12 ")).toEqual({ value: "+44 20 7946 0958 x12" });
    expect(checkValue(phone, "call me")).toMatchObject({ reason: "invalid_phone" });
    expect(checkValue(field({ type: "text" }), "two\nlines")).toMatchObject({ reason: "malformed_text" });
  });

  it("names every problem of a booking at once", () => {
    const fields = [
      field({ key: "a", required_for_carrier: true }),
      field({ key: "n", type: "number", max: 3 }),
    ];
    expect(() => answersForNew(fields, { n: 4, z: 1 }, "carrier", [])).toThrow(
      expect.objectContaining({
        details: [
          { field: "custom_fields.z", reason: "unknown_field", message: expect.any(String) },
          { field: "custom_fields.a", reason: "required", message: "is required" },
          { field: "custom_fields.n", reason: "out_of_range", message: "must be at most 3" },
        ],
      }),
    );
  });

  it("shows carriers their answers under labels, staff all of them", () => {
    expect(shownAnswers(ANSWERS, FIELDS, "carrier")).toEqual([
      ["Seal number", "S-881"],
      ["Floor-loaded", "No"],
    ]);
    expect(shownAnswers({ ...ANSWERS, gone: 2 }, FIELDS, "staff")).toEqual([
      ["Seal number", "S-881"],
      ["Floor-loaded", "No"],
      ["Gate notes", "check the seal twice"],
      ["gone", "2"],
    ]);
  });

  it("puts answers in e-mail as labelled fields and in the calendar file, never the hidden ones", () => {
    const facility = {
      name: "DC",
      address: "",
      time_zone: "America/Chicago",
      carrier_instructions: "",
      custom_fields: FIELDS,
    };
    const mail = renderAppointmentMail({
      kind: "booking_confirmed",
      appointment: a,
      facility,
      link: "https://x/a/1",
    });
    expect(mail.text).toMatch(/Seal number:\s+S-881/);
    expect(mail.html).toContain("Floor-loaded");
    expect(mail.text + mail.html).not.toContain("check the seal twice");
    const staffMail = renderAppointmentMail({
      kind: "new_request",
      appointment: a,
      facility,
      link: "https://x",
    });
    expect(staffMail.text).toContain("check the seal twice");
    const ics = calendarDescription({ appointment: a, facility, method: "REQUEST", sequence: 0 });
    expect(ics).toContain("Seal number: S-881\nFloor-loaded: No");
    expect(ics).not.toContain("Gate notes");
  });

  it("says yes and no in the reader's language: in a German e-mail and calendar file, Nein", async () => {
    const facility = {
      name: "DC",
      address: "",
      time_zone: "Europe/Berlin",
      carrier_instructions: "",
      custom_fields: FIELDS,
    };
    const words = await mailWords("de");
    const mail = renderAppointmentMail({
      kind: "booking_confirmed",
      appointment: a,
      facility,
      link: "https://x",
      words,
    });
    expect(mail.text).toMatch(/Floor-loaded:\s+Nein/);
    const ics = calendarDescription({ appointment: a, facility, method: "REQUEST", sequence: 0, words });
    expect(ics).toContain("Floor-loaded: Nein");
    expect(shownAnswers(ANSWERS, FIELDS, "carrier", ["Tak", "Nie"])).toContainEqual(["Floor-loaded", "Nie"]);
  });
});
