// What one caller may hold of the live-update streams (GET /api/events): at
// most EVENTS_MAX_STREAMS_PER_CALLER open at once on a process, counted over
// both paths (Next's route and Node's server), freed as each closes; and a
// Last-Event-ID the server cannot have issued is a reset, never an error.
import { describe, expect, it } from "vitest";
import { eventHub } from "@/lib/events/hub";
import { carrierToken, db, expectError, localTime, makeFacility, staffToken } from "./helpers";
import { openStream, streamsClosedAfterAll } from "./support/event-stream";
import { nodeStreamServer } from "./support/node-stream-server";
import { linkedFacility, newAddress, pub, publicBody, tokenOf } from "./support/public";

process.env.EVENTS_MAX_STREAMS_PER_CALLER = "3";

const stream = streamsClosedAfterAll();
const { open } = nodeStreamServer();

/** A refused opening as expectError reads an operation's. */
const refusal = (res: { status: number; headers: Headers; json: unknown }) => ({
  ...res,
  text: JSON.stringify(res.json),
});
async function expectTooMany(res: { status: number; headers: Headers; json: unknown }) {
  const r = refusal(res);
  expectError(r, 429, "rate_limited", { reason: "too_many_streams" });
  const wait = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(wait) && wait >= 1, `Retry-After ${wait}`).toBe(true);
}
/** Resolves once the process's hub holds `n` subscribers (it drops one when its client is gone). */
async function subscribers(n: number) {
  const hub = eventHub(db);
  while (hub.subscribers.size !== n) await new Promise((r) => setImmediate(r));
}

describe("streams per caller", () => {
  it("holds at most EVENTS_MAX_STREAMS_PER_CALLER on both paths together; one that closes frees its place", async () => {
    const f = await makeFacility();
    const [token, other] = [await staffToken([f.id]), await staffToken([f.id])];
    const before = eventHub(db).subscribers.size;
    const routed = [await stream({ token }, { facility_id: f.id }), await stream({ token })];
    const served = await open({ facility_id: f.id }, { authorization: `Bearer ${token}` });
    expect(served.res.status).toBe(200);

    await expectTooMany(await openStream({ token }, { facility_id: f.id }));
    const onServer = await open({}, { authorization: `Bearer ${token}` });
    await expectTooMany({
      ...onServer,
      status: onServer.res.status,
      headers: onServer.res.headers,
      json: await onServer.res.json(),
    });
    // Another caller has places of its own.
    expect((await openStream({ token: other })).status).toBe(200);
    await subscribers(before + 4);

    await routed[0].close();
    await subscribers(before + 3);
    const again = await stream({ token }, { facility_id: f.id });
    served.hangUp();
    await subscribers(before + 3);
    expect((await open({}, { authorization: `Bearer ${token}` })).res.status).toBe(200);
    await again.close();
  });

  it("counts a manage link's streams per appointment, and a carrier's per token", async () => {
    const f = await linkedFacility("requests");
    const ip = newAddress();
    const book = async (hhmm: string) => {
      const res = await pub(
        "request_public_appointment",
        publicBody(f.slug, localTime(f.timezone, hhmm, 3)),
        ip,
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return { authorization: `Manage ${tokenOf(res.json.manage_url)}` };
    };
    const [mine, theirs] = [await book("09:00"), await book("11:00")];
    for (let i = 0; i < 3; i++) await stream({ headers: mine });
    await expectTooMany(await openStream({ headers: mine }));
    expect((await openStream({ headers: theirs })).status).toBe(200);

    const { token: carrier } = await carrierToken();
    for (let i = 0; i < 3; i++) await stream({ token: carrier });
    await expectTooMany(await openStream({ token: carrier }));
  });
});

describe("Last-Event-ID the server cannot have issued", () => {
  it.each(["99999999999999", "2147483648", "-1", "0", "1e3", "0x10", "abc", "1.5"])(
    "%j is answered with event: reset",
    async (lastEventId) => {
      const f = await makeFacility();
      const token = await staffToken([f.id]);
      const routed = await stream({ token }, { facility_id: f.id }, { "last-event-id": lastEventId });
      expect((await routed.next((m) => m.event === "reset")).id).toMatch(/^\d+$/);
      await routed.close();
      const served = await open(
        { facility_id: f.id },
        { authorization: `Bearer ${token}`, "last-event-id": lastEventId },
      );
      expect(served.res.status).toBe(200);
      await served.reader!.next((m) => m.event === "reset");
      served.hangUp();
    },
  );
});
