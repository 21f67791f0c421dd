import { describe, expect, it } from "vitest";
import { bookingFormSchema } from "./booking-form-schema";

const valid = {
  facility_id: "6f1c1c44-3a57-4c43-9a43-0d8f3f0b8e11",
  type: "Inbound",
  scheduled_start_time: "2026-11-24T14:00:00.000Z",
  scheduled_end_time: "2026-11-24T15:00:00.000Z",
  carrier: "Acme Freight",
  carrier_phone: "+1 312 555 0100",
  carrier_emails: ["dispatch@acme.example"],
  quantity: 24,
  units: "Pallets",
  order_info: [{ reference_id: "PO-1" }],
};

const issues = (v: unknown) =>
  (bookingFormSchema.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("bookingFormSchema", () => {
  it("accepts what the API accepts", () => {
    expect(issues(valid)).toEqual([]);
  });

  it("keeps the API's messages, so the form and the API agree", () => {
    expect(issues({ ...valid, carrier_phone: "12" })).toEqual(["carrier_phone: must have at least 7 digits"]);
    expect(issues({ ...valid, quantity: 0 })).toEqual(["quantity: must be at least 1"]);
  });

  it("takes an empty driver's phone as none, and checks a typed one as the API does", () => {
    expect(
      bookingFormSchema.parse({ ...valid, carrier_driver_phone: " " }).carrier_driver_phone,
    ).toBeUndefined();
    expect(issues({ ...valid, carrier_driver_phone: "12" })).toEqual([
      "carrier_driver_phone: must have at least 7 digits",
    ]);
    expect(
      bookingFormSchema.parse({ ...valid, carrier_driver_phone: "(312) 555-0142", driver_sms_consent: true }),
    ).toMatchObject({ carrier_driver_phone: "(312) 555-0142", driver_sms_consent: true });
  });

  it("flags a repeated reference on its line even while other fields are still empty", () => {
    const incomplete: Record<string, unknown> = { ...valid };
    delete incomplete.facility_id;
    expect(
      issues({ ...incomplete, order_info: [{ reference_id: "PO-9" }, { reference_id: " PO-9 " }] }),
    ).toContain("order_info.1.reference_id: is already listed");
  });
});
