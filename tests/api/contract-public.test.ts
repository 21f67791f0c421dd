// The public operations' real answers, success and refusal, held to the
// schemas the OpenAPI document publishes for them.
import { describe, it } from "vitest";
import { mintManageLink } from "@/lib/record/manage-links";
import { db, insertAppointment, localTime } from "./helpers";
import { contractChecker, documentedOps } from "./support/contract";
import { linkedFacility, newAddress, pub, publicBody, tokenOf } from "./support/public";

const { holds, expectAllSeen } = contractChecker();

describe("public operations match the OpenAPI document", () => {
  it("for every public operation, on success and on refusal", async () => {
    const f = await linkedFacility("requests");
    const ip = newAddress();
    const start = localTime(f.timezone, "10:00", 3);
    const day = start.toISODate()!;

    holds("get_public_facility", await pub("get_public_facility", { slug: f.slug }, ip), 200);
    holds("get_public_facility", await pub("get_public_facility", { slug: "no-such-link" }, ip), 404);
    const window = { slug: f.slug, start: day, end: day, type: "Inbound", duration_minutes: 60 };
    holds("get_public_availability", await pub("get_public_availability", window, ip), 200);
    holds("get_public_availability", await pub("get_public_availability", { slug: f.slug }, ip), 400);

    const booked = await pub("request_public_appointment", publicBody(f.slug, start), ip);
    holds("request_public_appointment", booked, 200);
    holds(
      "request_public_appointment",
      await pub("request_public_appointment", publicBody(f.slug, start, { website: "http://spam" }), ip),
      400,
    );
    const token = tokenOf(booked.json.manage_url);
    holds("get_managed_appointment", await pub("get_managed_appointment", { token }, ip), 200);
    holds(
      "get_managed_appointment",
      await pub("get_managed_appointment", { token: "x".repeat(43) }, ip),
      404,
    );
    holds(
      "get_managed_availability",
      await pub("get_managed_availability", { token, start: day, end: day }, ip),
      200,
    );
    holds("get_managed_availability", await pub("get_managed_availability", { token, start: day }, ip), 400);
    const later = start.plus({ hours: 2 }).toUTC().toISO();
    holds(
      "reschedule_managed_appointment",
      await pub("reschedule_managed_appointment", { token, scheduled_start_time: later }, ip),
      200,
    );
    holds(
      "reschedule_managed_appointment",
      await pub("reschedule_managed_appointment", { token, scheduled_start_time: "tomorrow" }, ip),
      400,
    );
    holds(
      "update_managed_appointment",
      await pub("update_managed_appointment", { token, custom_fields: {} }, ip),
      200,
    );
    holds(
      "update_managed_appointment",
      await pub("update_managed_appointment", { token, custom_fields: { nothing_asked: "x" } }, ip),
      400,
    );
    holds("cancel_managed_appointment", await pub("cancel_managed_appointment", { token }, ip), 200);
    holds("cancel_managed_appointment", await pub("cancel_managed_appointment", { token }, ip), 409);
    holds(
      "update_managed_appointment",
      await pub("update_managed_appointment", { token, custom_fields: {} }, ip),
      409,
    );
    const code = booked.json.appointment.confirmation_code;
    holds(
      "send_manage_link",
      await pub("send_manage_link", { confirmation_code: code, email: "someone@else.test" }, ip),
      200,
    );
    holds(
      "send_manage_link",
      await pub("send_manage_link", { confirmation_code: "0000", email: "x" }, ip),
      400,
    );

    // The ETA is taken within 24 hours of the start: a truck due in two hours.
    const soon = await insertAppointment(f.id, new Date(Date.now() + 2 * 3_600_000), 60);
    const { token: soonToken } = await mintManageLink(db, soon.id);
    holds("send_managed_eta", await pub("send_managed_eta", { token: soonToken, minutes_late: 40 }, ip), 200);
    holds("send_managed_eta", await pub("send_managed_eta", { token: soonToken }, ip), 400);
    holds("send_managed_eta", await pub("send_managed_eta", { token, minutes_late: 5 }, ip), 409);

    // The gate on a driver's phone: a check-in, the status it follows, a visit; an unknown code and slug.
    const truck = await insertAppointment(f.id, new Date(Date.now() - 10 * 60_000), 60);
    const checkIn = await pub("phone_gate_check_in", { slug: f.slug, code: truck.confirmationCode }, ip);
    holds("phone_gate_check_in", checkIn, 200);
    holds(
      "phone_gate_check_in",
      await pub("phone_gate_check_in", { slug: f.slug, code: "ZZZZZZZZ" }, ip),
      404,
    );
    holds("phone_gate_check_in", await pub("phone_gate_check_in", { slug: f.slug, code: "" }, ip), 400);
    const followed = { appointment_id: truck.id, confirmation_code: truck.confirmationCode };
    holds("phone_gate_status", await pub("phone_gate_status", { slug: f.slug, ...followed }, ip), 200);
    holds(
      "phone_gate_status",
      await pub("phone_gate_status", { slug: "no-such-gate", ...followed }, ip),
      404,
    );
    const visit = { carrier: "Walk-up", type: "Inbound", reference: "V-1", carrier_phone: "+1 312 555 0100" };
    holds(
      "phone_gate_request_work_in",
      await pub("phone_gate_request_work_in", { slug: f.slug, ...visit }, ip),
      200,
    );
    holds(
      "phone_gate_request_work_in",
      await pub("phone_gate_request_work_in", { slug: f.slug, ...visit, type: "Sideways" }, ip),
      400,
    );

    expectAllSeen(documentedOps({ public: true }));
  });
});
