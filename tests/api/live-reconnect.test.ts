// PostgreSQL: a process whose LISTEN connection is ended (pg_terminate_backend)
// reconnects and hands its streams what committed meanwhile, without a gap.
import { afterAll, describe, expect, inject, it } from "vitest";
import { bookingBody, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { appointmentIds, openStream, type StreamReader } from "./support/event-stream";

const listeners = () =>
  db.$queryRawUnsafe<{ pid: number }[]>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
  );

let stream: StreamReader | undefined;
afterAll(async () => {
  await stream?.close();
});

describe.runIf(inject("provider") === "postgresql")("live updates across a lost LISTEN connection", () => {
  it("reconnects and sends every event committed while it was gone, once, in order", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const opened = await openStream({ token: staff }, { facility_id: f.id });
    stream = opened.stream!;
    const s = stream;
    let hour = 6;
    const book = async () => {
      const at = localTime(f.timezone, `${String(hour++).padStart(2, "0")}:00`);
      const res = await op("request_facility_appointment", bookingBody(f.id, at, 30), staff);
      expect(res.status).toBe(200);
      return res.json.id as string;
    };
    const first = await book();
    await s.until(() => appointmentIds(s).includes(first));
    const before = (await listeners()).map((r) => r.pid);
    expect(before.length).toBeGreaterThan(0);
    for (const pid of before) await db.$queryRawUnsafe(`SELECT pg_terminate_backend(${Number(pid)})`);
    // Committed while the connection is down or coming back: nobody is told of these by NOTIFY.
    const meanwhile = [await book(), await book(), await book()];
    await s.until(() => meanwhile.every((id) => appointmentIds(s).includes(id)), "the missed events");
    const after = await book();
    await s.until(() => appointmentIds(s).includes(after), "an event after the reconnect");
    expect(appointmentIds(s)).toEqual([first, ...meanwhile, after]);
    expect((await listeners()).some((r) => !before.includes(r.pid))).toBe(true);
  });
});
