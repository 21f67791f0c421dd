// GET /api/events for the two callers that follow one appointment and nothing
// else: the holder of its manage link (Authorization: Manage <token>, for the
// manage page) and a gate device (the appointment its screen shows). Each
// stream carries that appointment's events only, cut to what the caller may
// read elsewhere, and ends when the link or device stops working.
import { describe, expect, it } from "vitest";

// Rights are read again before every event here, so that a revocation shows at the very next one.
process.env.EVENTS_RIGHTS_TTL_MS = "0";
import { GATE_COOKIE, gateCallerForSecret } from "@/lib/gate/links";
import { eventHub } from "@/lib/events/hub";
import { openEventStream } from "@/lib/events/stream";
import { webSink } from "@/lib/events/sinks";
import { bookingBody, db, expectError, localTime, makeFacility, staffToken } from "./helpers";
import { op, setStatus } from "./ops";
import { appointmentIds, openStream, streamsClosedAfterAll, type StreamReader } from "./support/event-stream";
import { linkedFacility, newAddress, pub, publicBody, tokenOf } from "./support/public";

const stream = streamsClosedAfterAll();
/**
 * The appointment events a stream received from its `from`th message on. Asserted from the moment a link or
 * device stops working, not over the whole stream: on PostgreSQL the NOTIFY of the booking made just before the
 * stream opened may reach the process after the stream did, and its created event is then the stream's too.
 */
const appointmentEventsFrom = (s: StreamReader, from: number) =>
  s.messages.slice(from).filter((m) => m.event.startsWith("appointment."));
/** A stream's refusal as expectError reads an operation's. */
const refusal = (res: Awaited<ReturnType<typeof openStream>>) => ({
  status: res.status,
  headers: res.headers,
  text: JSON.stringify(res.json),
  json: res.json,
});
const manage = (token: string) => ({ headers: { authorization: `Manage ${token}` } });

/** Two appointments booked by a facility's public link (staff approve each), with their manage tokens. */
async function twoByLink() {
  const f = await linkedFacility("requests");
  const staff = await staffToken([f.id]);
  const ip = newAddress();
  const book = async (hhmm: string) => {
    const res = await pub(
      "request_public_appointment",
      publicBody(f.slug, localTime(f.timezone, hhmm, 3)),
      ip,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return { id: res.json.appointment.id as string, token: tokenOf(res.json.manage_url) };
  };
  return { f, staff, ip, mine: await book("09:00"), other: await book("11:00") };
}

describe("a manage link's stream", () => {
  it("carries its appointment's events, as the manage page reads it, and none of another's", async () => {
    const { staff, ip, mine, other } = await twoByLink();
    const s = await stream(manage(mine.token));
    expect(
      (await op("update_facility_appointment", { id: mine.id, notes: "dock 4 only" }, staff)).status,
    ).toBe(200);
    expect((await setStatus(other.id, "approve", staff)).status).toBe(200);
    expect((await setStatus(mine.id, "approve", staff)).status).toBe(200);
    const approved = await s.next((m) => m.event === "appointment.status_changed");
    expect(approved.json.previous_status).toBe("Requested");
    // The appointment exactly as get_managed_appointment shows it: staff's notes cut.
    const shown = await pub("get_managed_appointment", { token: mine.token }, ip);
    expect(approved.json.appointment).toEqual(shown.json.appointment);
    expect(approved.json.appointment.notes).toBe("");
    // In cursor order: the other appointment's approval came between, and was not sent.
    expect(appointmentIds(s)).toEqual([mine.id, mine.id]);
  });

  it("resumes after Last-Event-ID with its own events only", async () => {
    const { staff, mine, other } = await twoByLink();
    const first = await stream(manage(mine.token));
    await op("update_facility_appointment", { id: mine.id, notes: "one" }, staff);
    const cursor = (await first.next((m) => m.event === "appointment.updated")).id!;
    await first.close();
    await setStatus(other.id, "approve", staff);
    await setStatus(mine.id, "approve", staff);
    const resumed = await stream(manage(mine.token), {}, { "last-event-id": cursor });
    await resumed.next((m) => m.event === "appointment.status_changed");
    expect(appointmentIds(resumed)).toEqual([mine.id]);
  });

  it("refuses a bad token, or another appointment, before the stream starts", async () => {
    const { mine, other } = await twoByLink();
    const unknown = "A".repeat(43);
    expectError(refusal(await openStream(manage(unknown))), 404, "not_found");
    expectError(refusal(await openStream(manage("short"))), 404, "not_found");
    expectError(
      refusal(await openStream(manage(mine.token), { appointment_id: other.id })),
      404,
      "not_found",
    );
    // The token is a manage link's, nothing else: as a bearer token it is unknown.
    expectError(refusal(await openStream({ token: mine.token })), 401, "unauthenticated");
    expectError(refusal(await openStream({ headers: { authorization: "Manage" } })), 401, "unauthenticated");
  });

  it("ends when the link stops working (an appointment keeps only its newest links)", async () => {
    const { staff, mine } = await twoByLink();
    const s = await stream(manage(mine.token));
    await op("update_facility_appointment", { id: mine.id, notes: "one" }, staff);
    await s.next((m) => m.event === "appointment.updated");
    const seen = s.messages.length;
    await db.manageLink.deleteMany({ where: { appointmentId: mine.id } });
    await setStatus(mine.id, "approve", staff);
    await s.ended();
    expect(appointmentIds(s)).toContain(mine.id);
    expect(appointmentEventsFrom(s, seen)).toEqual([]);
  });
});

describe("a gate device's stream", () => {
  async function gate() {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const link = await op("create_gate_link", { facility_id: f.id, name: "North gate" }, staff);
    expect(link.status).toBe(200);
    const book = async (facility: { id: string; timezone: string }, token: string, hhmm: string) => {
      const res = await op(
        "request_facility_appointment",
        bookingBody(facility.id, localTime(facility.timezone, hhmm)),
        token,
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.id as string;
    };
    return { f, staff, device: link.json.secret as string, linkId: link.json.id as string, book };
  }

  it("follows the appointment it names, with no more than gate_status shows: its id and status", async () => {
    const { f, staff, device, book } = await gate();
    const shown = await book(f, staff, "08:00");
    const other = await book(f, staff, "10:00");
    const byBearer = await stream({ token: device }, { appointment_id: shown });
    const byCookie = await stream(
      { headers: { cookie: `${GATE_COOKIE}=${device}` } },
      { appointment_id: shown },
    );
    const staffThere = await stream({ token: staff }, { appointment_id: shown });
    await op("update_facility_appointment", { id: shown, notes: "seal broken" }, staff);
    await setStatus(other, "check_in", staff);
    await setStatus(shown, "check_in", staff);
    for (const s of [byBearer, byCookie]) {
      const arrived = await s.next((m) => m.event === "appointment.status_changed");
      expect(arrived.json).toEqual({
        appointment: { id: shown, status: "Arrived" },
        previous_status: "Scheduled",
      });
      expect(appointmentIds(s)).toEqual([shown, shown]);
    }
    // Staff at the gate read the appointment as staff do.
    const full = await staffThere.next((m) => m.event === "appointment.status_changed");
    expect(full.json.appointment).toMatchObject({ id: shown, status: "Arrived", notes: "seal broken" });
    expect(appointmentIds(staffThere)).toEqual([shown, shown]);
  });

  it("is no credential without an appointment, and sees nothing of another facility", async () => {
    const { staff, device, book } = await gate();
    const elsewhere = await makeFacility();
    const there = await book(elsewhere, await staffToken([elsewhere.id]), "09:00");
    // As for get_facility_appointments: the device's secret opens only the gate's own things.
    expectError(refusal(await openStream({ token: device })), 401, "unauthenticated");
    expectError(refusal(await openStream({ token: device }, { appointment_id: there })), 404, "not_found");
    const list = await op(
      "get_facility_appointments",
      { facility_id: elsewhere.id, start: "2026-01-01", end: "2026-01-02" },
      device,
    );
    expect(list.status).toBe(401);
    expect((await openStream({ token: staff }, { appointment_id: there })).status).toBe(404);
  });

  it("is refused by the stream itself without an appointment, whatever the edge let through", async () => {
    const { device } = await gate();
    const caller = await gateCallerForSecret(db, device);
    expect(caller?.gateLinkId).toBeTruthy();
    await expect(
      openEventStream(db, eventHub(db), { caller: caller! }, async (c) => c, webSink().sink),
    ).rejects.toMatchObject({
      code: "unauthenticated",
    });
  });

  it("ends when the device is revoked", async () => {
    const { f, staff, device, linkId, book } = await gate();
    const shown = await book(f, staff, "08:00");
    const s = await stream({ token: device }, { appointment_id: shown });
    await op("update_facility_appointment", { id: shown, notes: "one" }, staff);
    await s.next((m) => m.event === "appointment.updated");
    const seen = s.messages.length;
    expect((await op("revoke_gate_link", { id: linkId }, staff)).status).toBe(200);
    await setStatus(shown, "check_in", staff);
    await s.ended();
    expect(new Set(appointmentIds(s))).toEqual(new Set([shown]));
    expect(appointmentEventsFrom(s, seen)).toEqual([]);
  });
});
