// Caps under racing requests: the count is taken under the facility's booking
// lock, so N racers for the last places under a cap leave exactly that many
// winners, within one process and across OS processes, on both databases.
import { describe, expect, it } from "vitest";
import { bookingBody, call, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { bookInProcesses } from "./support/workers";

async function cappedFacility(cap: Record<string, unknown>, docks = 10) {
  const f = await makeFacility({ docks });
  const staff = await staffToken([f.id]);
  const res = await op(
    "update_facility_settings",
    { facility_id: f.id, caps: [{ scope: "facility", period: "day", ...cap }] },
    staff,
  );
  expect(res.status).toBe(200);
  return { f, staff, capId: res.json.caps[0].id as string };
}

describe("caps under concurrency", () => {
  it("gives 30 racers for the last 3 places of a daily cap exactly 3 wins", async () => {
    const { f, staff, capId } = await cappedFacility({ max_appointments: 5 });
    const start = localTime(f.timezone, "06:00", 3);
    for (const h of [0, 1])
      expect(
        (await call("request", bookingBody(f.id, start.plus({ hours: h })), { token: staff })).status,
      ).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("request", bookingBody(f.id, start.plus({ minutes: 120 + i * 20 }), 20), { token: staff }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 200))
      expect(r.json, r.text).toMatchObject({
        code: "conflict",
        details: [{ reason: "cap_reached", cap_id: capId }],
      });
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(5);
  });

  it("gives 20 racers of 30 units each under a 100-unit cap exactly 3 wins", async () => {
    const { f, staff } = await cappedFacility({ max_units: 100 });
    const start = localTime(f.timezone, "06:00", 3);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call("request", bookingBody(f.id, start.plus({ minutes: i * 30 }), 30, { quantity: 30 }), {
          token: staff,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const units = await db.appointment.aggregate({ where: { facilityId: f.id }, _sum: { quantity: true } });
    expect(units._sum.quantity).toBe(90);
  });

  it("gives 4 processes × 8 racers under a daily cap of 2 exactly 2 wins", async () => {
    const { f } = await cappedFacility({ max_appointments: 2 });
    const body = bookingBody(f.id, localTime(f.timezone, "10:00", 3));
    const outcomes = (await bookInProcesses(4, { facilityId: f.id, body, count: 8 })).flat();
    expect(outcomes).toHaveLength(32);
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(2);
    for (const o of outcomes.filter((o) => o.status !== 200))
      expect(o).toMatchObject({ status: 409, reason: "cap_reached" });
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(2);
  });
});
