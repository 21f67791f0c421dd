import { describe, expect, it } from "vitest";
import type { FacilityAppointment } from "../record/schema";
import { UTF8_BOM, csvField } from "../core/csv-field";
import { appointmentsCsv } from "./csv";

const appointment = (over: Partial<FacilityAppointment> = {}): FacilityAppointment => ({
  id: "9b2f3c8e-1d2a-4b5c-8d9e-0f1a2b3c4d5e",
  type: "Inbound",
  loading_type: "Live",
  scheduled_start_time: "2026-03-08T07:30:00.000Z",
  scheduled_end_time: "2026-03-08T08:30:00.000Z",
  confirmation_code: "K7M2P9QX",
  status: "Scheduled",
  recurring_facility_appointment: null,
  order_info: [
    { id: "1b2f3c8e-1d2a-4b5c-8d9e-0f1a2b3c4d5e", reference_id: "PO-1" },
    { id: "2b2f3c8e-1d2a-4b5c-8d9e-0f1a2b3c4d5e", reference_id: "PO-2" },
  ],
  created_at: "2026-03-01T10:00:00.000Z",
  updated_at: "2026-03-01T10:00:00.000Z",
  is_work_in: false,
  quantity: 24,
  units: "Pallets",
  carrier: 'Acme "Fast" Freight, Inc.',
  carrier_email: null,
  carrier_emails: [],
  carrier_phone: "+1 312 555 0100",
  carrier_driver: null,
  carrier_driver_phone: null,
  carrier_notes: "",
  shipper_receiver: null,
  dock: "Dock 1",
  forklift: null,
  trailer_number: null,
  seal_number: null,
  estimated_start_datetime: null,
  load_started_at: null,
  load_finished_at: null,
  checked_in_at: null,
  checked_out_at: null,
  cancelled_at: null,
  cancelled_reason: null,
  cancelled_note: null,
  public_notes: "",
  notes: "line one\nline two",
  facility: "3b2f3c8e-1d2a-4b5c-8d9e-0f1a2b3c4d5e",
  all_load_types: [],
  override_reason: null,
  custom_fields: {},
  ...over,
});

describe("appointmentsCsv", () => {
  it("quotes commas, quotes and line breaks so a spreadsheet reads one appointment per row", () => {
    const csv = appointmentsCsv([appointment()], "America/Chicago").slice(UTF8_BOM.length);
    const [header, row, end] = csv.split("\r\n");
    expect(
      header.startsWith("Confirmation code,Status,Type,Local date,Local start,Local end,Dock,Carrier,"),
    ).toBe(true);
    expect(row).toContain('"Acme ""Fast"" Freight, Inc."');
    expect(row).toContain("PO-1; PO-2");
    expect(csv).toContain('"line one\nline two"');
    expect(end).toBe("");
  });

  it("writes local times in the facility's zone, across a daylight-saving change", () => {
    // 2026-03-08 07:30Z is 01:30 CST; 08:30Z is 03:30 CDT (the clocks skip 02:00-03:00).
    const row = appointmentsCsv([appointment()], "America/Chicago").split("\r\n")[1];
    expect(row).toContain(",2026-03-08,01:30,03:30,Dock 1,");
  });

  it("tells a loaded truck still on site from one that left, with its departure in local time", () => {
    const stamps = {
      carrier: "Acme",
      checked_in_at: "2026-03-08T15:00:00.000Z",
      load_finished_at: "2026-03-08T16:00:00.000Z",
    };
    const rows = appointmentsCsv(
      [
        appointment({ status: "Completed", ...stamps }),
        appointment({ status: "Completed", ...stamps, checked_out_at: "2026-03-08T16:20:00.000Z" }),
        appointment({ status: "InProgress", carrier: "Acme", checked_in_at: stamps.checked_in_at }),
        appointment({ status: "Scheduled", carrier: "Acme" }),
        appointment({ status: "NoShow", carrier: "Acme" }),
      ],
      "America/Chicago",
    )
      .slice(UTF8_BOM.length)
      .split("\r\n");
    const header = rows[0].split(",");
    const col = (name: string) => rows.slice(1, 6).map((r) => r.split(",")[header.indexOf(name)]);
    expect(col("On site")).toEqual([
      "On site: loaded",
      "Left the site",
      "On site: at the door",
      "Not arrived",
      "",
    ]);
    // 16:20Z is 11:20 CDT.
    expect(col("Left site (local)")).toEqual(["", "2026-03-08 11:20", "", "", ""]);
  });

  it("keeps a spreadsheet from running a field as a formula", () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("-5")).toBe("'-5");
    expect(csvField(-5)).toBe("-5");
    expect(csvField(null)).toBe("");
    // Where a spreadsheet splits at ";" (German, French, Polish and Spanish Excel and LibreOffice), what follows
    // a ";", a tab or a line break starts a cell too.
    expect(csvField("Acme;=1+1")).toBe("Acme;'=1+1");
    expect(csvField("PO-1; -3+3")).toBe("PO-1; '-3+3");
    expect(csvField('a;"@SUM(1)"')).toBe(`"a;""'@SUM(1)"""`);
    expect(csvField("a;\tb")).toBe("a;'\tb");
    expect(csvField("one\n+1")).toBe(`"one\n'+1"`);
    expect(csvField("Door 1;2; C-3")).toBe("Door 1;2; C-3");
  });

  it("starts with a UTF-8 byte-order mark, so a spreadsheet reads ü and ß", () => {
    const csv = appointmentsCsv([appointment({ carrier: "Spree Kühltransporte Straße" })], "Europe/Berlin");
    const bytes = Buffer.from(csv, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toMatch(/^Confirmation code,/);
    expect(csv).toContain("Spree Kühltransporte Straße");
  });

  it("says the statuses and reasons as the board does, not the API's codes", () => {
    const rows = appointmentsCsv(
      [
        appointment({ status: "InProgress" }),
        appointment({ status: "NoShow" }),
        appointment({ status: "Cancelled", cancelled_reason: "CarrierRequest" }),
      ],
      "America/Chicago",
    ).split("\r\n");
    expect(rows[1]).toContain("K7M2P9QX,Loading,Inbound,");
    expect(rows[2]).toContain("K7M2P9QX,No-show,Inbound,");
    expect(rows[3]).toContain(",Carrier request,");
    expect(rows.join("\n")).not.toMatch(/InProgress|NoShow|CarrierRequest/);
  });
});

describe("appointmentsCsv with custom fields", () => {
  it("gives each field a column headed by its label, and an answer to a field gone a column under its key", () => {
    const a = appointment({
      custom_fields: { seal_no: "S-1", floor_loaded: true, equipment: ["Straps", "Jack"], old: 3 },
    });
    const csv = appointmentsCsv([a, appointment()], "America/Chicago", [
      { key: "seal_no", label: "Seal number" },
      { key: "floor_loaded", label: "Floor-loaded" },
      { key: "equipment", label: "Equipment" },
    ]).slice(UTF8_BOM.length);
    const [header, row, bare] = csv.split("\r\n");
    expect(header.endsWith(",Seal number,Floor-loaded,Equipment,old")).toBe(true);
    expect(row.endsWith(',S-1,Yes,"Straps, Jack",3')).toBe(true);
    expect(bare.endsWith(",,,,")).toBe(true);
  });
});
