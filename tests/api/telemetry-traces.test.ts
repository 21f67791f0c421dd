// One span per API request, exported over OTLP/HTTP (JSON) to a real receiver
// in this process (scripts/otlp-receiver.ts, which the benchmark's telemetry
// scenario uses too): the operation, the HTTP status and the facility id, and
// nothing of the body (driver, phone, e-mails, notes) or the token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flushTraces } from "@/lib/telemetry/tracing";
import { otlpReceiver, type OtlpReceiver, type OtlpSpan } from "@/scripts/otlp-receiver";
import { bookingBody, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";

let receiver: OtlpReceiver;

beforeAll(async () => {
  receiver = await otlpReceiver();
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.origin;
});
afterAll(async () => {
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  await receiver.close();
});

/** Every span the receiver got, once the spans of the requests so far are sent. */
async function exported(): Promise<OtlpSpan[]> {
  const before = receiver.bodies.length;
  const arrived = receiver.next();
  await flushTraces();
  if (receiver.bodies.length === before) await arrived;
  return receiver.spans();
}

/** A span's attributes as plain values (OTLP/JSON may write an intValue as a number or a string). */
const attrs = (s: OtlpSpan) =>
  Object.fromEntries(
    s.attributes.map((a) => [
      a.key,
      "intValue" in a.value ? Number(a.value.intValue) : Object.values(a.value)[0],
    ]),
  );

describe("traces", () => {
  it("exports a span per request with the operation, status and facility id, and no personal field or secret", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const personal = {
      driver_name: "Zbigniew Tracewski",
      driver_phone: "+48 600 111 222",
      carrier_emails: ["zbigniew.private@example.org"],
      notes: "gate code 4711, call Zbigniew",
      trailer_number: "TRL-SECRET-99",
    };
    const booked = await op(
      "request_facility_appointment",
      bookingBody(f.id, localTime(f.timezone, "11:00"), 60, personal),
      staff,
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const refused = await op("get_facility_appointments", { facility_id: f.id }, "dk_wrong_token_for_sure");
    expect(refused.status).toBe(401);

    const spans = await exported();
    const booking = spans.find(
      (s) => s.name === "request_facility_appointment" && attrs(s)["dockside.facility_id"] === f.id,
    );
    expect(booking).toBeDefined();
    expect(booking!.kind).toBe(2); // OTLP's SPAN_KIND_SERVER
    expect(attrs(booking!)).toEqual({
      "dockside.operation": "request_facility_appointment",
      "http.request.method": "POST",
      "http.route": "/api/service.v1.request_facility_appointment",
      "http.response.status_code": 200,
      "dockside.facility_id": f.id,
    });
    expect(BigInt(booking!.endTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(booking!.startTimeUnixNano));
    // Refused before its body was read: no facility id, the status it got.
    const unauthenticated = spans.find(
      (s) => s.name === "get_facility_appointments" && attrs(s)["http.response.status_code"] === 401,
    );
    expect(unauthenticated && attrs(unauthenticated)["dockside.facility_id"]).toBeUndefined();
    const all = receiver.bodies.join("\n");
    for (const secret of [
      ...Object.values(personal).flat(),
      "Zbigniew",
      staff,
      "dk_wrong_token_for_sure",
      booked.json.id,
    ])
      expect(all).not.toContain(secret);
    expect(all).toContain('"service.name"');
  });
});
