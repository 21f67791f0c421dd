// The audit log (issue 40): every operation of the registry that changes
// something outside appointments leaves one entry, with before and after and
// no secret; the list of them comes from the registry, so an operation added
// without saying what it audits, or without a case here, fails this test.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { operationNamed, operationNames, type OperationName } from "@/lib/api/operations";
import { REDACTED } from "@/lib/audit/redact";
import type { AuditEntry } from "@/lib/audit/schema";
import { bookingBody, db, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { adminSession, userSession } from "./support/admin-session";

const tag = () => randomUUID().slice(0, 8);
const READS = /^(get|list|search)_/;
const AUDITED = operationNames.filter((n) => operationNamed(n)!.audit);

type World = {
  admin: Record<string, string>;
  staff: Record<string, string>;
  carrier: Record<string, string>;
  facilityId: string;
  made: Map<string, string>;
};
type Case = {
  as: (w: World) => Record<string, string>;
  body: (w: World) => Record<string, unknown>;
  /** The audited thing's id in the answer (or the request); null for a change of a whole list. */
  target: (answer: Record<string, unknown>, w: World) => string | null;
  /** What the change does to its thing: makes it (no before), removes it (no after), or changes it. */
  shape: "made" | "removed" | "changed";
};

const admin = (w: World) => w.admin;
const id = (a: Record<string, unknown>) => a.id as string;
const rule = (value: string, w: World) => ({
  match: "email_domain",
  value,
  role: "staff",
  facility_ids: [w.facilityId],
});

// In order: a later case changes what an earlier one made (w.made holds the ids by operation).
const CASES: Record<string, Case> = {
  create_facility: {
    as: admin,
    body: () => ({ name: `Audited DC ${tag()}`, time_zone: "Europe/Berlin" }),
    target: id,
    shape: "made",
  },
  update_facility_settings: {
    as: (w) => w.staff,
    body: (w) => ({ facility_id: w.facilityId, carrier_instructions: `Ring at gate ${tag()}` }),
    target: id,
    shape: "changed",
  },
  create_gate_link: {
    as: (w) => w.staff,
    body: (w) => ({ facility_id: w.facilityId, name: "North gate" }),
    target: id,
    shape: "made",
  },
  update_gate_link: {
    as: (w) => w.staff,
    body: (w) => ({ id: w.made.get("create_gate_link"), locale: "de" }),
    target: id,
    shape: "changed",
  },
  revoke_gate_link: {
    as: (w) => w.staff,
    body: (w) => ({ id: w.made.get("create_gate_link") }),
    target: id,
    shape: "changed",
  },
  create_api_token: {
    as: admin,
    body: (w) => ({ name: "TMS", role: "staff", facility_ids: [w.facilityId] }),
    target: id,
    shape: "made",
  },
  revoke_api_token: {
    as: admin,
    body: (w) => ({ id: w.made.get("create_api_token") }),
    target: id,
    shape: "changed",
  },
  create_user: {
    as: admin,
    body: (w) => ({
      email: `audited-${tag()}@example.test`,
      password: "a long passphrase indeed",
      role: "staff",
      facility_ids: [w.facilityId],
    }),
    target: id,
    shape: "made",
  },
  update_user: {
    as: admin,
    body: (w) => ({ id: w.made.get("create_user"), name: "Renamed Person" }),
    target: id,
    shape: "changed",
  },
  set_user_active: {
    as: admin,
    body: (w) => ({ id: w.made.get("create_user"), active: false }),
    target: id,
    shape: "changed",
  },
  create_company_invitation: {
    as: (w) => w.carrier,
    body: () => ({ email: `colleague-${tag()}@example.test` }),
    target: id,
    shape: "made",
  },
  revoke_company_invitation: {
    as: (w) => w.carrier,
    body: (w) => ({ id: w.made.get("create_company_invitation") }),
    target: (_a, w) => w.made.get("create_company_invitation")!,
    shape: "changed",
  },
  upload_valid_references: {
    as: (w) => w.staff,
    body: (w) => ({
      facility_id: w.facilityId,
      references: [{ reference_id: "PO-1" }, { reference_id: "PO-2" }],
    }),
    target: (_a, w) => w.facilityId,
    shape: "changed",
  },
  create_sign_in_rule: {
    as: admin,
    body: (w) => rule(`@audit-${tag()}.test`, w),
    target: id,
    shape: "made",
  },
  update_sign_in_rule: {
    as: admin,
    body: (w) => ({ id: w.made.get("create_sign_in_rule"), ...rule(`@audit-${tag()}.test`, w) }),
    target: id,
    shape: "changed",
  },
  reorder_sign_in_rules: {
    as: admin,
    body: (w) => ({ ids: [w.made.get("create_sign_in_rule")] }),
    target: () => null,
    shape: "changed",
  },
  delete_sign_in_rule: {
    as: admin,
    body: (w) => ({ id: w.made.get("create_sign_in_rule") }),
    target: (_a, w) => w.made.get("create_sign_in_rule")!,
    shape: "removed",
  },
  set_sso_only_domains: {
    as: admin,
    body: () => ({ domains: [`sso-${tag()}.test`] }),
    target: () => null,
    shape: "changed",
  },
  create_webhook_subscription: {
    as: (w) => w.staff,
    body: (w) => ({
      url: "http://127.0.0.1:9/hooks",
      events: ["appointment.created"],
      facility_ids: [w.facilityId],
    }),
    target: id,
    shape: "made",
  },
  update_webhook_subscription: {
    as: (w) => w.staff,
    body: (w) => ({ id: w.made.get("create_webhook_subscription"), description: "WMS" }),
    target: id,
    shape: "changed",
  },
  delete_webhook_subscription: {
    as: (w) => w.staff,
    body: (w) => ({ id: w.made.get("create_webhook_subscription") }),
    target: (_a, w) => w.made.get("create_webhook_subscription")!,
    shape: "removed",
  },
  export_personal_data: {
    as: admin,
    body: () => ({ email: `asked-${tag()}@example.test` }),
    target: () => null,
    shape: "made",
  },
  erase_personal_data: {
    as: admin,
    body: () => ({ phone: "+49 30 5550 4242" }),
    target: () => null,
    shape: "changed",
  },
};

/** Every string value in an answer that looks handed out once: a token, a secret, a link with one. */
function secretsIn(answer: unknown, found: string[] = []): string[] {
  if (Array.isArray(answer)) answer.forEach((v) => secretsIn(v, found));
  else if (answer && typeof answer === "object")
    for (const [k, v] of Object.entries(answer))
      if (typeof v === "string" && /secret|^token$|^path$/i.test(k)) found.push(v);
      else secretsIn(v, found);
  return found;
}

/** A field named like a secret anywhere in an entry holds "[redacted]" or nothing. */
function expectNoSecretFields(value: unknown, path = "entry") {
  if (Array.isArray(value)) value.forEach((v, i) => expectNoSecretFields(v, `${path}[${i}]`));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (/secret|password|hash|^token$/i.test(k) && v) expect(v, `${path}.${k}`).toBe(REDACTED);
      expectNoSecretFields(v, `${path}.${k}`);
    }
}

describe("audit log", () => {
  let w: World;
  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
    const f = await makeFacility();
    w = {
      admin: (await adminSession()).headers,
      staff: (await userSession({ role: "staff", name: "Sam Staff", facility_ids: [f.id] })).headers,
      carrier: (
        await userSession({ role: "carrier", name: "Cara Carrier", carrier: `Audit Haulage ${tag()}` })
      ).headers,
      facilityId: f.id,
      made: new Map(),
    };
  });

  it("every operation that is not a read says what it audits, and each audited one has a case here", () => {
    const undeclared = operationNames.filter((n) => !READS.test(n) && operationNamed(n)!.audit === undefined);
    expect(undeclared, "operations that change something but say nothing of the audit log").toEqual([]);
    expect(Object.keys(CASES).sort()).toEqual([...AUDITED].sort());
  });

  it("finds each audited operation's entry, with before and after and no secret", async () => {
    for (const [name, c] of Object.entries(CASES)) {
      const started = new Date(Date.now() - 1).toISOString();
      const res = await op(name as OperationName, c.body(w), null, c.as(w));
      expect(res.status, `${name}: ${JSON.stringify(res.json)}`).toBe(200);
      const target = c.target(res.json, w);
      if (target) w.made.set(name, target);
      const kind = operationNamed(name)!.audit as string;
      const log = await op(
        "list_audit_log",
        { since: started, target_kind: kind, limit: 500 },
        null,
        w.admin,
      );
      expect(log.status, JSON.stringify(log.json)).toBe(200);
      const entries = (log.json.entries as AuditEntry[]).filter(
        (e) => e.action === name && e.target.id === target,
      );
      expect(entries, `${name}'s entry`).toHaveLength(1);
      const [entry] = entries;
      expect(entry.actor).toMatchObject({
        kind: "user",
        id: expect.any(String),
        label: expect.stringContaining("@"),
      });
      if (c.shape === "made") expect(entry.before, name).toBeNull();
      else expect(entry.before, name).not.toBeNull();
      if (c.shape === "removed") expect(entry.after, name).toBeNull();
      else expect(entry.after, name).not.toBeNull();
      const text = JSON.stringify(entry);
      for (const secret of secretsIn(res.json)) expect(text, `${name} keeps a secret`).not.toContain(secret);
      expectNoSecretFields(entry);
    }
  });

  it("holds no entry for a change that was refused, and pages newest first", async () => {
    const missing = randomUUID();
    const refused = await op("delete_sign_in_rule", { id: missing }, null, w.admin);
    expect(refused.status).toBe(404);
    expect(await db.auditEntry.count({ where: { targetId: missing } })).toBe(0);

    const first = await op("list_audit_log", { limit: 2 }, null, w.admin);
    expect(first.json.entries).toHaveLength(2);
    const [a, b] = first.json.entries;
    expect(a.at >= b.at).toBe(true);
    const next = await op("list_audit_log", { limit: 2, before: first.json.next_before }, null, w.admin);
    expect(next.json.entries[0].at <= b.at).toBe(true);
    expect(next.json.entries.map((e: { id: string }) => e.id)).not.toContain(b.id);
  });

  it("shows staff their facilities' entries only, and filters by actor", async () => {
    const other = await makeFacility();
    const otherStaff = (await userSession({ role: "staff", name: "Olga", facility_ids: [other.id] })).headers;
    await op("update_facility_settings", { facility_id: other.id, address: "Elsewhere 1" }, null, otherStaff);
    const mine = await op("list_audit_log", { limit: 500 }, null, w.staff);
    expect(mine.status).toBe(200);
    for (const e of mine.json.entries) expect(e.facility_ids).toEqual([w.facilityId]);
    // An admin's change of a rule for both facilities is the admins' to read, not either facility's staff.
    const both = await op(
      "create_sign_in_rule",
      { ...rule(`@both-${tag()}.test`, w), facility_ids: [w.facilityId, other.id] },
      null,
      w.admin,
    );
    const seen = await op("list_audit_log", { target_kind: "sign_in_rule" }, null, w.staff);
    expect(seen.json.entries.map((e: { target: { id: string } }) => e.target.id)).not.toContain(both.json.id);
    const theirs = await op("list_audit_log", { target_kind: "facility", limit: 500 }, null, otherStaff);
    expect(theirs.json.entries.map((e: { target: { id: string } }) => e.target.id)).toContain(other.id);
    expect(theirs.json.entries.map((e: { target: { id: string } }) => e.target.id)).not.toContain(
      w.facilityId,
    );

    const token = await staffToken([other.id]);
    await op(
      "upload_valid_references",
      { facility_id: other.id, references: [{ reference_id: "X-1" }] },
      token,
    );
    const byToken = await op("list_audit_log", { target_kind: "reference_list" }, token);
    const [entry] = byToken.json.entries;
    expect(entry.actor).toMatchObject({ kind: "token" });
    const filtered = await op("list_audit_log", { actor_id: entry.actor.id }, null, w.admin);
    expect(filtered.json.entries.every((e: { actor: { id: string } }) => e.actor.id === entry.actor.id)).toBe(
      true,
    );
    expect((await op("list_audit_log", {}, null, w.carrier)).status).toBe(403);
    expect((await op("list_audit_log", { limit: 501 }, null, w.admin)).status).toBe(400);
  });

  it("records a booking past a rule with its reason", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const caps = [{ scope: "facility", period: "day", max_appointments: 0 }];
    expect((await op("update_facility_settings", { facility_id: f.id, caps }, token)).status).toBe(200);
    const start = DateTime.now().plus({ days: 3 }).startOf("hour");
    const res = await op(
      "request_facility_appointment",
      bookingBody(f.id, start, 60, { override_reason: "customer called ahead" }),
      token,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.override_reason).toBe("customer called ahead");
    const log = await op("list_audit_log", { target_kind: "appointment", limit: 500 }, null, w.admin);
    const entry = log.json.entries.find((e: { target: { id: string } }) => e.target.id === res.json.id);
    expect(entry).toMatchObject({
      action: "override_rule",
      actor: { kind: "token" },
      before: null,
      after: { override_reason: "customer called ahead" },
      facility_ids: [f.id],
    });

    const moved = await op(
      "reschedule_facility_appointment",
      {
        id: res.json.id,
        scheduled_start_time: start.plus({ days: 1 }).toUTC().toISO(),
        scheduled_end_time: start.plus({ days: 1, hours: 1 }).toUTC().toISO(),
        override_reason: "moved by the planner",
      },
      token,
    );
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const again = await op("list_audit_log", { target_kind: "appointment", limit: 10 }, null, w.admin);
    expect(
      again.json.entries.find((e: { target: { id: string } }) => e.target.id === res.json.id),
    ).toMatchObject({
      before: { override_reason: "customer called ahead" },
      after: { override_reason: "moved by the planner" },
    });
  });
});
