// A token acts within its scope and within what its maker may do at the time
// of each request: moving, demoting or deactivating the person who made it
// takes those rights from the token at once. Tokens make no tokens.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  bookingBody,
  carrierToken,
  db,
  insertAppointment,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op } from "./ops";
import { adminSession, userSession } from "./support/admin-session";

async function madeBy(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await op("create_api_token", { name: "System", ...body }, null, headers);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.token as string;
}

describe("a token and its maker", () => {
  it("loses a facility when its maker is moved away from it, and every facility when they are demoted", async () => {
    const [a, b] = [await makeFacility(), await makeFacility()];
    const admin = await adminSession();
    const staff = await userSession({ role: "staff", facility_ids: [a.id, b.id] });
    const token = await madeBy(staff.headers, { facility_ids: [a.id, b.id] });
    const day = localTime(a.timezone, "10:00").toISODate();
    const tries = (facilityId: string) => [
      op("get_facility_settings", { facility_id: facilityId }, token),
      op(
        "update_facility_settings",
        { facility_id: facilityId, address: `Dock road ${randomUUID()}` },
        token,
      ),
      op("get_facility_appointments", { facility_id: facilityId, start: day, end: day }, token),
    ];
    const statuses = async (facilityId: string) =>
      (await Promise.all(tries(facilityId))).map((r) => r.status);
    expect(await statuses(a.id)).toEqual([200, 200, 200]);

    const moved = await op("update_user", { id: staff.id, facility_ids: [b.id] }, null, admin.headers);
    expect(moved.status).toBe(200);
    expect(await statuses(a.id)).toEqual([403, 403, 403]);
    expect(await statuses(b.id)).toEqual([200, 200, 200]);
    const facilities = await op("get_facilities", {}, token);
    expect(facilities.json.map((f: { id: string }) => f.id)).toEqual([b.id]);

    const demoted = await op(
      "update_user",
      { id: staff.id, role: "carrier", carrier: `Demoted ${randomUUID().slice(0, 6)}` },
      null,
      admin.headers,
    );
    expect(demoted.status).toBe(200);
    expect(await statuses(b.id)).toEqual([403, 403, 403]);
    expect((await op("get_facilities", {}, token)).status).toBe(403);
    const booking = await op(
      "request_facility_appointment",
      bookingBody(b.id, localTime(b.timezone, "11:00")),
      token,
    );
    expect(booking.status).toBe(403);

    // Given back, the token works again: nothing was revoked, only cut down.
    await op("update_user", { id: staff.id, role: "staff", facility_ids: [a.id] }, null, admin.headers);
    expect(await statuses(a.id)).toEqual([200, 200, 200]);
    expect(await statuses(b.id)).toEqual([403, 403, 403]);
  });

  it("loses the company's appointments when its maker moves to another company", async () => {
    const f = await makeFacility();
    const admin = await adminSession();
    const company = `Maker Freight ${randomUUID().slice(0, 6)}`;
    const carrier = await userSession({ role: "carrier", carrier: company });
    const token = await madeBy(carrier.headers, {});
    const companyId = (await db.carrierCompany.findUniqueOrThrow({ where: { name: company } })).id;
    const theirs = await insertAppointment(f.id, localTime(f.timezone, "09:00").toJSDate(), 60, {
      carrierCompanyId: companyId,
    });
    expect((await op("get_facility_appointment", { id: theirs.id }, token)).status).toBe(200);

    const moved = await op(
      "update_user",
      { id: carrier.id, carrier: `Elsewhere ${randomUUID().slice(0, 6)}` },
      null,
      admin.headers,
    );
    expect(moved.status).toBe(200);
    // A token with no rights left is refused everything, not answered empty or "not found".
    expect((await op("get_facility_appointment", { id: theirs.id }, token)).status).toBe(403);
    expect(
      (await op("update_facility_appointment_status", { id: theirs.id, action: "cancel" }, token)).status,
    ).toBe(403);
    expect((await op("get_my_appointments", {}, token)).status).toBe(403);
    const booking = await op(
      "request_facility_appointment",
      bookingBody(f.id, localTime(f.timezone, "11:00")),
      token,
    );
    expect(booking.status).toBe(403);
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(1);
  });

  it("is refused when its maker is deactivated", async () => {
    const f = await makeFacility();
    const admin = await adminSession();
    const staff = await userSession({ role: "staff", facility_ids: [f.id] });
    const token = await madeBy(staff.headers, { facility_ids: [f.id] });
    await op("set_user_active", { id: staff.id, active: false }, null, admin.headers);
    expect((await op("get_facility_settings", { facility_id: f.id }, token)).status).toBe(401);
  });

  it("cannot make tokens: people make them in the app", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const carrier = await carrierToken();
    const name = `child ${randomUUID()}`;
    for (const [token, body] of [
      [staff, { name, facility_ids: [f.id] }],
      [carrier.token, { name }],
    ] as const) {
      const res = await op("create_api_token", body, token);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("permission_denied");
    }
    expect(await db.apiToken.count({ where: { name } })).toBe(0);
  });
});
