// Two requests can never be given the same dock for overlapping time: not
// within one process, not across several, on SQLite and on PostgreSQL.
import { describe, expect, it } from "vitest";
import { conflict } from "@/lib/core/errors";
import { withBookingLock } from "@/lib/placement/lock";
import { bookingBody, call, db, insertAppointment, localTime, makeFacility, staffToken } from "./helpers";
import { bookInProcesses } from "./support/workers";

/** Every pair of dock-holding appointments of the facility that share a dock and overlap. */
async function overlapsOnOneDock(facilityId: string) {
  const rows = await db.appointment.findMany({
    where: { facilityId, status: { in: ["Requested", "Scheduled", "Arrived", "InProgress"] } },
    select: { id: true, dockId: true, scheduledStart: true, scheduledEnd: true },
  });
  return rows.flatMap((a, i) =>
    rows
      .slice(i + 1)
      .filter(
        (b) =>
          a.dockId === b.dockId && a.scheduledStart < b.scheduledEnd && b.scheduledStart < a.scheduledEnd,
      )
      .map((b) => [a.id, b.id]),
  );
}

describe("concurrent bookings in one process", () => {
  it("gives 30 simultaneous requests for one slot exactly one success per dock", async () => {
    const f = await makeFacility({ docks: 3 });
    const token = await staffToken([f.id]);
    const body = bookingBody(f.id, localTime(f.timezone, "10:00"));
    const results = await Promise.all(Array.from({ length: 30 }, () => call("request", body, { token })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok.map((r) => r.json.dock).sort()).toEqual(["Dock 1", "Dock 2", "Dock 3"]);
    for (const r of results.filter((r) => r.status !== 200))
      expect(r.json, r.text).toMatchObject({ code: "conflict", details: [{ reason: "no_capacity" }] });
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(3);
    expect(await overlapsOnOneDock(f.id)).toEqual([]);
  });

  it("never overlaps two appointments on one dock when the requested intervals differ", async () => {
    const f = await makeFacility({ docks: 2 });
    const token = await staffToken([f.id]);
    const start = localTime(f.timezone, "08:00");
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("request", bookingBody(f.id, start.plus({ minutes: (i % 7) * 20 }), 45 + (i % 3) * 15), {
          token,
        }),
      ),
    );
    for (const r of results) {
      if (r.status !== 200)
        expect(r.json, r.text).toMatchObject({ code: "conflict", details: [{ reason: "no_capacity" }] });
    }
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(await overlapsOnOneDock(f.id)).toEqual([]);
  });

  it("never sweeps a write made outside a booking transaction into it", async () => {
    // On SQLite every query of the process shares one connection: a write that
    // ran inside someone else's open transaction would vanish with its rollback.
    const f = await makeFacility({ docks: 1 });
    const other = await insertAppointment(f.id, localTime(f.timezone, "10:00").toJSDate());
    const setNotes = (notes: string) => db.appointment.update({ where: { id: other.id }, data: { notes } });
    await setNotes("before"); // the query is compiled before the race below
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const refused = withBookingLock(db, f.id, async () => {
      entered();
      await gate;
      throw conflict("no_capacity", "no dock is free");
    }).catch((e) => e);
    await inside;
    const write = setNotes("kept");
    // Broken, the write finishes inside the open transaction; correct, it waits for it to end.
    await Promise.race([write, new Promise((r) => setTimeout(r, 500))]);
    release();
    expect((await refused).details[0].reason).toBe("no_capacity");
    await write;
    expect((await db.appointment.findUniqueOrThrow({ where: { id: other.id } })).notes).toBe("kept");
  });
});

describe("concurrent bookings across OS processes", () => {
  it("gives 4 processes × 8 simultaneous requests for one slot exactly one success per dock", async () => {
    const f = await makeFacility({ docks: 3 });
    const body = bookingBody(f.id, localTime(f.timezone, "10:00"));
    const outcomes = (await bookInProcesses(4, { facilityId: f.id, body, count: 8 })).flat();
    expect(outcomes).toHaveLength(32);
    const ok = outcomes.filter((o) => o.status === 200);
    expect(ok.map((o) => o.dock).sort()).toEqual(["Dock 1", "Dock 2", "Dock 3"]);
    for (const o of outcomes.filter((o) => o.status !== 200))
      expect(o).toMatchObject({ status: 409, reason: "no_capacity" });
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(3);
    expect(await overlapsOnOneDock(f.id)).toEqual([]);
  });

  it("answers a booking that waits for another process's lock past its timeout with 503 and Retry-After", async () => {
    const f = await makeFacility({ docks: 3 });
    const body = bookingBody(f.id, localTime(f.timezone, "10:00"));
    // Another process holds the facility's booking lock for as long as the worker runs.
    const outcomes = await db.$transaction(
      async (tx) => {
        await tx.facility.update({ where: { id: f.id }, data: { bookingVersion: { increment: 1 } } });
        return (await bookInProcesses(1, { facilityId: f.id, body, count: 2, lockWaitMs: 300 })).flat();
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
    expect(outcomes).toEqual([
      { status: 503, retryAfter: expect.stringMatching(/^[1-9][0-9]*$/) },
      { status: 503, retryAfter: expect.stringMatching(/^[1-9][0-9]*$/) },
    ]);
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
    // The lock released, the same booking goes through.
    expect((await call("request", body, { token: await staffToken([f.id]) })).status).toBe(200);
  });
});
