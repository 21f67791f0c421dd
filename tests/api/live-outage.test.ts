// The stream on the app's server (lib/api/events-node.ts) through a real
// PostgreSQL outage, on a database of this file's own: connections refused
// (ALLOW_CONNECTIONS false) and every open one terminated. A stream asked for
// meanwhile is the contract's 503 with Retry-After, in the API's shape, never
// a 500 or a hang; a stream already open ends at its next reading of the
// caller's rights rather than serve unchecked; once the database is back the
// same process opens streams again, and a resume from the last event seen
// carries what was booked since, without a gap.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { providerOf } from "@/lib/db/url";
import { API_POLICY } from "@/lib/http/security-headers";
import { bookingBody, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { nodeStreamServer } from "./support/node-stream-server";
import { ownDatabase } from "./support/own-database";
import { databaseOutage } from "./support/pg-outage";

// Before the hub's module reads it: a heartbeat, and so a reading of the rights, every 100 ms.
vi.hoisted(() => {
  process.env.EVENTS_HEARTBEAT_MS = "100";
});

const postgres = providerOf(process.env.DATABASE_URL ?? "") === "postgresql";
const own = postgres ? ownDatabase() : null;
const { open } = nodeStreamServer();

const { goDown, comeBack } = databaseOutage(() => own!.url());

/** `attempt` again while it answers 503, for up to 30 s: the answer that is not a 503, or the last one. */
async function whileUnavailable<T extends { status: number }>(attempt: () => Promise<T>): Promise<T> {
  const bound = Date.now() + 30_000;
  for (;;) {
    const answer = await attempt();
    if (answer.status !== 503 || Date.now() > bound) return answer;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.runIf(postgres)("the stream through a PostgreSQL outage", () => {
  it("answers 503 while the database is away, and resumes without a gap once it is back", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    // Made now, used only during the outage: nothing in this process knows it, so it must be read.
    const unseen = await staffToken([f.id]);
    const first = await open({ facility_id: f.id }, { authorization: `Bearer ${staff}` });
    const before = await op(
      "request_facility_appointment",
      bookingBody(f.id, localTime(f.timezone, "08:00")),
      staff,
    );
    const cursor = (await first.reader!.next((m) => m.json?.appointment?.id === before.json.id)).id!;

    await goDown();
    try {
      const refused = await open({ facility_id: f.id }, { authorization: `Bearer ${unseen}` });
      expect(refused.res.status).toBe(503);
      expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.res.headers.get("content-type")).toBe("application/json");
      expect(refused.res.headers.get("content-security-policy")).toBe(API_POLICY);
      expect(await refused.res.json()).toMatchObject({ code: "unavailable", message: expect.any(String) });
      // Its caller could not be read again: the open stream ends (its client reconnects, or polls).
      await first.reader!.ended();
      expect(first.reader!.closed).toBe(true);
    } finally {
      await comeBack();
    }

    // Back: the first requests may still meet connections the outage broke; the pool replaces them. The
    // booking is retried with one Idempotency-Key, so a 503 whose booking did commit cannot book twice.
    const key = { "idempotency-key": randomUUID() };
    const body = bookingBody(f.id, localTime(f.timezone, "10:00"));
    const after = await whileUnavailable(() => op("request_facility_appointment", body, staff, key));
    expect(after.status).toBe(200);
    const again = await whileUnavailable(async () => {
      const o = await open(
        { facility_id: f.id },
        { authorization: `Bearer ${unseen}`, "last-event-id": cursor },
      );
      return Object.assign(o, { status: o.res.status });
    });
    expect(again.res.status).toBe(200);
    await again.reader!.next((m) => m.json?.appointment?.id === after.json.id);
    const later = await op(
      "request_facility_appointment",
      bookingBody(f.id, localTime(f.timezone, "12:00")),
      staff,
    );
    await again.reader!.next((m) => m.json?.appointment?.id === later.json.id);
    expect(again.reader!.messages.map((m) => m.json.appointment.id)).toEqual([after.json.id, later.json.id]);
  });
});
