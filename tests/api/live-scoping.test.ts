// The live-update stream is scoped exactly as get_facility_appointments, for
// every caller of the authorization matrix: a stream opens where the list
// answers (the same refusal where it does not), and no stream ever carries an
// event of an appointment its caller could not list, nor misses one it could.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, localTime } from "./helpers";
import { op } from "./ops";
import { appointmentIds, openStream, type StreamReader } from "./support/event-stream";
import { KINDS, matrixWorld, type Kind } from "./support/matrix-world";
import { liftLimits } from "./support/seeds";

type World = Awaited<ReturnType<typeof matrixWorld>>;
let world: World;
const streams = new Map<Kind, StreamReader>();

beforeAll(async () => {
  liftLimits();
  world = await matrixWorld();
}, 120_000);
afterAll(async () => {
  await Promise.all([...streams.values()].map((s) => s.close()));
});

const listOf = (kind: Kind, facilityId: string, from: string) => {
  const c = world.callers[kind];
  const range = { start: from, end: new Date(Date.now() + 60_000).toISOString() };
  return op(
    "get_facility_appointments",
    { facility_id: facilityId, modified_range: range },
    c.token,
    c.headers,
  );
};

describe("live updates are scoped as the list", () => {
  it("opens where the list answers, and refuses as it does where it does not", async () => {
    for (const kind of KINDS) {
      const c = world.callers[kind];
      const list = await listOf(kind, world.f.id, new Date().toISOString());
      const atF = await openStream(c, { facility_id: world.f.id });
      expect([kind, atF.status, atF.json?.code]).toEqual([kind, list.status, list.json.code]);
      await atF.stream?.close();
      const all = await openStream(c);
      if (all.status === 200) streams.set(kind, all.stream!);
      else expect([kind, all.status]).toEqual([kind, list.status]);
    }
  });

  it("carries exactly the events of the appointments each caller can list", async () => {
    const from = new Date().toISOString();
    const { f, g, callers } = world;
    const [c, d, staffF, staffG] = [
      callers.carrier_token_C.token!,
      callers.carrier_token_D.token!,
      callers.staff_token_F.token!,
      callers.staff_token_G.token!,
    ];
    let hour = 6;
    const book = async (facility: { id: string; timezone: string }, token: string) => {
      const at = localTime(facility.timezone, `${String(hour++).padStart(2, "0")}:00`, 9);
      const res = await op("request_facility_appointment", bookingBody(facility.id, at, 30), token);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.id as string;
    };
    const ofC = await book(f, c);
    await book(f, d);
    await book(f, staffF);
    await book(g, staffG);
    await book(g, d);
    const noted = await op("update_facility_appointment", { id: ofC, notes: "staff only" }, staffF);
    expect(noted.status).toBe(200);
    // Last, one at each facility: every stream sees at least one, after everything above.
    const last = [await book(f, c), await book(g, d)];

    for (const [kind, stream] of streams) {
      const listed = new Set<string>();
      for (const facility of [f, g]) {
        const list = await listOf(kind, facility.id, from);
        if (list.status === 200) for (const a of list.json) listed.add(a.id);
      }
      const awaited = last.filter((id) => listed.has(id));
      expect(awaited.length, `${kind} lists neither last booking`).toBeGreaterThan(0);
      await stream.until(
        () => awaited.every((id) => appointmentIds(stream).includes(id)),
        `${kind}'s events`,
      );
      // In cursor order, so nothing the caller may not list can still come after the last it may.
      expect([kind, [...new Set(appointmentIds(stream))].sort()]).toEqual([kind, [...listed].sort()]);
      const carrier = kind.startsWith("carrier");
      for (const m of stream.messages.filter((x) => x.json?.appointment?.id === ofC))
        expect([kind, m.json.appointment.notes === ""]).toEqual([kind, carrier || !m.json.appointment.notes]);
    }
  });
});
