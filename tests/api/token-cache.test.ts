// Token authentication is read through a per-process cache (lib/tokens/cache.ts): a change made
// through this process shows at once; another process, which has its own cache, accepts a revoked
// token, or a demoted maker's old rights, for at most TOKEN_CACHE_MS more. The other process is a
// second cache instance on the same database, read with an explicit clock: no waiting.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { callerForToken } from "@/lib/tokens/service";
import { TOKEN_CACHE_MS, TokenCache } from "@/lib/tokens/cache";
import { lastUsedWriter } from "@/lib/tokens/last-used";
import { db, makeFacility } from "./helpers";
import { op } from "./ops";
import { adminSession, userSession } from "./support/admin-session";

const at = (t0: Date, ms: number) => new Date(t0.getTime() + ms);

describe("the token cache", () => {
  it("refuses a revoked token at once here and within the stated delay in another process", async () => {
    const f = await makeFacility();
    const staff = await userSession({ role: "staff", facility_ids: [f.id] });
    const made = await op("create_api_token", { name: "feed", facility_ids: [f.id] }, null, staff.headers);
    const token = made.json.token as string;
    const other = new TokenCache();
    const t0 = new Date();

    // Both processes have used it, so both remember it.
    expect((await op("get_facilities", {}, token)).status).toBe(200);
    expect((await callerForToken(db, token, t0, other))?.facilityIds).toEqual([f.id]);

    expect((await op("revoke_api_token", { id: made.json.id }, null, staff.headers)).status).toBe(200);
    // This process: refused on the next request.
    expect((await op("get_facilities", {}, token)).status).toBe(401);
    expect(await callerForToken(db, token)).toBeNull();
    // The other: still what it read, until TOKEN_CACHE_MS after it read it; then refused.
    expect(await callerForToken(db, token, at(t0, TOKEN_CACHE_MS - 1), other)).not.toBeNull();
    expect(await callerForToken(db, token, at(t0, TOKEN_CACHE_MS), other)).toBeNull();
    // And it is not remembered as refused: nothing to forget if it were ever valid again.
    expect(await callerForToken(db, token, at(t0, TOKEN_CACHE_MS + 1), other)).toBeNull();
  });

  it("takes a demoted maker's rights from their token within the stated delay in another process", async () => {
    const [a, b] = [await makeFacility(), await makeFacility()];
    const admin = await adminSession();
    const staff = await userSession({ role: "staff", facility_ids: [a.id, b.id] });
    const made = await op(
      "create_api_token",
      { name: "feed", facility_ids: [a.id, b.id] },
      null,
      staff.headers,
    );
    const token = made.json.token as string;
    const other = new TokenCache();
    const t0 = new Date();
    expect((await callerForToken(db, token))?.facilityIds).toEqual([a.id, b.id].sort());
    expect((await callerForToken(db, token, t0, other))?.facilityIds).toEqual([a.id, b.id].sort());

    const moved = await op("update_user", { id: staff.id, facility_ids: [b.id] }, null, admin.headers);
    expect(moved.status).toBe(200);
    expect((await callerForToken(db, token))?.facilityIds).toEqual([b.id]);
    expect((await op("get_facility_settings", { facility_id: a.id }, token)).status).toBe(403);
    expect((await callerForToken(db, token, at(t0, TOKEN_CACHE_MS - 1), other))?.facilityIds).toEqual(
      [a.id, b.id].sort(),
    );
    const t1 = at(t0, TOKEN_CACHE_MS);
    expect((await callerForToken(db, token, t1, other))?.facilityIds).toEqual([b.id]);

    const demoted = await op(
      "update_user",
      { id: staff.id, role: "carrier", carrier: `Demoted ${randomUUID().slice(0, 6)}` },
      null,
      admin.headers,
    );
    expect(demoted.status).toBe(200);
    expect((await callerForToken(db, token))?.facilityIds).toEqual([]);
    expect((await callerForToken(db, token, at(t1, TOKEN_CACHE_MS - 1), other))?.facilityIds).toEqual([b.id]);
    expect((await callerForToken(db, token, at(t1, TOKEN_CACHE_MS), other))?.facilityIds).toEqual([]);

    // Deactivated: refused, here at once and there within the delay.
    const t2 = at(t1, TOKEN_CACHE_MS);
    await op("set_user_active", { id: staff.id, active: false }, null, admin.headers);
    expect(await callerForToken(db, token)).toBeNull();
    expect(await callerForToken(db, token, at(t2, TOKEN_CACHE_MS), other)).toBeNull();
  });

  it("writes last_used_at off the request path, at most once a minute per token", async () => {
    const f = await makeFacility();
    const staff = await userSession({ role: "staff", facility_ids: [f.id] });
    const made = await op("create_api_token", { name: "feed", facility_ids: [f.id] }, null, staff.headers);
    const token = made.json.token as string;
    const t0 = new Date(Date.now() + 60_000);
    const stored = async () => {
      await lastUsedWriter().flush();
      return (await db.apiToken.findUniqueOrThrow({ where: { id: made.json.id } })).lastUsedAt?.getTime();
    };
    expect(await callerForToken(db, token, t0)).not.toBeNull();
    expect(await stored()).toBe(t0.getTime());
    // Within the minute: not written again.
    expect(await callerForToken(db, token, at(t0, 59_000))).not.toBeNull();
    expect(await stored()).toBe(t0.getTime());
    // A minute on: written.
    expect(await callerForToken(db, token, at(t0, 61_000))).not.toBeNull();
    expect(await stored()).toBe(at(t0, 61_000).getTime());
  });
});
