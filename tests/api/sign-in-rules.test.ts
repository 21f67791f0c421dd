// The sign-in rules and SSO-only domains through the routes (admins only), and
// what they decide at a sign-in through the identity provider: accounts made,
// moved, linked, refused and ended.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { authOptions } from "@/lib/auth/session";
import { handleDeferred } from "@/lib/outbox/deferred";
import { DEFERRED } from "@/lib/worker/worker";
import { sessionUser } from "@/lib/auth/session-user";
import { signInWithClaims } from "@/lib/sso/sign-in";
import { authenticateUser } from "@/lib/users/service";
import { carrierToken, db, makeFacility } from "./helpers";
import { op } from "./ops";
import { adminSession, sessionOf, userSession } from "./support/admin-session";
import { outsiderToken } from "./support/outsider";
import { statementsOf } from "./support/statements";

const tag = () => randomUUID().slice(0, 8);
const domainOf = () => `sso-${tag()}.test`;
const claims = (email: string, more: Record<string, unknown> = {}) => ({
  sub: `sub-${randomUUID()}`,
  email,
  email_verified: true,
  name: "Sam Sso",
  ...more,
});

function expectRefusal(
  res: Awaited<ReturnType<typeof op>>,
  status: number,
  code: string,
  detail?: { field: string; reason: string },
) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.code).toBe(code);
  if (detail)
    expect(res.json.details, JSON.stringify(res.json)).toContainEqual(expect.objectContaining(detail));
}

async function rule(admin: Record<string, string>, body: Record<string, unknown>) {
  const res = await op("create_sign_in_rule", body, null, admin);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { id: string };
}

describe("sign-in rules", () => {
  it("are kept in order, changed, reordered and removed by admins", async () => {
    const admin = (await adminSession()).headers;
    const f = await makeFacility();
    const d = domainOf();
    const a = await rule(admin, {
      match: "email_domain",
      value: `@${d.toUpperCase()}`,
      role: "staff",
      facility_ids: [f.id],
    });
    expect(a).toMatchObject({
      match: "email_domain",
      claim: "",
      value: d,
      facility_ids: [f.id],
      carrier: null,
    });
    const group = `dock-${tag()}`;
    const b = await rule(admin, {
      match: "claim",
      claim: "groups",
      value: group,
      role: "carrier",
      carrier: `Rule Freight ${tag()}`,
    });
    const ids = async () =>
      ((await op("list_sign_in_rules", {}, null, admin)).json.rules as { id: string }[])
        .map((r) => r.id)
        .filter((id) => id === a.id || id === b.id);
    expect(await ids()).toEqual([a.id, b.id]);

    const moved = await op("reorder_sign_in_rules", { ids: [b.id, a.id] }, null, admin);
    expect(moved.status).toBe(200);
    expect(await ids()).toEqual([b.id, a.id]);

    const changed = await op(
      "update_sign_in_rule",
      { id: a.id, match: "claim", claim: "department", value: "Yard", role: "admin" },
      null,
      admin,
    );
    expect(changed.json).toMatchObject({
      match: "claim",
      claim: "department",
      value: "Yard",
      role: "admin",
      facility_ids: [],
    });

    expect((await op("delete_sign_in_rule", { id: a.id }, null, admin)).status).toBe(200);
    expect(await ids()).toEqual([b.id]);
    expectRefusal(await op("delete_sign_in_rule", { id: a.id }, null, admin), 404, "not_found");
    expectRefusal(
      await op(
        "update_sign_in_rule",
        { id: a.id, match: "email_domain", value: d, role: "admin" },
        null,
        admin,
      ),
      404,
      "not_found",
    );
    expectRefusal(
      await op("reorder_sign_in_rules", { ids: [randomUUID()] }, null, admin),
      400,
      "invalid_argument",
      { field: "ids", reason: "unknown_rule" },
    );
    expectRefusal(
      await op("reorder_sign_in_rules", { ids: [b.id, b.id] }, null, admin),
      400,
      "invalid_argument",
      { field: "ids", reason: "repeated" },
    );
  });

  it("refuses a rule that grants the wrong things, with the field", async () => {
    const admin = (await adminSession()).headers;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ match: "email_domain", value: "x.test", role: "staff" }, "facility_ids", "required"],
      [
        { match: "email_domain", value: "x.test", role: "staff", facility_ids: [randomUUID()] },
        "facility_ids",
        "unknown_facility",
      ],
      [{ match: "email_domain", value: "x.test", role: "carrier" }, "carrier", "required"],
      [{ match: "email_domain", value: "x.test", role: "admin", carrier: "Acme" }, "carrier", "not_allowed"],
      [{ match: "email_domain", value: "not a domain", role: "admin" }, "value", "invalid_domain"],
      [{ match: "claim", value: "dock", role: "admin" }, "claim", "required"],
      [{ match: "email_domain", claim: "groups", value: "x.test", role: "admin" }, "claim", "not_allowed"],
      [{ match: "regex", value: "x", role: "admin" }, "match", "invalid_value"],
      [{ match: "claim", claim: "groups", value: "", role: "admin" }, "value", "too_small"],
    ];
    for (const [body, field, reason] of cases)
      expectRefusal(await op("create_sign_in_rule", body, null, admin), 400, "invalid_argument", {
        field,
        reason,
      });
  });

  it("are for admins only, as are the SSO-only domains", async () => {
    const f = await makeFacility();
    const staff = (await userSession({ role: "staff", facility_ids: [f.id] })).headers;
    const carrier = (await carrierToken()).token;
    const bodies = {
      list_sign_in_rules: {},
      create_sign_in_rule: { match: "email_domain", value: domainOf(), role: "admin" },
      update_sign_in_rule: { id: randomUUID(), match: "email_domain", value: domainOf(), role: "admin" },
      delete_sign_in_rule: { id: randomUUID() },
      reorder_sign_in_rules: { ids: [] },
      get_sso_only_domains: {},
      set_sso_only_domains: { domains: [domainOf()] },
    } as const;
    for (const [name, body] of Object.entries(bodies) as [keyof typeof bodies, object][]) {
      expectRefusal(await op(name, body, null, staff), 403, "permission_denied");
      expectRefusal(await op(name, body, carrier), 403, "permission_denied");
      expectRefusal(await op(name, body, await outsiderToken()), 403, "permission_denied");
      expectRefusal(await op(name, body), 401, "unauthenticated");
    }
  });
});

describe("a sign-in through the identity provider", () => {
  it("makes the account of a first sign-in that a rule matches; the first matching rule decides", async () => {
    const admin = (await adminSession()).headers;
    const [f, g] = [await makeFacility(), await makeFacility()];
    const d = domainOf();
    const group = `dock-${tag()}`;
    await rule(admin, {
      match: "claim",
      claim: "groups",
      value: group,
      role: "staff",
      facility_ids: [f.id, g.id],
    });
    await rule(admin, { match: "email_domain", value: d, role: "staff", facility_ids: [f.id] });

    const inGroup = await signInWithClaims(db, claims(`ann@${d}`, { groups: ["other", group] }));
    expect(inGroup).toMatchObject({ user: { email: `ann@${d}`, role: "staff", name: "Sam Sso" } });
    const ann = await sessionUser(db, {
      userId: (inGroup as { user: { id: string } }).user.id,
      sessionVersion: 0,
    });
    expect(ann?.facilityIds.sort()).toEqual([f.id, g.id].sort());

    const byDomain = await signInWithClaims(db, claims(`BOB@${d.toUpperCase()}`));
    expect(byDomain).toMatchObject({ user: { email: `bob@${d}`, role: "staff" } });
    // Made without a password: none opens it.
    expect(await authenticateUser(db, `bob@${d}`, "")).toBeNull();
  });

  it("refuses one no rule matches, and one whose address is not verified, and makes no account", async () => {
    const d = domainOf();
    expect(await signInWithClaims(db, claims(`nobody@${d}`))).toEqual({ refused: "no_rule" });
    const admin = (await adminSession()).headers;
    await rule(admin, { match: "email_domain", value: d, role: "admin" });
    expect(await signInWithClaims(db, claims(`unverified@${d}`, { email_verified: false }))).toEqual({
      refused: "unverified",
    });
    expect(await signInWithClaims(db, claims(`noclaim@${d}`, { email_verified: undefined }))).toEqual({
      refused: "unverified",
    });
    expect(await signInWithClaims(db, claims("", {}))).toEqual({ refused: "no_email" });
    expect(
      await db.user.count({ where: { email: { in: [`nobody@${d}`, `unverified@${d}`, `noclaim@${d}`] } } }),
    ).toBe(0);
    // next-auth is sent to the refusal page with the reason.
    const signIn = authOptions.callbacks!.signIn!;
    const answer = await signIn({
      user: { id: "x", role: "carrier", sessionVersion: 0 },
      account: { provider: "oidc", type: "oauth", providerAccountId: "x" },
      profile: claims(`other@${domainOf()}`) as never,
    });
    expect(answer).toBe("/signin/refused?reason=no_rule");
  });

  it("moves a person whose groups changed at the next sign-in, and ends the access of one no rule matches", async () => {
    const admin = (await adminSession()).headers;
    const f = await makeFacility();
    const [staffGroup, carrierGroup] = [`dock-${tag()}`, `haul-${tag()}`];
    const company = `Moved Haulage ${tag()}`;
    await rule(admin, {
      match: "claim",
      claim: "groups",
      value: staffGroup,
      role: "staff",
      facility_ids: [f.id],
    });
    await rule(admin, {
      match: "claim",
      claim: "groups",
      value: carrierGroup,
      role: "carrier",
      carrier: company,
    });
    const who = claims(`mover-${tag()}@${domainOf()}`, { groups: [staffGroup] });
    const first = (await signInWithClaims(db, who)) as { user: { id: string; sessionVersion: number } };
    const session = { userId: first.user.id, sessionVersion: first.user.sessionVersion };
    expect(await sessionUser(db, session)).toMatchObject({ role: "staff", facilityIds: [f.id] });

    await signInWithClaims(db, { ...who, groups: [carrierGroup] });
    expect(await sessionUser(db, session)).toMatchObject({
      role: "carrier",
      facilityIds: [],
      companyName: company,
    });

    // Out of every group: deactivated as an admin would, so the open session ends at once.
    expect(await signInWithClaims(db, { ...who, groups: [] })).toEqual({ refused: "no_rule" });
    expect(await sessionUser(db, session)).toBeNull();
    const row = await db.user.findUniqueOrThrow({ where: { id: first.user.id } });
    expect(row).toMatchObject({ active: false, ruleDeactivated: true });
    const listed = (await op("list_users", {}, null, admin)).json.users.find(
      (u: { id: string }) => u.id === row.id,
    );
    expect(listed.active).toBe(false);

    // Back in a group: back in, on a new session.
    expect(await signInWithClaims(db, { ...who, groups: [staffGroup] })).toMatchObject({
      user: { role: "staff" },
    });
    // An admin's deactivation is not the rules' to undo.
    expect((await op("set_user_active", { id: row.id, active: false }, null, admin)).status).toBe(200);
    expect(await signInWithClaims(db, { ...who, groups: [staffGroup] })).toEqual({ refused: "deactivated" });
  });

  it("revokes the API tokens of a person no rule matches any more", async () => {
    const admin = (await adminSession()).headers;
    const group = `dock-${tag()}`;
    const f = await makeFacility();
    await rule(admin, { match: "claim", claim: "groups", value: group, role: "staff", facility_ids: [f.id] });
    const who = claims(`tokens-${tag()}@${domainOf()}`, { groups: group });
    const { user } = (await signInWithClaims(db, who)) as { user: { id: string } };
    const { headers } = await sessionOf(user.id);
    const made = await op(
      "create_api_token",
      { name: "Yard script", facility_ids: [f.id], expires_in_days: 30 },
      null,
      headers,
    );
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const list = () =>
      op(
        "get_facility_appointments",
        { facility_id: f.id, start: "2030-01-01", end: "2030-01-01" },
        made.json.token,
      );
    expect((await list()).status).toBe(200);
    await signInWithClaims(db, { ...who, groups: "someone-else" });
    expectRefusal(await list(), 401, "unauthenticated");
  });

  it("links a password account with the same verified address, never an unverified one", async () => {
    const admin = (await adminSession()).headers;
    const d = domainOf();
    const company = `Linked Freight ${tag()}`;
    const made = await op(
      "create_user",
      { email: `pat@${d}`, password: "a long passphrase", role: "carrier", carrier: company },
      null,
      admin,
    );
    await rule(admin, { match: "email_domain", value: d, role: "carrier", carrier: company });

    expect(await signInWithClaims(db, claims(`pat@${d}`, { email_verified: false }))).toEqual({
      refused: "unverified",
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: made.json.id } })).ssoSubject).toBeNull();

    const linked = await signInWithClaims(db, claims(`pat@${d}`));
    expect(linked).toMatchObject({ user: { id: made.json.id } });
    expect(await db.user.count({ where: { email: `pat@${d}` } })).toBe(1);
    // The password still works while the domain is not SSO-only...
    expect(await authenticateUser(db, `pat@${d}`, "a long passphrase")).not.toBeNull();
    // ...and not once it is, answered as a wrong password, after the very same statements.
    expect((await op("set_sso_only_domains", { domains: [d, "other-sso.test"] }, null, admin)).json).toEqual({
      domains: ["other-sso.test", d].sort(),
    });
    const right = await statementsOf((c) => authenticateUser(c, `pat@${d}`, "a long passphrase"));
    const wrong = await statementsOf((c) => authenticateUser(c, `pat@${domainOf()}`, "a long passphrase"));
    expect(right.answer).toBeNull();
    expect(right.statements).toEqual(wrong.statements);
    expect((await op("get_sso_only_domains", {}, null, admin)).json.domains).toContain(d);
    await op("set_sso_only_domains", { domains: [] }, null, admin);
    expect(await authenticateUser(db, `pat@${d}`, "a long passphrase")).not.toBeNull();
  });

  it("refuses a password account that no rule matches without touching it", async () => {
    const carrier = await userSession({ role: "carrier", carrier: `Untouched ${tag()}` });
    expect(await signInWithClaims(db, claims(carrier.email))).toEqual({ refused: "no_rule" });
    expect(await db.user.findUniqueOrThrow({ where: { id: carrier.id } })).toMatchObject({
      active: true,
      ssoSubject: null,
    });
  });

  it("sends no reset link to an SSO-only domain's address, nor to an account the provider made", async () => {
    const admin = (await adminSession()).headers;
    const [ssoOnly, open] = [domainOf(), domainOf()];
    await rule(admin, { match: "email_domain", value: open, role: "admin" });
    const withPassword = await op(
      "create_user",
      { email: `kim@${ssoOnly}`, password: "a long passphrase", role: "admin" },
      null,
      admin,
    );
    expect(withPassword.status).toBe(200);
    await op("set_sso_only_domains", { domains: [ssoOnly] }, null, admin);
    await signInWithClaims(db, claims(`made@${open}`));
    const answers = [
      await requestPasswordReset(db, `kim@${ssoOnly}`),
      await requestPasswordReset(db, `made@${open}`),
    ];
    // The asker hears the same as anyone; the worker sends nothing.
    expect(new Set(answers.map((a) => a.message)).size).toBe(1);
    await handleDeferred(db, DEFERRED);
    expect(
      await db.mailMessage.count({ where: { recipient: { in: [`kim@${ssoOnly}`, `made@${open}`] } } }),
    ).toBe(0);
    await op("set_sso_only_domains", { domains: [] }, null, admin);
  });
});
