// What people leave behind that acts later acts within their rights at that
// moment: a gate device a staff member connected stops when they leave the
// facility or are deactivated, and works again when they are given it back;
// an invitation opens the company only while its maker is still an active
// member of it. (Webhook endpoints: webhook-maker.test.ts; tokens:
// token-maker.test.ts; series book every occurrence when made, nothing later.)
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { invitationForLink } from "@/lib/carriers/invitations";
import { joinCompany } from "@/lib/auth/signup";
import { db, insertAppointment, makeFacility } from "./helpers";
import { op } from "./ops";
import { adminSession, userSession } from "./support/admin-session";

describe("a gate device and the staff member who connected it", () => {
  it("stops when they leave the facility or are deactivated, and works again when given the facility back", async () => {
    const [f, g] = [await makeFacility(), await makeFacility()];
    const admin = await adminSession();
    const staff = await userSession({ role: "staff", facility_ids: [f.id, g.id] });
    const link = await op("create_gate_link", { facility_id: f.id, name: "North gate" }, null, staff.headers);
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    const device = link.json.secret as string;
    const a = await insertAppointment(f.id, new Date(Date.now() - 60_000));
    const status = async () =>
      (await op("gate_status", { facility_id: f.id, appointment_id: a.id }, device)).status;
    expect(await status()).toBe(200);

    expect(
      (await op("update_user", { id: staff.id, facility_ids: [g.id] }, null, admin.headers)).status,
    ).toBe(200);
    expect(await status()).toBe(401);
    expect(
      (await op("update_user", { id: staff.id, facility_ids: [f.id] }, null, admin.headers)).status,
    ).toBe(200);
    expect(await status()).toBe(200);
    expect((await op("set_user_active", { id: staff.id, active: false }, null, admin.headers)).status).toBe(
      200,
    );
    expect(await status()).toBe(401);
  });
});

describe("an invitation and the colleague who made it", () => {
  const join = (invitation: string, email: string) =>
    joinCompany(db, { name: "New Colleague", email, password: "a long passphrase 123", invitation });

  it("opens the company only while its maker is still an active member of it", async () => {
    const admin = await adminSession();
    const company = `Inviting Freight ${randomUUID().slice(0, 6)}`;
    const maker = await userSession({ role: "carrier", carrier: company });
    const invite = async (email: string) => {
      const made = await op("create_company_invitation", { email }, null, maker.headers);
      expect(made.status, JSON.stringify(made.json)).toBe(200);
      return new URL(made.json.path as string, "http://x").searchParams.get("invitation")!;
    };
    const email = (n: string) => `${n}-${randomUUID().slice(0, 6)}@example.test`;
    const [moved, deactivated] = [email("moved"), email("deactivated")];
    const [forMoved, forDeactivated] = [await invite(moved), await invite(deactivated)];
    expect(await invitationForLink(db, forMoved)).toMatchObject({ company, email: moved });

    const away = await op(
      "update_user",
      { id: maker.id, carrier: `Elsewhere Freight ${randomUUID().slice(0, 6)}` },
      null,
      admin.headers,
    );
    expect(away.status).toBe(200);
    expect(await invitationForLink(db, forMoved)).toBeNull();
    await expect(join(forMoved, moved)).rejects.toThrow(/cannot be used/);

    const back = await op("update_user", { id: maker.id, carrier: company }, null, admin.headers);
    expect(back.status).toBe(200);
    expect((await op("set_user_active", { id: maker.id, active: false }, null, admin.headers)).status).toBe(
      200,
    );
    await expect(join(forDeactivated, deactivated)).rejects.toThrow(/cannot be used/);
    expect(await db.user.count({ where: { email: { in: [moved, deactivated] } } })).toBe(0);

    expect((await op("set_user_active", { id: maker.id, active: true }, null, admin.headers)).status).toBe(
      200,
    );
    const joined = await join(forDeactivated, deactivated);
    expect(joined).toBeTruthy();
  });
});
