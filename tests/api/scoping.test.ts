// Who sees what: a carrier token lists only its company's appointments and
// never the facility-internal notes; staff see all of their facilities and
// nothing of others.
import { describe, expect, it } from "vitest";
import {
  bookingBody,
  call,
  carrierToken,
  db,
  expectError,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op } from "./ops";

type Listed = { id: string; notes: string; carrier: string };

async function setup() {
  const f = await makeFacility({ docks: 10 });
  const staff = await staffToken([f.id]);
  const a = await carrierToken();
  const b = await carrierToken();
  const start = localTime(f.timezone, "10:00");
  const book = async (token: string, carrier: string) => {
    const res = await call("request", bookingBody(f.id, start, 60, { carrier }), { token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.notes).toBe("");
    return res.json.id as string;
  };
  const ids = {
    a1: await book(a.token, a.company),
    a2: await book(a.token, "Acme Freight (subcontracted)"),
    // Staff booking on behalf of a carrier company, linked to its account by staff (a name alone links nothing).
    staffForA: await book(staff, a.company),
    b1: await book(b.token, b.company),
    // The carrier text does not decide ownership; the token's company does.
    bAsA: await book(b.token, a.company),
    unknown: await book(staff, "Walk-in Haulage"),
  };
  const companyA = await db.carrierCompany.findUniqueOrThrow({ where: { name: a.company } });
  const linked = await op(
    "link_appointment_carrier_account",
    { id: ids.staffForA, carrier_company_id: companyA.id },
    staff,
  );
  expect(linked.status).toBe(200);
  for (const [key, id] of Object.entries(ids))
    await db.appointment.update({ where: { id }, data: { notes: `internal: ${key}` } });
  const selectors = [
    { start: start.toISODate(), end: start.toISODate() },
    {
      start_created_at: new Date(Date.now() - 3_600_000).toISOString(),
      end_created_at: new Date(Date.now() + 3_600_000).toISOString(),
    },
    {
      modified_range: {
        start: new Date(Date.now() - 3_600_000).toISOString(),
        end: new Date(Date.now() + 3_600_000).toISOString(),
      },
    },
  ];
  return { f, staff, a, b, ids, selectors };
}

async function list(token: string, body: object): Promise<Listed[]> {
  const res = await call("list", body, { token });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

describe("carrier scoping", () => {
  it("lists only the carrier company's appointments, with notes blanked, for every selector", async () => {
    const { f, a, b, ids, selectors } = await setup();
    for (const selector of selectors) {
      const forA = await list(a.token, { facility_id: f.id, ...selector });
      expect(forA.map((r) => r.id).sort(), JSON.stringify(selector)).toEqual(
        [ids.a1, ids.a2, ids.staffForA].sort(),
      );
      for (const r of forA) expect(r.notes).toBe("");
      const forB = await list(b.token, { facility_id: f.id, ...selector });
      expect(forB.map((r) => r.id).sort()).toEqual([ids.b1, ids.bAsA].sort());
      for (const r of forB) expect(r.notes).toBe("");
    }
  });

  it("gives a carrier with no appointments at the facility an empty list", async () => {
    const { f, selectors } = await setup();
    const stranger = await carrierToken();
    expect(await list(stranger.token, { facility_id: f.id, ...selectors[0] })).toEqual([]);
  });

  it("lets staff see every appointment of the facility, notes included", async () => {
    const { f, staff, ids, selectors } = await setup();
    for (const selector of selectors) {
      const all = await list(staff, { facility_id: f.id, ...selector });
      expect(all.map((r) => r.id).sort()).toEqual(Object.values(ids).sort());
      for (const [key, id] of Object.entries(ids))
        expect(all.find((r) => r.id === id)?.notes).toBe(`internal: ${key}`);
    }
  });
});

describe("staff scoping", () => {
  it("refuses staff of another facility with 403", async () => {
    const { f, selectors } = await setup();
    const elsewhere = await makeFacility();
    const outsider = await staffToken([elsewhere.id]);
    for (const selector of selectors) {
      const res = await call("list", { facility_id: f.id, ...selector }, { token: outsider });
      expectError(res, 403, "permission_denied");
      expect(res.text).not.toContain("internal:");
    }
  });

  it("lets a token of several facilities list each of them, and only the one named", async () => {
    const { f, ids, selectors } = await setup();
    const second = await makeFacility();
    const both = await staffToken([f.id, second.id]);
    expect((await list(both, { facility_id: f.id, ...selectors[0] })).map((r) => r.id).sort()).toEqual(
      Object.values(ids).sort(),
    );
    expect(await list(both, { facility_id: second.id, ...selectors[0] })).toEqual([]);
  });
});
