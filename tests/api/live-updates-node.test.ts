// GET /api/events as the app's server answers it, on both databases: on Node's
// HTTP server before Next (lib/api/events-node.ts), over a real socket. The
// opening is the route's (tests/api/live-updates.test.ts covers it there);
// these check what the other path could get wrong: the head and the refusals
// on the wire, a resume's backlog after the head, a client that hangs up, and
// the client address counted as the connection's, not as it claims.
import { describe, expect, it } from "vitest";
import { eventHub } from "@/lib/events/hub";
import { API_POLICY } from "@/lib/http/security-headers";
import { bookingBody, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { nodeStreamServer } from "./support/node-stream-server";

const { open, url: at } = nodeStreamServer();

/** Resolves once the process's hub holds `n` subscribers (it drops one when its client is gone). */
async function subscribers(n: number) {
  const hub = eventHub(db);
  while (hub.subscribers.size !== n) await new Promise((r) => setImmediate(r));
}

const book = (facilityId: string, zone: string, hhmm: string, token: string) =>
  op("request_facility_appointment", bookingBody(facilityId, localTime(zone, hhmm)), token);

describe("the stream on Node's server", () => {
  it("answers with the stream's head and sends a booking made after it opened", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const { res, reader } = await open({ facility_id: f.id }, { authorization: `Bearer ${staff}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(res.headers.get("content-security-policy")).toBe(API_POLICY);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const booked = await book(f.id, f.timezone, "09:00", staff);
    const created = await reader!.next((m) => m.event === "appointment.created");
    expect(created.json.appointment.id).toBe(booked.json.id);
  });

  it("refuses in the API's error shape, with nothing streamed", async () => {
    const f = await makeFacility();
    const elsewhere = await staffToken([(await makeFacility()).id]);
    for (const [headers, status, code] of [
      [{}, 401, "unauthenticated"],
      [{ authorization: `Bearer ${elsewhere}` }, 403, "permission_denied"],
    ] as const) {
      const { res } = await open({ facility_id: f.id }, headers);
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("content-security-policy")).toBe(API_POLICY);
      expect(await res.json()).toMatchObject({ code, message: expect.any(String) });
    }
  });

  it("sends a resume's backlog after the head, then what happens next, in order", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const auth = { authorization: `Bearer ${staff}` };
    const first = await open({ facility_id: f.id }, auth);
    const a = await book(f.id, f.timezone, "08:00", staff);
    const cursor = (await first.reader!.next((m) => m.json?.appointment?.id === a.json.id)).id!;
    const b = await book(f.id, f.timezone, "10:00", staff);
    const again = await open({ facility_id: f.id }, { ...auth, "last-event-id": cursor });
    await again.reader!.next((m) => m.json?.appointment?.id === b.json.id);
    const c = await book(f.id, f.timezone, "12:00", staff);
    await again.reader!.next((m) => m.json?.appointment?.id === c.json.id);
    expect(again.reader!.messages.map((m) => m.json.appointment.id)).toEqual([b.json.id, c.json.id]);
  });

  it("lets go of the stream when its client hangs up", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const before = eventHub(db).subscribers.size;
    // The head arrives once the stream is subscribed.
    const { hangUp } = await open({ facility_id: f.id }, { authorization: `Bearer ${staff}` });
    await subscribers(before + 1);
    hangUp();
    await subscribers(before);
  });

  it("answers HEAD with the stream's head and holds nothing open", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const before = eventHub(db).subscribers.size;
    const url = at(`/api/events?facility_id=${f.id}`);
    const res = await fetch(url, { method: "HEAD", headers: { authorization: `Bearer ${staff}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    await subscribers(before);
  });

  it("counts failed credentials against the connection's address, whatever X-Forwarded-For claims", async () => {
    const saved = process.env.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE;
    process.env.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE = "3";
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const { res } = await open(
          {},
          { "x-forwarded-for": `198.51.100.${i}`, authorization: "Bearer fa_x" },
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      process.env.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE = saved;
    }
  });
});
