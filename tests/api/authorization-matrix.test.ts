// Every operation × every kind of caller, each sending a valid body aimed at
// facility F and carrier company C (issue 11's figure, re-measured). A
// violation is a caller who may not reach F's or C's data answered 2xx, a
// caller allowed in answered with one of F's or C's private ids it may not see,
// a refusal outside 401/403/404, or any 5xx. Allowed callers are not held to
// 2xx: earlier calls change the targets (a checked-in appointment, a revoked
// token), so their answers may be 409s. Each call is made twice: to the
// operation's route, and as the same-named tool of the MCP server (/api/mcp),
// whose refusal's error code stands for its status; an operation the SSC
// entry points (/ssc/) carry out is called a third time there, with the same
// target in the standard's shape, its FAILURE's problem kind standing for its
// status.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { operationNames, operationNamed, type OperationName } from "@/lib/api/operations";
import { STATUS_OF } from "@/lib/api/errors";
import type { ErrorCode } from "@/lib/core/errors";
import { POST as mcp } from "@/app/api/mcp/route";
import { POST as ssc } from "@/app/ssc/appointments/v1/[operation]/route";
import { statusOfProblem, type ProblemDetail } from "@/lib/ssc/problems";
import { op } from "./ops";
import { KINDS, matrixWorld, type Kind } from "./support/matrix-world";
import { newAddress } from "./support/public";
import { liftLimits } from "./support/seeds";

// Who may be answered 2xx. Callers of F (its staff, an admin) and of C (its carriers) are insiders;
// any other caller let in must see nothing private of F or C (the markers of support/matrix-world.ts).
const STAFF_F: Kind[] = ["staff_session_F", "staff_token_F", "admin_session"];
const CARRIER_C: Kind[] = ["carrier_session_C", "carrier_token_C"];
const ANY_CARRIER: Kind[] = [...CARRIER_C, "carrier_session_D", "carrier_token_D"];
const PEOPLE: Kind[] = [
  "staff_session_F",
  "staff_session_G",
  "carrier_session_C",
  "carrier_session_D",
  "admin_session",
];
/**
 * Callers with working credentials of their own, for operations on the caller's own things. Not the token
 * of a maker demoted since: it has no rights left, and is refused everything rather than answered empty.
 */
const SIGNED_IN: Kind[] = [
  ...PEOPLE,
  "staff_token_F",
  "staff_token_G",
  "carrier_token_C",
  "carrier_token_D",
  "moved_token",
];
const ADMIN: Kind[] = ["admin_session"];

const MAY: Record<OperationName, Kind[] | "public"> = {
  // Any carrier books where carrier bookings are accepted, and sees the free times for it.
  request_facility_appointment: [...STAFF_F, ...ANY_CARRIER],
  get_facility_availability: [...STAFF_F, ...ANY_CARRIER],
  get_facility_appointments: [...STAFF_F, ...ANY_CARRIER],
  get_facility_appointment: [...STAFF_F, ...CARRIER_C],
  get_facility_appointment_history: [...STAFF_F, ...CARRIER_C],
  update_facility_appointment_status: [...STAFF_F, ...CARRIER_C],
  reschedule_facility_appointment: [...STAFF_F, ...CARRIER_C],
  update_facility_appointment: [...STAFF_F, ...CARRIER_C],
  create_work_in: STAFF_F,
  create_recurring_series: STAFF_F,
  cancel_recurring_series: [...STAFF_F, ...CARRIER_C],
  get_my_appointments: SIGNED_IN,
  get_appointment_carrier_account: STAFF_F,
  link_appointment_carrier_account: STAFF_F,
  get_pending_requests: STAFF_F,
  search_facilities: SIGNED_IN,
  get_facilities: SIGNED_IN,
  get_facility_booking_form: [...STAFF_F, ...ANY_CARRIER],
  get_facility_settings: STAFF_F,
  update_facility_settings: STAFF_F,
  get_facility_settings_history: STAFF_F,
  create_facility: ADMIN,
  list_api_tokens: SIGNED_IN,
  // People make tokens, in the app; a token makes none.
  create_api_token: ["staff_session_F", "carrier_session_C", "carrier_session_D", "admin_session"],
  revoke_api_token: STAFF_F,
  list_users: ADMIN,
  create_user: ADMIN,
  set_user_active: ADMIN,
  update_user: ADMIN,
  list_carrier_companies: ADMIN,
  list_sign_in_rules: ADMIN,
  create_sign_in_rule: ADMIN,
  update_sign_in_rule: ADMIN,
  delete_sign_in_rule: ADMIN,
  reorder_sign_in_rules: ADMIN,
  get_sso_only_domains: ADMIN,
  set_sso_only_domains: ADMIN,
  // Carrier people, signed in, for their own company; not API tokens.
  create_company_invitation: ["carrier_session_C", "carrier_session_D"],
  list_company_invitations: ["carrier_session_C", "carrier_session_D"],
  revoke_company_invitation: ["carrier_session_C"],
  create_webhook_subscription: SIGNED_IN,
  list_webhook_subscriptions: SIGNED_IN,
  update_webhook_subscription: STAFF_F,
  delete_webhook_subscription: STAFF_F,
  send_test_webhook: STAFF_F,
  list_webhook_deliveries: STAFF_F,
  redeliver_webhook_event: STAFF_F,
  list_outbox_mail: ADMIN,
  list_yard: STAFF_F,
  gate_check_in: [...STAFF_F, "gate_F"],
  gate_status: [...STAFF_F, "gate_F"],
  gate_request_work_in: [...STAFF_F, "gate_F"],
  create_gate_link: STAFF_F,
  list_gate_links: STAFF_F,
  revoke_gate_link: STAFF_F,
  update_gate_link: STAFF_F,
  // A carrier reads the same figures over its own company's appointments only.
  get_facility_metrics: [...STAFF_F, ...ANY_CARRIER],
  upload_valid_references: STAFF_F,
  list_valid_references: STAFF_F,
  test_reference_check: STAFF_F,
  send_driver_message: STAFF_F,
  call_driver_in: STAFF_F,
  list_driver_messages: STAFF_F,
  get_public_facility: "public",
  get_public_availability: "public",
  request_public_appointment: "public",
  get_managed_appointment: "public",
  get_managed_availability: "public",
  reschedule_managed_appointment: "public",
  cancel_managed_appointment: "public",
  update_managed_appointment: "public",
  send_manage_link: "public",
  send_managed_eta: "public",
  phone_gate_check_in: "public",
  phone_gate_status: "public",
  phone_gate_request_work_in: "public",
  // Staff read their own facilities' entries: G's staff are let in and see none of F's.
  list_audit_log: [...STAFF_F, "staff_session_G", "staff_token_G"],
  erase_personal_data: ADMIN,
  export_personal_data: ADMIN,
};

const INSIDERS: ReadonlySet<Kind> = new Set<Kind>([...STAFF_F, ...CARRIER_C, "gate_F"]);
/** Operations whose answer names F to anyone let in: finding it, booking at it. */
const NAMES_F: ReadonlySet<OperationName> = new Set([
  "search_facilities",
  "request_facility_appointment",
  "get_facility_availability",
]);
/** What changes or removes the targets: sent last, so the other operations find them as made. */
const LAST: OperationName[] = [
  "gate_check_in",
  "cancel_recurring_series",
  "update_facility_appointment_status",
  "cancel_managed_appointment",
  "revoke_company_invitation",
  "delete_webhook_subscription",
  "revoke_gate_link",
  "revoke_api_token",
  "update_user",
  "set_user_active",
];

const tally = { calls: 0, ok: 0, violations: 0, refusals: new Map<number, number>() };
type World = Awaited<ReturnType<typeof matrixWorld>>;
let w: World;

async function send(name: OperationName, kind: Kind) {
  const { token, headers } = w.callers[kind];
  const res = await op(name, w.seeds[name], token, {
    "x-forwarded-for": newAddress(),
    ...headers,
  });
  return { status: res.status, text: JSON.stringify(res.json) };
}

/** The same call as a tools/call of the MCP server: a refused call answers 200 with isError and the API's error. */
async function sendMcp(name: OperationName, kind: Kind) {
  const { token, headers } = w.callers[kind];
  const res = await mcp(
    new Request("http://localhost/api/mcp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "x-forwarded-for": newAddress(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name, arguments: w.seeds[name] },
      }),
    }),
  );
  const text = await res.text();
  if (res.status !== 200) return { status: res.status, text };
  const { result } = JSON.parse(text) as { result: { isError?: boolean; content: { text: string }[] } };
  const answer = result.content[0].text;
  if (!result.isError) return { status: 200, text: answer };
  return { status: STATUS_OF[(JSON.parse(answer) as { code: ErrorCode }).code], text: answer };
}

type Seed = Record<string, unknown>;
/** The SSC operation that does what a registry operation does, and the seed's call in the standard's shape. */
const SSC: Partial<Record<OperationName, { path: string; body: (s: Seed) => unknown }>> = {
  request_facility_appointment: {
    path: "schedule-appointment",
    body: (s) => ({
      identifiers: { locationId: s.facility_id, primaryReferenceNumber: "PO-SSC-MATRIX" },
      preferredAppointment: { arrivalWindow: { startDateTime: s.scheduled_start_time, duration: "PT1H" } },
      bookingDetails: {
        carrierName: s.carrier,
        carrierPhone: s.carrier_phone,
        quantity: s.quantity,
        units: s.units,
      },
    }),
  },
  get_facility_availability: {
    path: "fetch-available-appointments",
    body: (s) => ({ identifiers: { locationId: s.facility_id }, dateRestrictions: { exactDate: s.start } }),
  },
  get_facility_appointment: {
    path: "fetch-appointment-details",
    body: (s) => ({ identifiers: { appointmentId: s.id } }),
  },
  reschedule_facility_appointment: {
    path: "reschedule-appointment",
    body: (s) => ({
      identifiers: { appointmentId: s.id },
      preferredAppointment: { arrivalWindow: { startDateTime: s.scheduled_start_time, duration: "PT1H" } },
    }),
  },
  // Whoever may change an appointment's status may cancel it.
  update_facility_appointment_status: {
    path: "cancel-appointment",
    body: (s) => ({ identifiers: { appointmentId: s.id }, comment: "matrix" }),
  },
};

/** The same call at the SSC entry point: a refusal answers 200 with FAILURE, its problem's kind standing for a status. */
async function sendSsc(name: OperationName, kind: Kind) {
  const { token, headers } = w.callers[kind];
  const { path, body } = SSC[name]!;
  const res = await ssc(
    new Request(`http://localhost/ssc/appointments/v1/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": newAddress(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body(w.seeds[name] as Seed)),
    }),
  );
  const text = await res.text();
  const answer = JSON.parse(text) as { status?: string; problemDetails?: ProblemDetail[] };
  if (res.status !== 200 || answer.status !== "FAILURE") return { status: res.status, text };
  return { status: statusOfProblem(answer.problemDetails![0]), text };
}

const ROLE_OF: Partial<Record<Kind, "staff" | "carrier" | "admin">> = {
  staff_session_F: "staff",
  staff_session_G: "staff",
  staff_token_F: "staff",
  staff_token_G: "staff",
  carrier_session_C: "carrier",
  carrier_session_D: "carrier",
  carrier_token_C: "carrier",
  carrier_token_D: "carrier",
  admin_session: "admin",
};

function violation(name: OperationName, kind: Kind, status: number, text: string): string | null {
  const may = MAY[name];
  if (status >= 500) return `status ${status}`;
  if (may === "public") return null;
  const allowed = may.includes(kind);
  if (status < 300) {
    if (!allowed) return `answered ${status} to a caller who may not`;
    if (INSIDERS.has(kind)) return null;
    // Any carrier may book at F, so F itself is no secret to carriers (their own bookings name it).
    const fIsPrivate = !NAMES_F.has(name) && !ANY_CARRIER.includes(kind);
    const seen = [...w.markers, ...(fIsPrivate ? [w.f.id] : [])].filter((m) => text.includes(m));
    return seen.length ? `showed ${seen.join(", ")}` : null;
  }
  if (!allowed && ![401, 403, 404].includes(status)) return `refused with ${status}, not 401/403/404`;
  return null;
}

const ORDER = [...operationNames.filter((n) => !LAST.includes(n)), ...LAST];
// Outsiders first, so that each finds the targets as they were made, before insiders change them.
const CALL_ORDER = [...KINDS].sort((a, b) => Number(INSIDERS.has(a)) - Number(INSIDERS.has(b)));

describe("authorization matrix", () => {
  beforeAll(async () => {
    // Limits are not what is tested here: every call must reach the operation.
    liftLimits();
    w = await matrixWorld();
  });
  afterAll(() => {
    const provider = inject("provider");
    console.log(
      `authorization matrix: ${provider} ${tally.calls} calls (${ORDER.length} operations × ${KINDS.length} callers × route and MCP, and SSC for ${Object.keys(SSC).length}), ${tally.violations} violations; ${tally.ok} answered 2xx, refusals by status ${JSON.stringify(Object.fromEntries(tally.refusals))}`,
    );
  });

  it("knows who may call every operation, and which are public", () => {
    expect(Object.keys(MAY).sort()).toEqual([...operationNames].sort());
    for (const name of operationNames)
      expect(MAY[name] === "public", name).toBe(Boolean(operationNamed(name)!.public));
  });

  it("declares each operation's roles (the MCP server's tools) for every caller let in", () => {
    for (const name of operationNames) {
      const may = MAY[name];
      if (may === "public") continue;
      const op = operationNamed(name)!;
      for (const kind of may) {
        const role = ROLE_OF[kind];
        if (role) expect(op.callers, `${name}: ${kind}`).toContain(role);
        if (kind.includes("_token_")) expect(op.byToken, `${name}: ${kind}`).not.toBe(false);
      }
    }
  });

  it.each(ORDER)("%s: no caller reaches what is not theirs", async (name) => {
    const problems: string[] = [];
    for (const kind of CALL_ORDER) {
      const calls = [
        ["route", send],
        ["mcp", sendMcp],
        ...(SSC[name] ? [["ssc", sendSsc] as const] : []),
      ] as const;
      for (const [by, call] of calls) {
        const { status, text } = await call(name, kind);
        tally.calls++;
        if (status < 300) tally.ok++;
        else tally.refusals.set(status, (tally.refusals.get(status) ?? 0) + 1);
        const problem = violation(name, kind, status, text);
        if (problem) {
          tally.violations++;
          problems.push(`${kind} by ${by}: ${problem}: ${text.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
