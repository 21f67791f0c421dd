// Every operation's real answers, success and refusal, held to the schemas the
// OpenAPI document publishes for them: a field the code answers but the
// document lacks (or the reverse) fails here.
import { describe, it } from "vitest";
import { adminCreateUser, listUsers, setUserActive } from "@/lib/users/admin";
import { createUserInput } from "@/lib/users/admin-schema";
import {
  bookingBody,
  call,
  carrierToken,
  db,
  insertAppointment,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op, type Op } from "./ops";
import { adminSession, userSession } from "./support/admin-session";
import { contractChecker, documentedOps } from "./support/contract";

const { holds, expectAllSeen } = contractChecker();

describe("real responses match the OpenAPI document", () => {
  it("for every operation, on success and on refusal", async () => {
    const f = await makeFacility({ docks: 2 });
    const staff = await staffToken([f.id]);
    const carrier = await carrierToken();
    const start = localTime(f.timezone, "09:00", 3);
    const x = (name: Op, body: unknown, token?: string) => op(name, body, token);

    // The two seed operations.
    const booked = await call(
      "request",
      bookingBody(f.id, start, 60, { carrier_emails: ["a@example.com"], shipper_receiver: "Acme" }),
      { token: staff },
    );
    holds("request_facility_appointment", booked, 200);
    const id = (booked.json as { id: string }).id;
    holds(
      "request_facility_appointment",
      await call("request", { facility_id: f.id }, { token: staff }),
      400,
    );
    holds(
      "request_facility_appointment",
      await call("request", bookingBody(f.id, start), { token: "fa_live_not-a-real-token" }),
      401,
    );
    holds(
      "request_facility_appointment",
      await call("request", bookingBody(f.id, start, 60, { carrier: "Second" }), { token: staff }),
      200,
    );
    holds(
      "request_facility_appointment",
      await call("request", bookingBody(f.id, start, 60, { carrier: "Third" }), { token: staff }),
      409,
    );
    const day = start.toISODate();
    holds(
      "get_facility_appointments",
      await call("list", { facility_id: f.id, start: day, end: day }, { token: staff }),
      200,
    );
    holds(
      "get_facility_appointments",
      await call("list", { facility_id: crypto.randomUUID(), start: day, end: day }, { token: staff }),
      404,
    );
    holds(
      "get_facility_appointments",
      await call("list", { facility_id: f.id, start: day, end: day }, { token: carrier.token }),
      200,
    );

    // Reading and changing one appointment.
    holds("get_facility_appointment", await x("get_facility_appointment", { id }, staff), 200);
    holds(
      "get_facility_appointment",
      await x("get_facility_appointment", { id: crypto.randomUUID() }, staff),
      404,
    );
    holds(
      "update_facility_appointment",
      await x("update_facility_appointment", { id, trailer_number: "TR-1", notes: "door 3" }, staff),
      200,
    );
    holds(
      "update_facility_appointment",
      await x("update_facility_appointment", { id, trailer_number: "x".repeat(51) }, staff),
      400,
    );
    const later = start.plus({ hours: 2 });
    holds(
      "reschedule_facility_appointment",
      await x(
        "reschedule_facility_appointment",
        {
          id,
          scheduled_start_time: later.toUTC().toISO(),
          scheduled_end_time: later.plus({ hours: 1 }).toUTC().toISO(),
        },
        staff,
      ),
      200,
    );
    holds("reschedule_facility_appointment", await x("reschedule_facility_appointment", { id }, staff), 400);
    holds(
      "get_facility_availability",
      await x(
        "get_facility_availability",
        { facility_id: f.id, start: day, end: day, type: "Inbound", duration_minutes: 60 },
        staff,
      ),
      200,
    );
    holds(
      "get_facility_availability",
      await x(
        "get_facility_availability",
        { facility_id: f.id, start: day, end: day, type: "Inbound", duration_minutes: 60 },
        carrier.token,
      ),
      200,
    );
    holds(
      "get_facility_availability",
      await x("get_facility_availability", { facility_id: f.id, type: "Sideways" }, staff),
      400,
    );

    // A series, then cancelling its rest.
    const series = await x(
      "create_recurring_series",
      { appointment_id: id, repetition_type: "Weekly", count: 3 },
      staff,
    );
    holds("create_recurring_series", series, 200);
    holds(
      "create_recurring_series",
      await x("create_recurring_series", { appointment_id: id, repetition_type: "Weekly", count: 3 }, staff),
      409,
    );
    const second = (series.json as { appointments: { id: string }[] }).appointments[1].id;
    holds(
      "cancel_recurring_series",
      await x("cancel_recurring_series", { from_appointment_id: second, reason: "Weather" }, staff),
      200,
    );
    holds(
      "cancel_recurring_series",
      await x("cancel_recurring_series", { from_appointment_id: crypto.randomUUID() }, staff),
      404,
    );

    // Status changes and the history they leave.
    holds(
      "update_facility_appointment_status",
      await x("update_facility_appointment_status", { id, action: "approve" }, staff),
      409,
    );
    holds(
      "update_facility_appointment_status",
      await x("update_facility_appointment_status", { id, action: "check_in" }, staff),
      200,
    );
    holds(
      "update_facility_appointment_status",
      await x("update_facility_appointment_status", { id, action: "cancel" }, carrier.token),
      404,
    );
    holds(
      "get_facility_appointment_history",
      await x("get_facility_appointment_history", { id }, staff),
      200,
    );
    holds(
      "get_facility_appointment_history",
      await x("get_facility_appointment_history", { id: "not-a-uuid" }, staff),
      400,
    );
    holds(
      "create_work_in",
      await x(
        "create_work_in",
        { facility_id: f.id, type: "Outbound", carrier: "Walk-in Freight", trailer_number: "T-9" },
        staff,
      ),
      200,
    );
    holds(
      "create_work_in",
      await x(
        "create_work_in",
        { facility_id: f.id, type: "Outbound", carrier: "Walk-in Freight" },
        carrier.token,
      ),
      403,
    );

    // Which carrier account it belongs to: staff read and change it.
    holds("get_appointment_carrier_account", await x("get_appointment_carrier_account", { id }, staff), 200);
    holds(
      "get_appointment_carrier_account",
      await x("get_appointment_carrier_account", { id }, carrier.token),
      404,
    );
    holds(
      "link_appointment_carrier_account",
      await x("link_appointment_carrier_account", { id, carrier_company_id: "" }, staff),
      200,
    );
    holds(
      "link_appointment_carrier_account",
      await x("link_appointment_carrier_account", { id, carrier_company_id: "nope" }, staff),
      400,
    );

    // Invitations: a carrier company's people, signed in.
    const member = await userSession({ role: "carrier", carrier: carrier.company });
    const asMember = (name: Op, body: unknown) => op(name, body, null, member.headers);
    const invited = await asMember("create_company_invitation", { email: "colleague@example.test" });
    holds("create_company_invitation", invited, 200);
    holds(
      "create_company_invitation",
      await x("create_company_invitation", { email: "a@b.test" }, carrier.token),
      403,
    );
    holds("list_company_invitations", await asMember("list_company_invitations", {}), 200);
    holds("list_company_invitations", await x("list_company_invitations", {}, staff), 403);
    holds(
      "revoke_company_invitation",
      await asMember("revoke_company_invitation", { id: invited.json.id }),
      200,
    );
    holds(
      "revoke_company_invitation",
      await asMember("revoke_company_invitation", { id: crypto.randomUUID() }),
      404,
    );

    // The carrier's own views.
    const mine = await call(
      "request",
      bookingBody(f.id, start.plus({ days: 1 }), 60, { carrier: carrier.company }),
      { token: carrier.token },
    );
    holds("request_facility_appointment", mine, 200);
    holds("get_my_appointments", await x("get_my_appointments", { when: "upcoming" }, carrier.token), 200);
    holds("get_my_appointments", await x("get_my_appointments", { when: "someday" }, carrier.token), 400);
    holds("search_facilities", await x("search_facilities", { query: f.name }, carrier.token), 200);
    holds("search_facilities", await x("search_facilities", { query: f.name }), 401);
    holds("get_facilities", await x("get_facilities", {}, staff), 200);
    holds("get_facilities", await x("get_facilities", {}, carrier.token), 403);
    holds("get_pending_requests", await x("get_pending_requests", {}, staff), 200);
    holds("get_pending_requests", await x("get_pending_requests", {}, carrier.token), 403);
    holds("list_yard", await x("list_yard", { facility_id: f.id }, staff), 200);
    holds("list_yard", await x("list_yard", {}, carrier.token), 403);
    // The gate: a device link, a check-in by code (a truck due in 40 minutes' time), its status, a work-in.
    const link = await x("create_gate_link", { facility_id: f.id, name: "Contract gate" }, staff);
    holds("create_gate_link", link, 200);
    holds("create_gate_link", await x("create_gate_link", { facility_id: f.id }, carrier.token), 403);
    holds("list_gate_links", await x("list_gate_links", { facility_id: f.id }, staff), 200);
    holds("list_gate_links", await x("list_gate_links", { facility_id: "x" }, staff), 400);
    const device = (link.json as { secret: string }).secret;
    const due = await insertAppointment(f.id, new Date(Date.now() + 40 * 60_000), 60);
    const checked = await x("gate_check_in", { facility_id: f.id, code: due.confirmationCode }, device);
    holds("gate_check_in", checked, 200);
    holds("gate_check_in", await x("gate_check_in", { facility_id: f.id, code: "ZZZZZZZZ" }, device), 404);
    holds("gate_status", await x("gate_status", { facility_id: f.id, appointment_id: due.id }, device), 200);
    holds("gate_status", await x("gate_status", { facility_id: f.id, appointment_id: "x" }, device), 400);
    const workIn = {
      facility_id: f.id,
      carrier: "Gate Freight",
      type: "Inbound",
      reference: "G-1",
      carrier_phone: "+1 555 0100",
    };
    holds("gate_request_work_in", await x("gate_request_work_in", workIn, device), 200);
    holds("gate_request_work_in", await x("gate_request_work_in", { ...workIn, type: "Up" }, device), 400);
    const linkId = (link.json as { id: string }).id;
    holds("update_gate_link", await x("update_gate_link", { id: linkId, locale: "es" }, staff), 200);
    holds("update_gate_link", await x("update_gate_link", { id: linkId, locale: "xx" }, staff), 400);
    holds(
      "update_gate_link",
      await x("update_gate_link", { id: crypto.randomUUID(), locale: null }, staff),
      404,
    );
    holds("revoke_gate_link", await x("revoke_gate_link", { id: linkId }, staff), 200);
    holds("revoke_gate_link", await x("revoke_gate_link", { id: crypto.randomUUID() }, staff), 404);
    holds("get_facility_settings", await x("get_facility_settings", { facility_id: f.id }, staff), 200);
    holds(
      "get_facility_booking_form",
      await x("get_facility_booking_form", { facility_id: f.id }, staff),
      200,
    );
    holds(
      "get_facility_booking_form",
      await x("get_facility_booking_form", { facility_id: crypto.randomUUID() }, staff),
      404,
    );
    holds(
      "get_facility_settings",
      await x("get_facility_settings", { facility_id: f.id }, carrier.token),
      403,
    );
    holds(
      "update_facility_settings",
      await x(
        "update_facility_settings",
        { facility_id: f.id, address: "1 Dock Rd", closed_dates: [{ date: "2031-12-25" }] },
        staff,
      ),
      200,
    );
    holds(
      "update_facility_settings",
      await x("update_facility_settings", { facility_id: f.id, time_zone: "Nowhere/Else" }, staff),
      400,
    );
    // People make tokens (a session); a token may not.
    const lead = await userSession({ role: "staff", facility_ids: [f.id] });
    const made = await op("create_api_token", { name: "Contract", facility_ids: [f.id] }, null, lead.headers);
    holds("create_api_token", made, 200);
    holds(
      "create_api_token",
      await x("create_api_token", { name: "Contract", facility_ids: [f.id] }, staff),
      403,
    );
    holds(
      "create_api_token",
      await x("create_api_token", { name: "Contract", role: "staff", facility_ids: [f.id] }, carrier.token),
      403,
    );
    holds("list_api_tokens", await x("list_api_tokens", {}, staff), 200);
    holds("list_api_tokens", await x("list_api_tokens", {}), 401);
    holds("revoke_api_token", await x("revoke_api_token", { id: made.json.id }, staff), 200);
    holds("revoke_api_token", await x("revoke_api_token", { id: crypto.randomUUID() }, staff), 404);

    // User administration is for admins, who use the web session (no API token is an admin's): the
    // answers of the same domain calls the routes make, as JSON, and the routes' refusals to tokens.
    const admin = {
      actor: `user:${crypto.randomUUID()}`,
      role: "admin" as const,
      facilityIds: [],
      carrierCompanyId: null,
    };
    const asJson = (v: unknown) => ({ status: 200, json: JSON.parse(JSON.stringify(v)) });
    const user = await adminCreateUser(
      db,
      admin,
      createUserInput.parse({
        email: `contract-${crypto.randomUUID().slice(0, 8)}@example.test`,
        password: "a long passphrase",
        role: "staff",
        facility_ids: [f.id],
      }),
    );
    holds("create_user", asJson(user), 200);
    holds("list_users", asJson(await listUsers(db, admin)), 200);
    holds("set_user_active", asJson(await setUserActive(db, admin, user.id, false)), 200);
    holds(
      "create_user",
      await x("create_user", { email: "not an e-mail", password: "x", role: "staff" }, staff),
      400,
    );
    holds("list_users", await x("list_users", {}, staff), 403);
    holds("set_user_active", await x("set_user_active", { id: user.id, active: true }, staff), 403);

    // Through the routes with an admin's web session.
    const session = await adminSession();
    const asAdmin = (name: Op, body: unknown) => op(name, body, null, session.headers);
    holds(
      "create_facility",
      await asAdmin("create_facility", { name: "Contract DC", time_zone: "America/Chicago" }),
      200,
    );
    holds(
      "create_facility",
      await x("create_facility", { name: "Contract DC", time_zone: "America/Chicago" }, staff),
      403,
    );
    holds(
      "get_facility_settings_history",
      await x("get_facility_settings_history", { facility_id: f.id, limit: 1 }, staff),
      200,
    );
    holds(
      "get_facility_settings_history",
      await x("get_facility_settings_history", { facility_id: f.id }, carrier.token),
      403,
    );
    holds(
      "get_facility_metrics",
      await x("get_facility_metrics", { facility_id: f.id, date: day }, staff),
      200,
    );
    holds(
      "get_facility_metrics",
      await x("get_facility_metrics", { facility_id: f.id, date: day }, carrier.token),
      200,
    );
    holds(
      "get_facility_metrics",
      await x("get_facility_metrics", { facility_id: f.id, period: "year" }, staff),
      400,
    );
    holds(
      "get_facility_metrics",
      await x("get_facility_metrics", { facility_id: crypto.randomUUID() }, staff),
      404,
    );
    holds("update_user", await asAdmin("update_user", { id: user.id, name: "Contract Lead" }), 200);
    holds("update_user", await x("update_user", { id: user.id, name: "x" }, staff), 403);
    holds("list_carrier_companies", await asAdmin("list_carrier_companies", {}), 200);
    holds("list_carrier_companies", await x("list_carrier_companies", {}, staff), 403);

    holds("list_outbox_mail", await asAdmin("list_outbox_mail", { limit: 2 }), 200);
    holds("list_outbox_mail", await x("list_outbox_mail", {}, staff), 403);
    holds("list_audit_log", await asAdmin("list_audit_log", { limit: 2 }), 200);
    holds("list_audit_log", await x("list_audit_log", { limit: 2 }, staff), 200);
    holds("list_audit_log", await x("list_audit_log", { limit: 501 }, staff), 400);
    holds(
      "export_personal_data",
      await asAdmin("export_personal_data", { email: "no-one@example.test" }),
      200,
    );
    holds(
      "export_personal_data",
      await x("export_personal_data", { email: "no-one@example.test" }, staff),
      403,
    );
    holds("erase_personal_data", await asAdmin("erase_personal_data", { phone: "+1 312 555 0000" }), 200);
    holds("erase_personal_data", await x("erase_personal_data", { phone: "+1 312 555 0000" }, staff), 403);
    // Webhook endpoints: the ping goes to a closed port on this machine, fails, and is logged as such.
    process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
    const hookBody = { url: "http://127.0.0.1:9/hooks", events: ["appointment.created"] };
    const hook = await x("create_webhook_subscription", hookBody, staff);
    const hookId = (hook.json as { id: string }).id;
    const ping = await x("send_test_webhook", { id: hookId }, staff);
    const again = { subscription_id: hookId, event_id: (ping.json as { event_id: string }).event_id };
    holds("create_webhook_subscription", hook, 200);
    holds("send_test_webhook", ping, 200);
    for (const [name, body, token, status] of [
      ["create_webhook_subscription", { ...hookBody, events: [] }, staff, 400],
      ["list_webhook_subscriptions", {}, staff, 200],
      ["list_webhook_subscriptions", {}, "fa_live_not-a-real-token", 401],
      ["update_webhook_subscription", { id: hookId, active: false }, staff, 200],
      ["update_webhook_subscription", { id: hookId }, carrier.token, 404],
      ["send_test_webhook", { id: "not-a-uuid" }, staff, 400],
      ["list_webhook_deliveries", { subscription_id: hookId }, staff, 200],
      ["list_webhook_deliveries", { subscription_id: hookId }, carrier.token, 404],
      ["redeliver_webhook_event", again, staff, 200],
      ["redeliver_webhook_event", { ...again, event_id: "nope" }, staff, 404],
      ["delete_webhook_subscription", { id: hookId }, carrier.token, 404],
      ["delete_webhook_subscription", { id: hookId }, staff, 200],
    ] as const)
      holds(name, await x(name, body, token), status);

    // Sign-in rules and SSO-only domains (admins only).
    const ruleBody = {
      match: "claim",
      claim: "groups",
      value: "contract-dock",
      role: "staff",
      facility_ids: [f.id],
    };
    const madeRule = await asAdmin("create_sign_in_rule", ruleBody);
    const ruleId = (madeRule.json as { id: string }).id;
    holds("create_sign_in_rule", madeRule, 200);
    for (const [name, body, status] of [
      ["create_sign_in_rule", { ...ruleBody, facility_ids: [] }, 400],
      ["list_sign_in_rules", {}, 200],
      ["update_sign_in_rule", { ...ruleBody, id: ruleId, value: "contract-yard" }, 200],
      ["update_sign_in_rule", { ...ruleBody, id: crypto.randomUUID() }, 404],
      ["reorder_sign_in_rules", { ids: [ruleId] }, 200],
      ["reorder_sign_in_rules", { ids: [crypto.randomUUID()] }, 400],
      ["delete_sign_in_rule", { id: ruleId }, 200],
      ["delete_sign_in_rule", { id: ruleId }, 404],
      ["get_sso_only_domains", {}, 200],
      ["set_sso_only_domains", { domains: ["contract-sso.test"] }, 200],
      ["set_sso_only_domains", { domains: ["not a domain"] }, 400],
    ] as const)
      holds(name, await asAdmin(name, body), status);
    holds("list_sign_in_rules", await x("list_sign_in_rules", {}, staff), 403);
    holds("get_sso_only_domains", await x("get_sso_only_domains", {}, staff), 403);
    // Texts to the driver of an appointment booked with a phone and consent, checked in and waiting.
    const texted = await call(
      "request",
      bookingBody(f.id, start.plus({ days: 2 }), 60, {
        carrier: "Texts Freight",
        carrier_driver_phone: "+1 312 555 0177",
        driver_sms_consent: true,
      }),
      { token: staff },
    );
    holds("request_facility_appointment", texted, 200);
    const textedId = (texted.json as { id: string }).id;
    await x("update_facility_appointment_status", { id: textedId, action: "check_in" }, staff);
    for (const [name, body, token, status] of [
      ["send_driver_message", { appointment_id: textedId, text: "Door 2 in ten minutes" }, staff, 200],
      ["send_driver_message", { appointment_id: textedId, text: "" }, staff, 400],
      ["call_driver_in", { appointment_id: textedId }, staff, 200],
      ["call_driver_in", { appointment_id: textedId }, carrier.token, 403],
      ["list_driver_messages", { appointment_id: textedId }, staff, 200],
      ["list_driver_messages", { facility_id: f.id }, carrier.token, 403],
    ] as const)
      holds(name, await x(name, body, token), status);

    // Reference checks: the list, and a test of a hook on a closed port (unavailable, answered 200).
    const refs = { facility_id: f.id, references: [{ reference_id: "PO-C1", expires_on: "2999-01-01" }] };
    const hooked = { mode: "webhook", url: "http://127.0.0.1:9/validate", timeout_ms: 500 };
    holds(
      "update_facility_settings",
      await x("update_facility_settings", { facility_id: f.id, reference_check: hooked }, staff),
      200,
    );
    for (const [name, body, token, status] of [
      ["upload_valid_references", refs, staff, 200],
      ["upload_valid_references", { ...refs, references: [{ reference_id: "" }] }, staff, 400],
      ["list_valid_references", { facility_id: f.id, prefix: "PO-" }, staff, 200],
      ["list_valid_references", { facility_id: f.id }, carrier.token, 403],
      ["test_reference_check", { facility_id: f.id }, staff, 200],
      ["test_reference_check", { facility_id: f.id }, carrier.token, 403],
    ] as const)
      holds(name, await x(name, body, token), status);

    // Every documented operation was held to the document at least once, both ways (the public ones in
    // contract-public.test.ts).
    expectAllSeen(documentedOps({ public: false }));
  });
});
