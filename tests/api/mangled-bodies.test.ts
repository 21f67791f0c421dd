// Thousands of broken bodies, generated from a valid body of every operation
// (tests/api/support/mangle.ts): none may answer 500 or more, and every
// refusal has the contract's error shape. The seed is fixed, so a failure
// names a body that can be replayed.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST } from "@/app/api/[operation]/route";
import { operationNames, type OperationName } from "@/lib/api/operations";
import { STATUS_OF } from "@/lib/api/errors";
import { ERROR_CODES } from "@/lib/core/errors";
import { bookingBody, call, carrierToken, localTime, staffToken } from "./helpers";
import { op } from "./ops";
import { mulberry32 } from "./prng";
import { adminSession, userSession } from "./support/admin-session";
import { mangled } from "./support/mangle";
import { linkedFacility, newAddress, publicBody, pub, tokenOf } from "./support/public";
import { liftLimits, seedBodies } from "./support/seeds";

/** Bodies sent per database: spread evenly over the operations. */
const BODIES = 5_000;
const PER_OPERATION = Math.ceil(BODIES / operationNames.length);

const tally = { sent: 0, ok: 0, refused: 0, errors: 0 };
type World = Awaited<ReturnType<typeof world>>;
let w: World;

async function world() {
  const f = await linkedFacility("instant", { docks: 4 });
  const staff = await staffToken([f.id]);
  const carrier = await carrierToken();
  const admin = await adminSession();
  const member = await userSession({ role: "carrier", carrier: carrier.company });
  const start = localTime(f.timezone, "10:00", 5);
  const booked = await call("request", bookingBody(f.id, start, 60, { carrier: carrier.company }), {
    token: staff,
  });
  const publicBooked = await pub(
    "request_public_appointment",
    publicBody(f.slug, start.plus({ hours: 3 })),
    newAddress(),
  );
  const hook = await op(
    "create_webhook_subscription",
    { url: "http://127.0.0.1:9/hooks", events: ["appointment.created"] },
    staff,
  );
  const ping = await op("send_test_webhook", { id: hook.json.id }, staff);
  const invitation = await op(
    "create_company_invitation",
    { email: "colleague@example.test" },
    null,
    member.headers,
  );
  const madeToken = await op(
    "create_api_token",
    { name: "Mangled", facility_ids: [f.id] },
    null,
    admin.headers,
  );
  const user = await op(
    "create_user",
    {
      email: `m-${randomUUID().slice(0, 8)}@example.test`,
      password: "a long passphrase",
      role: "staff",
      facility_ids: [f.id],
    },
    null,
    admin.headers,
  );
  for (const r of [booked, publicBooked, hook, ping, invitation, madeToken, user])
    expect(r.status, JSON.stringify("json" in r ? r.json : r)).toBe(200);
  const seeds = seedBodies({
    facility: f,
    start,
    appointment: { id: booked.json.id, confirmationCode: booked.json.confirmation_code },
    manage: {
      token: tokenOf(publicBooked.json.manage_url as string),
      confirmationCode: publicBooked.json.appointment.confirmation_code,
    },
    webhook: { id: hook.json.id, eventId: ping.json.event_id },
    invitationId: invitation.json.id,
    apiTokenId: madeToken.json.id,
    userId: user.json.id,
  });
  // Who calls: people where only people may, a carrier where only carriers may, else staff or an admin.
  const callers = {
    admin: { headers: admin.headers },
    staff: { token: staff },
    member: { headers: member.headers },
    carrier: { token: carrier.token },
    anyone: { headers: { "x-forwarded-for": newAddress() } },
  };
  return { seeds, callers };
}

const CALLERS: Partial<Record<OperationName, (keyof World["callers"])[]>> = {
  get_my_appointments: ["member", "carrier"],
  create_company_invitation: ["member"],
  list_company_invitations: ["member"],
  revoke_company_invitation: ["member"],
  create_api_token: ["admin", "member"],
  list_users: ["admin"],
  create_user: ["admin"],
  set_user_active: ["admin"],
  update_user: ["admin"],
  list_carrier_companies: ["admin"],
  create_facility: ["admin"],
  list_outbox_mail: ["admin"],
  list_audit_log: ["admin"],
  erase_personal_data: ["admin"],
  export_personal_data: ["admin"],
  search_facilities: ["carrier", "member"],
};
const PUBLIC: ReadonlySet<string> = new Set([
  "get_public_facility",
  "get_public_availability",
  "request_public_appointment",
  "get_managed_appointment",
  "get_managed_availability",
  "reschedule_managed_appointment",
  "cancel_managed_appointment",
  "update_managed_appointment",
  "send_manage_link",
  "send_managed_eta",
]);

function problemWith(status: number, type: string | null, text: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return null;
  if (type !== "application/json") return `content-type ${type}`;
  let body: { code?: unknown; message?: unknown; details?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return "not JSON";
  }
  if (!ERROR_CODES.includes(body.code as never)) return `code ${String(body.code)}`;
  if (STATUS_OF[body.code as keyof typeof STATUS_OF] !== status)
    return `code ${String(body.code)} on ${status}`;
  if (typeof body.message !== "string" || !body.message) return "no message";
  if (body.details !== undefined) {
    if (!Array.isArray(body.details)) return "details not a list";
    for (const d of body.details as Record<string, unknown>[])
      if (
        typeof d.reason !== "string" ||
        typeof d.message !== "string" ||
        !["string", "undefined"].includes(typeof d.field)
      )
        return `detail ${JSON.stringify(d)}`;
  }
  return null;
}

describe("mangled bodies", () => {
  beforeAll(async () => {
    // Limits are not what is tested here: every body must reach validation.
    liftLimits();
    w = await world();
  });
  afterAll(() => {
    // The figure for the record (issue 11): bodies sent and what came back.
    console.log(
      `mangled bodies (${inject("provider")}): ${tally.sent} sent, ${tally.ok} 2xx, ${tally.refused} 4xx, ${tally.errors} 5xx or malformed`,
    );
  });

  it("covers every operation", () => {
    expect(Object.keys(w.seeds).sort()).toEqual([...operationNames].sort());
  });

  it.each(operationNames.map((n, i) => [n, i] as const))(
    "%s: no 5xx, every refusal in the contract's shape",
    async (name, i) => {
      const rnd = mulberry32(0x11_2026 + i);
      const problems: string[] = [];
      for (let n = 0; n < PER_OPERATION; n++) {
        const { raw, contentType } = mangled(w.seeds[name], rnd);
        const who = PUBLIC.has(name)
          ? "anyone"
          : (CALLERS[name] ?? ["staff", "admin"])[n % (CALLERS[name]?.length ?? 2)];
        const caller = w.callers[who] as { token?: string; headers?: Record<string, string> };
        const headers: Record<string, string> = { ...caller.headers };
        if (contentType) headers["content-type"] = contentType;
        if (caller.token) headers.authorization = `Bearer ${caller.token}`;
        if (n % 7 === 0) headers["idempotency-key"] = `mangled-${i}-${n}`;
        const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : new Uint8Array(raw);
        const res = await POST(
          new Request(`http://localhost/api/service.v1.${name}`, { method: "POST", headers, body: bytes }),
        );
        const text = await res.text();
        tally.sent++;
        const problem = problemWith(res.status, res.headers.get("content-type"), text);
        if (problem) {
          tally.errors++;
          problems.push(
            `#${n} ${problem}: ${(typeof raw === "string" ? raw : "<bytes>").slice(0, 300)} → ${text.slice(0, 200)}`,
          );
        } else if (res.status < 300) tally.ok++;
        else tally.refused++;
      }
      expect(problems.slice(0, 5), `${problems.length} of ${PER_OPERATION}`).toEqual([]);
    },
  );
});
