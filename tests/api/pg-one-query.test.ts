// node-postgres runs one query at a time per connection; a second sent while
// one is running is queued, which pg 8 warns is deprecated and pg 9 refuses.
// Every query the app sends to a PostgreSQL connection is counted here, on the
// real driver, across the operations that use transactions; none may be sent
// while its connection is still busy.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bookingBody, call, localTime, makeFacility, staffToken } from "./helpers";
import { op, reschedule, setStatus } from "./ops";

type Busy = pg.Client & { activeQuery?: unknown; queryQueue: unknown[] };
const query = pg.Client.prototype.query;
let overlapping = 0;
let sent = 0;

beforeAll(() => {
  pg.Client.prototype.query = function (this: Busy, ...args: unknown[]) {
    sent++;
    if (this.activeQuery || this.queryQueue.length) overlapping++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
});
afterAll(() => {
  pg.Client.prototype.query = query;
});

describe.runIf(inject("provider") === "postgresql")("one query at a time per connection", () => {
  it("holds while booking, changing, rescheduling, repeating and cancelling appointments", async () => {
    const f = await makeFacility({ docks: 3 });
    const staff = await staffToken([f.id]);
    for (const hhmm of ["09:00", "10:00", "11:00"]) {
      const booked = await call("request", bookingBody(f.id, localTime(f.timezone, hhmm)), { token: staff });
      expect(booked.status, booked.text).toBe(200);
      const id = booked.json.id as string;
      expect((await op("update_facility_appointment", { id, trailer_number: "TR-1" }, staff)).status).toBe(
        200,
      );
      expect(
        (await reschedule(id, localTime(f.timezone, "13:00").plus({ hours: 1 }), 60, staff)).status,
      ).toBe(200);
      const series = await op(
        "create_recurring_series",
        { appointment_id: id, repetition_type: "Weekly", occurrences: 3 },
        staff,
      );
      expect(series.status, JSON.stringify(series.json)).toBeLessThan(500);
      expect((await setStatus(id, "cancel", staff)).status).toBe(200);
    }
    expect(sent).toBeGreaterThan(20);
    expect(overlapping).toBe(0);
  });
});
