// Token operations: each role manages only what it may, the secret is shown
// once, and a revoked token is refused at once.
import { describe, expect, it } from "vitest";
import { ADMIN_CLI } from "@/lib/core/caller";
import { createApiToken, listApiTokens } from "@/lib/tokens/manage";
import { createApiTokenInput } from "@/lib/tokens/manage-schema";
import { carrierToken, db, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { userSession } from "./support/admin-session";

describe("API token operations", () => {
  it("lets staff make a token for their own facilities, which works until it is revoked", async () => {
    const mine = await makeFacility();
    const other = await makeFacility();
    const { headers } = await userSession({ role: "staff", facility_ids: [mine.id] });
    const staff = null;
    const made = await op(
      "create_api_token",
      { name: "WMS feed", facility_ids: [mine.id], expires_in_days: 30 },
      staff,
      headers,
    );
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({
      name: "WMS feed",
      role: "staff",
      facility_ids: [mine.id],
      revoked_at: null,
      last_used_at: null,
    });
    expect(made.json.token).toMatch(/^fa_live_/);
    expect(made.json.token.startsWith(made.json.prefix)).toBe(true);
    expect(Date.parse(made.json.expires_at) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // Stored hashed: the secret is nowhere in the database.
    expect(JSON.stringify(await db.apiToken.findUnique({ where: { id: made.json.id } }))).not.toContain(
      made.json.token,
    );

    // It works, and the list shows it without its secret.
    expect((await op("get_facilities", {}, made.json.token)).json.map((f: { id: string }) => f.id)).toEqual([
      mine.id,
    ]);
    const listed = await op("list_api_tokens", {}, staff, headers);
    expect(listed.json.tokens.find((t: { id: string }) => t.id === made.json.id)).toMatchObject({
      prefix: made.json.prefix,
      last_used_at: expect.any(String),
    });
    expect(JSON.stringify(listed.json)).not.toContain(made.json.token);

    // Not for a facility that is not theirs.
    expect(
      (await op("create_api_token", { name: "x", facility_ids: [other.id] }, staff, headers)).status,
    ).toBe(403);
    expect((await op("create_api_token", { name: "x" }, staff, headers)).json).toMatchObject({
      code: "invalid_argument",
      details: [{ field: "facility_ids" }],
    });

    const revoked = await op("revoke_api_token", { id: made.json.id }, staff, headers);
    expect(revoked.json.revoked_at).toEqual(expect.any(String));
    const refused = await op("get_facilities", {}, made.json.token);
    expect(refused.status).toBe(401);
    expect(refused.json.code).toBe("unauthenticated");
  });

  it("keeps staff away from tokens that reach beyond their facilities", async () => {
    const a = await makeFacility();
    const b = await makeFacility();
    const wide = await createApiToken(
      db,
      ADMIN_CLI,
      createApiTokenInput.parse({ name: "Both sites", role: "staff", facility_ids: [a.id, b.id] }),
    );
    const staffOfA = await staffToken([a.id]);
    expect(
      (await op("list_api_tokens", {}, staffOfA)).json.tokens.map((t: { id: string }) => t.id),
    ).not.toContain(wide.id);
    expect((await op("revoke_api_token", { id: wide.id }, staffOfA)).status).toBe(404);
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: wide.id } })).revokedAt).toBeNull();
  });

  it("gives carriers tokens of their own company only", async () => {
    const company = `Token Carrier ${crypto.randomUUID().slice(0, 6)}`;
    const { headers } = await userSession({ role: "carrier", carrier: company });
    const carrier = { token: null, company };
    const other = await carrierToken();
    const made = await op("create_api_token", { name: "Dispatch system" }, carrier.token, headers);
    expect(made.json).toMatchObject({ role: "carrier", carrier: carrier.company, facility_ids: [] });
    expect(
      (
        await op(
          "create_api_token",
          { name: "x", role: "staff", facility_ids: [crypto.randomUUID()] },
          carrier.token,
          headers,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await op(
          "create_api_token",
          { name: "x", facility_ids: [crypto.randomUUID()] },
          carrier.token,
          headers,
        )
      ).json,
    ).toMatchObject({ details: [{ field: "facility_ids", reason: "not_allowed" }] });
    expect(
      (await op("list_api_tokens", {}, other.token)).json.tokens.map((t: { id: string }) => t.id),
    ).not.toContain(made.json.id);
    expect((await op("revoke_api_token", { id: made.json.id }, other.token)).status).toBe(404);
    expect(
      (await op("list_api_tokens", {}, carrier.token, headers)).json.tokens.map((t: { id: string }) => t.id),
    ).toContain(made.json.id);
  });

  it("lets admins make carrier tokens for any company, and see every token", async () => {
    const company = `Admin-made Carrier ${crypto.randomUUID().slice(0, 6)}`;
    const made = await createApiToken(
      db,
      ADMIN_CLI,
      createApiTokenInput.parse({ name: "Partner", role: "carrier", carrier: company }),
    );
    expect(made).toMatchObject({ role: "carrier", carrier: company });
    expect((await listApiTokens(db, ADMIN_CLI)).tokens.map((t) => t.id)).toContain(made.id);
  });
});
