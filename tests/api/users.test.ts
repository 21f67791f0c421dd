// User administration: admins only; deactivating a user ends their sessions
// at once and keeps them from signing in.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Caller } from "@/lib/core/caller";
import { sessionUser } from "@/lib/auth/session-user";
import { adminCreateUser, listUsers, setUserActive } from "@/lib/users/admin";
import { createUserInput } from "@/lib/users/admin-schema";
import { authenticateUser } from "@/lib/users/service";
import { carrierToken, db, makeFacility } from "./helpers";
import { op } from "./ops";
import { outsiderToken } from "./support/outsider";

const admin: Caller = {
  actor: `user:${randomUUID()}`,
  role: "admin",
  facilityIds: [],
  carrierCompanyId: null,
};
const email = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.test`;

describe("user administration", () => {
  it("creates staff and carrier users who can sign in, and lists them", async () => {
    const f = await makeFacility();
    const staff = await adminCreateUser(
      db,
      admin,
      createUserInput.parse({
        email: email("lead"),
        password: "a long passphrase",
        role: "staff",
        name: "Dock Lead",
        facility_ids: [f.id],
      }),
    );
    expect(staff).toMatchObject({ role: "staff", facility_ids: [f.id], active: true, carrier: null });
    const company = `Users Test Freight ${randomUUID().slice(0, 6)}`;
    const carrier = await adminCreateUser(
      db,
      admin,
      createUserInput.parse({
        email: email("dispatch"),
        password: "a long passphrase",
        role: "carrier",
        carrier: company,
      }),
    );
    expect(carrier).toMatchObject({ role: "carrier", carrier: company });
    expect(await authenticateUser(db, staff.email, "a long passphrase")).toMatchObject({
      role: "staff",
      facilityIds: [f.id],
    });
    const { users } = await listUsers(db, admin);
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([staff.id, carrier.id]));
    expect(JSON.stringify(users)).not.toMatch(/password|hash|\$argon/i);
    await expect(
      adminCreateUser(
        db,
        admin,
        createUserInput.parse({ email: staff.email, password: "a long passphrase", role: "admin" }),
      ),
    ).rejects.toMatchObject({ code: "conflict" });
  });

  it("ends a deactivated user's sessions at once and refuses their sign-in; reactivation lets them sign in again", async () => {
    const f = await makeFacility();
    const u = await adminCreateUser(
      db,
      admin,
      createUserInput.parse({
        email: email("temp"),
        password: "a long passphrase",
        role: "staff",
        facility_ids: [f.id],
      }),
    );
    const signedIn = (await authenticateUser(db, u.email, "a long passphrase"))!;
    const claims = { userId: u.id, sessionVersion: signedIn.sessionVersion };
    expect(await sessionUser(db, claims)).not.toBeNull();

    expect((await setUserActive(db, admin, u.id, false)).active).toBe(false);
    expect(await sessionUser(db, claims)).toBeNull();
    expect(await authenticateUser(db, u.email, "a long passphrase")).toBeNull();

    await setUserActive(db, admin, u.id, true);
    // The old session stays ended; a new sign-in works.
    expect(await sessionUser(db, claims)).toBeNull();
    expect(await authenticateUser(db, u.email, "a long passphrase")).not.toBeNull();
  });

  it("is for admins only, and an admin cannot deactivate themselves", async () => {
    const staff = await outsiderToken();
    expect((await op("list_users", {}, staff)).status).toBe(403);
    expect(
      (await op("create_user", { email: email("x"), password: "a long passphrase", role: "admin" }, staff))
        .status,
    ).toBe(403);
    expect(
      (await op("set_user_active", { id: randomUUID(), active: false }, (await carrierToken()).token)).status,
    ).toBe(403);
    await expect(setUserActive(db, admin, admin.actor.slice(5), false)).rejects.toMatchObject({
      code: "permission_denied",
    });
    await expect(setUserActive(db, admin, randomUUID(), false)).rejects.toMatchObject({ code: "not_found" });
  });
});
