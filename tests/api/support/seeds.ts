// A valid body for every operation of the registry, aimed at one facility and
// the things made there (an appointment, a public booking and its manage
// link, a webhook endpoint, an invitation, a token, a user). Tests that sweep
// every operation start from these: mangled bodies break them, the
// authorization matrix sends them as every kind of caller.
import { randomUUID } from "node:crypto";
import type { DateTime } from "luxon";
import type { OperationName } from "@/lib/api/operations";
import { bookingBody } from "../helpers";
import { publicBody } from "./public";

export type SeedTargets = {
  facility: { id: string; slug: string; name: string };
  /** The facility-local start of the appointment; other times are hours from it. */
  start: DateTime;
  appointment: { id: string; confirmationCode: string };
  /** The manage link's token and the confirmation code of a public booking. */
  manage: { token: string; confirmationCode: string };
  webhook: { id: string; eventId: string };
  invitationId: string;
  apiTokenId: string;
  userId: string;
  /** A gate device link to revoke; a random id (a 404) when absent. */
  gateLinkId?: string;
  /** A webhook endpoint to delete; a random id (a 404) when absent. */
  doomedWebhookId?: string;
};

export function seedBodies(t: SeedTargets): Record<OperationName, unknown> {
  const { facility: f, start } = t;
  const id = t.appointment.id;
  const day = start.toISODate()!;
  const iso = (hours: number) => start.plus({ hours }).toUTC().toISO()!;
  const manage = t.manage.token;
  return {
    request_facility_appointment: bookingBody(f.id, start.plus({ hours: 1 }), 60, {
      carrier_emails: ["a@example.com"],
      carrier_notes: "Call ahead",
      shipper_receiver: "Acme",
    }),
    get_facility_appointments: { facility_id: f.id, start: day, end: day },
    get_facility_appointment: { id },
    get_facility_appointment_history: { id },
    update_facility_appointment_status: { id, action: "check_in" },
    reschedule_facility_appointment: { id, scheduled_start_time: iso(6), scheduled_end_time: iso(7) },
    update_facility_appointment: {
      id,
      trailer_number: "TR-1",
      notes: "door 3",
      estimated_start_datetime: iso(0),
    },
    create_work_in: {
      facility_id: f.id,
      type: "Outbound",
      carrier: "Walk-in Freight",
      order_info: [{ reference_id: "W-1" }],
    },
    create_recurring_series: { appointment_id: id, repetition_type: "Weekly", count: 3 },
    cancel_recurring_series: { from_appointment_id: id, reason: "Weather", note: "snow" },
    get_facility_availability: {
      facility_id: f.id,
      start: day,
      end: day,
      type: "Inbound",
      duration_minutes: 60,
    },
    get_my_appointments: { when: "upcoming", limit: 10 },
    get_appointment_carrier_account: { id },
    link_appointment_carrier_account: { id, carrier_company_id: "" },
    get_pending_requests: { facility_id: f.id },
    search_facilities: { query: f.name },
    get_facilities: {},
    get_facility_booking_form: { facility_id: f.id },
    get_facility_settings: { facility_id: f.id },
    update_facility_settings: {
      facility_id: f.id,
      address: "1 Dock Rd",
      closed_dates: [{ date: "2031-12-25", reason: "Holiday" }],
      open_hours: [{ weekday: 1, periods: [{ start: "06:00", end: "18:00" }] }],
      reminder_hours: 12,
    },
    get_facility_settings_history: { facility_id: f.id, limit: 5 },
    create_facility: {
      name: "Mangled DC",
      time_zone: "America/Chicago",
      docks: [{ name: "D1", directions: ["Inbound"] }],
    },
    list_api_tokens: {},
    create_api_token: { name: "Mangled", facility_ids: [f.id], expires_in_days: 30 },
    revoke_api_token: { id: t.apiTokenId },
    list_users: {},
    create_user: {
      email: "new@example.test",
      password: "a long passphrase",
      role: "carrier",
      carrier: "New Co",
    },
    set_user_active: { id: t.userId, active: true },
    update_user: { id: t.userId, name: "Mangled Person", facility_ids: [f.id] },
    list_carrier_companies: {},
    // Domains no other test's people use: the matrix's admin really sets them.
    list_sign_in_rules: {},
    create_sign_in_rule: { match: "email_domain", value: "seeded-rule.test", role: "admin" },
    update_sign_in_rule: { id: randomUUID(), match: "claim", claim: "groups", value: "x", role: "admin" },
    delete_sign_in_rule: { id: randomUUID() },
    reorder_sign_in_rules: { ids: [randomUUID()] },
    get_sso_only_domains: {},
    set_sso_only_domains: { domains: ["seeded-sso-only.test"] },
    create_company_invitation: { email: "someone@example.test" },
    list_company_invitations: {},
    revoke_company_invitation: { id: t.invitationId },
    create_webhook_subscription: {
      url: "http://127.0.0.1:9/hooks",
      events: ["appointment.created"],
      description: "x",
    },
    list_webhook_subscriptions: {},
    update_webhook_subscription: { id: t.webhook.id, description: "y", active: true },
    delete_webhook_subscription: { id: t.doomedWebhookId ?? randomUUID() },
    send_test_webhook: { id: t.webhook.id },
    list_webhook_deliveries: { subscription_id: t.webhook.id, limit: 5 },
    redeliver_webhook_event: { subscription_id: t.webhook.id, event_id: t.webhook.eventId },
    get_public_facility: { slug: f.slug },
    get_public_availability: { slug: f.slug, start: day, end: day, type: "Inbound", duration_minutes: 60 },
    request_public_appointment: publicBody(f.slug, start.plus({ hours: 8 })),
    get_managed_appointment: { token: manage },
    get_managed_availability: { token: manage, start: day, end: day },
    reschedule_managed_appointment: { token: manage, scheduled_start_time: iso(9) },
    cancel_managed_appointment: { token: manage, note: "not needed" },
    update_managed_appointment: { token: manage, custom_fields: {} },
    send_manage_link: { confirmation_code: t.manage.confirmationCode, email: "x@example.test" },
    list_outbox_mail: { limit: 5 },
    list_audit_log: { limit: 5 },
    export_personal_data: { email: "nobody-here@example.test" },
    erase_personal_data: { email: "nobody-here@example.test" },
    list_yard: { facility_id: f.id },
    gate_check_in: { facility_id: f.id, code: t.appointment.confirmationCode },
    gate_status: { facility_id: f.id, appointment_id: id },
    gate_request_work_in: {
      facility_id: f.id,
      carrier: "Gate Freight",
      type: "Inbound",
      reference: "G-1",
      carrier_phone: "+1 555 0100",
    },
    create_gate_link: { facility_id: f.id, name: "North gate" },
    list_gate_links: { facility_id: f.id },
    revoke_gate_link: { id: t.gateLinkId ?? randomUUID() },
    update_gate_link: { id: t.gateLinkId ?? randomUUID(), locale: "de" },
    send_managed_eta: { token: manage, minutes_late: 20 },
    phone_gate_check_in: { slug: f.slug, code: t.appointment.confirmationCode },
    phone_gate_status: {
      slug: f.slug,
      appointment_id: id,
      confirmation_code: t.appointment.confirmationCode,
    },
    phone_gate_request_work_in: {
      slug: f.slug,
      carrier: "Phone Freight",
      type: "Inbound",
      reference: "P-1",
      carrier_phone: "+1 555 0100",
    },
    get_facility_metrics: { facility_id: f.id, period: "week", date: day },
    upload_valid_references: { facility_id: f.id, references: [{ reference_id: "PO-MATRIX" }] },
    list_valid_references: { facility_id: f.id },
    test_reference_check: { facility_id: f.id },
    send_driver_message: { appointment_id: id, text: "Matrix text" },
    list_driver_messages: { appointment_id: id },
    call_driver_in: { appointment_id: id },
  };
}

/** Lifts the request limits and allows local webhook URLs, for sweeps whose every call must reach the operation. */
export function liftLimits(): void {
  for (const name of [
    "RATE_LIMIT_PER_MINUTE",
    "RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE",
    "PUBLIC_READS_PER_MINUTE",
    "PUBLIC_WRITES_PER_HOUR",
    "PUBLIC_BOOKINGS_PER_EMAIL_PER_DAY",
  ])
    process.env[name] = "10000000";
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
}
