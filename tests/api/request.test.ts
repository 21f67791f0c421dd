import { describe, expect, it } from "vitest";
import { facilityAppointment } from "@/lib/record/schema";
import { bookingBody, call, carrierToken, localTime, makeFacility, staffToken } from "./helpers";

describe("request_facility_appointment", () => {
  it("books an instant-booking facility as Scheduled with every record field, in UTC", async () => {
    const f = await makeFacility({ timeZone: "Europe/Berlin" });
    const token = await staffToken([f.id]);
    const start = localTime(f.timezone, "10:00");
    const res = await call(
      "request",
      bookingBody(f.id, start, 90, {
        carrier_email: " Dispatch@Acme.example ",
        carrier_emails: ["ops@acme.example", "dispatch@acme.example"],
        order_info: [{ reference_id: " PO-1 " }, { reference_id: "PO-2" }],
        carrier_driver: "Sam",
      }),
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    const a = res.json;
    expect(facilityAppointment.strict().parse(a)).toBeTruthy();
    expect(a.status).toBe("Scheduled");
    expect(a.scheduled_start_time).toBe(start.toUTC().toISO());
    expect(a.scheduled_start_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(a.scheduled_end_time).toBe(start.plus({ minutes: 90 }).toUTC().toISO());
    expect(a.carrier_emails).toEqual(["dispatch@acme.example", "ops@acme.example"]);
    expect(a.carrier_email).toBe("dispatch@acme.example");
    expect(a.order_info.map((o: { reference_id: string }) => o.reference_id)).toEqual(["PO-1", "PO-2"]);
    expect(a.confirmation_code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(a.dock).toBe("Dock 1");
    expect(a.facility).toBe(f.id);
    expect(a.loading_type).toBe("Live");
    expect(a.recurring_facility_appointment).toBeNull();
    expect(a.is_work_in).toBe(false);
    expect(a.cancelled_reason).toBeNull();
    expect(a.notes).toBe("");
    expect(a.all_load_types).toEqual([]);
  });

  it("books a facility without instant booking as Requested", async () => {
    const f = await makeFacility({ instantBooking: false });
    const res = await call("request", bookingBody(f.id, localTime(f.timezone, "09:00")), {
      token: await staffToken([f.id]),
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("Requested");
  });

  it("gives the next free dock, then refuses with no_capacity when every dock is taken", async () => {
    const f = await makeFacility({ docks: 2 });
    const token = await staffToken([f.id]);
    const start = localTime(f.timezone, "13:00");
    const first = await call("request", bookingBody(f.id, start), { token });
    const second = await call("request", bookingBody(f.id, start.plus({ minutes: 30 })), { token });
    const third = await call("request", bookingBody(f.id, start.plus({ minutes: 15 }), 30), { token });
    expect([first.json.dock, second.json.dock]).toEqual(["Dock 1", "Dock 2"]);
    expect(third.status).toBe(409);
    expect(third.json).toMatchObject({ code: "conflict", details: [{ reason: "no_capacity" }] });
    // Half-open intervals: ending at 14:00 does not overlap starting at 14:00.
    const after = await call("request", bookingBody(f.id, start.plus({ minutes: 60 })), { token });
    expect(after.status).toBe(200);
    expect(after.json.dock).toBe("Dock 1");
  });

  it("only gives docks that serve the appointment's direction", async () => {
    const f = await makeFacility({
      docks: [
        { name: "Receiving", inbound: true, outbound: false },
        { name: "Shipping", inbound: false, outbound: true },
      ],
    });
    const token = await staffToken([f.id]);
    const start = localTime(f.timezone, "08:00");
    const out = await call("request", bookingBody(f.id, start, 60, { type: "Outbound" }), { token });
    expect(out.json.dock).toBe("Shipping");
    const out2 = await call("request", bookingBody(f.id, start, 60, { type: "Outbound" }), { token });
    expect(out2.json.details[0].reason).toBe("no_capacity");
    const inbound = await call("request", bookingBody(f.id, start, 60), { token });
    expect(inbound.json.dock).toBe("Receiving");
  });

  it("lets a carrier token book and records its company", async () => {
    const f = await makeFacility();
    const { token } = await carrierToken();
    const res = await call(
      "request",
      bookingBody(f.id, localTime(f.timezone, "11:00"), 60, { carrier_notes: "Call at gate" }),
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.json.carrier_notes).toBe("Call at gate");
  });
});
