// update_user and list_carrier_companies, through the routes with an admin's
// session: role, facilities and company move together, take effect on the
// user's next request, and stay out of reach of everyone but admins.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sessionUser } from "@/lib/auth/session-user";
import { carrierToken, makeFacility, db } from "./helpers";
import { op } from "./ops";
import { adminSession, userSession } from "./support/admin-session";
import { outsiderToken } from "./support/outsider";

const email = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.test`;

async function newUser(admin: Record<string, string>, body: Record<string, unknown>) {
  const res = await op(
    "create_user",
    { email: email("u"), password: "a long passphrase", ...body },
    null,
    admin,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}

describe("update_user", () => {
  it("moves a staff user between facilities and roles, in force on their next request", async () => {
    const admin = (await adminSession()).headers;
    const [a, b] = [await makeFacility(), await makeFacility()];
    const u = await newUser(admin, { role: "staff", facility_ids: [a.id], name: "Pat" });
    const claims = { userId: u.id, sessionVersion: 0 };

    const moved = await op(
      "update_user",
      { id: u.id, facility_ids: [b.id, a.id], name: "Pat Lee" },
      null,
      admin,
    );
    expect(moved.json).toMatchObject({ name: "Pat Lee", role: "staff", facility_ids: [a.id, b.id].sort() });
    expect((await sessionUser(db, claims))?.facilityIds.sort()).toEqual([a.id, b.id].sort());

    // To carrier: facilities go, a company (made if new) comes; the same session now acts as a carrier.
    const company = `Moved Freight ${randomUUID().slice(0, 6)}`;
    const carrier = await op("update_user", { id: u.id, role: "carrier", carrier: company }, null, admin);
    expect(carrier.json).toMatchObject({
      role: "carrier",
      facility_ids: [],
      carrier: company,
      name: "Pat Lee",
    });
    expect(await sessionUser(db, claims)).toMatchObject({
      role: "carrier",
      facilityIds: [],
      companyName: company,
    });

    // To admin: the company goes.
    expect((await op("update_user", { id: u.id, role: "admin" }, null, admin)).json).toMatchObject({
      role: "admin",
      carrier: null,
      facility_ids: [],
    });
  });

  it("refuses a change that leaves the role without what it needs, with the field", async () => {
    const admin = (await adminSession()).headers;
    const f = await makeFacility();
    const carrier = await newUser(admin, {
      role: "carrier",
      carrier: `Needs Freight ${randomUUID().slice(0, 6)}`,
    });
    const staff = await newUser(admin, { role: "staff", facility_ids: [f.id] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id: carrier.id, role: "staff" }, "facility_ids", "required"],
      [{ id: staff.id, facility_ids: [] }, "facility_ids", "required"],
      [{ id: staff.id, facility_ids: [randomUUID()] }, "facility_ids", "unknown_facility"],
      [{ id: staff.id, carrier: "Acme" }, "carrier", "not_allowed"],
      [{ id: staff.id, role: "admin", facility_ids: [f.id] }, "facility_ids", "not_allowed"],
      [{ id: staff.id, role: "carrier" }, "carrier", "required"],
      [{ id: staff.id, role: "boss" }, "role", "invalid_value"],
    ];
    for (const [body, field, reason] of cases) {
      const res = await op("update_user", body, null, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.details, JSON.stringify(res.json)).toContainEqual(
        expect.objectContaining({ field, reason }),
      );
    }
    // Nothing of it stuck.
    const listed = (await op("list_users", {}, null, admin)).json.users.find(
      (x: { id: string }) => x.id === staff.id,
    );
    expect(listed).toMatchObject({ role: "staff", facility_ids: [f.id], carrier: null });
  });

  it("is for admins only; an admin may rename but not demote themselves; an unknown user is a 404", async () => {
    const me = await adminSession();
    expect((await op("update_user", { id: me.id, name: "Ada B." }, null, me.headers)).json.name).toBe(
      "Ada B.",
    );
    expect(
      (
        await op(
          "update_user",
          { id: me.id, role: "staff", facility_ids: [(await makeFacility()).id] },
          null,
          me.headers,
        )
      ).status,
    ).toBe(403);
    expect((await op("update_user", { id: randomUUID(), name: "x" }, null, me.headers)).status).toBe(404);
    expect((await op("update_user", { id: me.id, name: "x" }, await outsiderToken())).status).toBe(403);
    expect((await op("update_user", { id: me.id, name: "x" }, (await carrierToken()).token)).status).toBe(
      403,
    );
  });
});

describe("deactivating a user", () => {
  it("revokes the API tokens they made, and no one else's", async () => {
    const admin = (await adminSession()).headers;
    const f = await makeFacility();
    const lead = await userSession({ role: "staff", name: "Lee Lead", facility_ids: [f.id] });
    const theirs = await op(
      "create_api_token",
      { name: "Their WMS", facility_ids: [f.id] },
      null,
      lead.headers,
    );
    expect(theirs.json.created_by).toBe("Lee Lead");
    const colleague = await userSession({ role: "staff", name: "Cal Colleague", facility_ids: [f.id] });
    const colleagues = await op(
      "create_api_token",
      { name: "Site TMS", facility_ids: [f.id] },
      null,
      colleague.headers,
    );
    expect(colleagues.json.created_by).toBe("Cal Colleague");
    expect((await op("get_facilities", {}, theirs.json.token)).status).toBe(200);

    await op("set_user_active", { id: lead.id, active: false }, null, admin);
    expect((await op("get_facilities", {}, null, lead.headers)).status).toBe(401);
    expect((await op("get_facilities", {}, theirs.json.token)).status).toBe(401);
    expect((await op("get_facilities", {}, colleagues.json.token)).status).toBe(200);

    // Reactivation lets them sign in again, not their old tokens back.
    await op("set_user_active", { id: lead.id, active: true }, null, admin);
    expect((await op("get_facilities", {}, theirs.json.token)).status).toBe(401);
  });
});

describe("list_carrier_companies", () => {
  it("lists every company with its active users and live tokens, to admins only", async () => {
    const admin = (await adminSession()).headers;
    const { company } = await carrierToken();
    const active = await newUser(admin, { role: "carrier", carrier: company });
    const gone = await newUser(admin, { role: "carrier", carrier: company });
    await op("set_user_active", { id: gone.id, active: false }, null, admin);

    const res = await op("list_carrier_companies", {}, null, admin);
    expect(res.status).toBe(200);
    expect(res.json.companies.find((c: { name: string }) => c.name === company)).toMatchObject({
      users: 1,
      tokens: 1,
    });
    const names = res.json.companies.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(active.carrier).toBe(company);

    expect((await op("list_carrier_companies", {}, (await carrierToken()).token)).status).toBe(403);
    expect((await op("list_carrier_companies", {}, await outsiderToken())).status).toBe(403);
  });
});
