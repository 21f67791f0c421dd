// GET /api/events: the live-update stream on both databases. Events of a
// booking arrive, shaped for the caller; Last-Event-ID resumes or resets;
// refusals are the API's JSON before the stream starts; a revoked token's
// stream closes.
import { describe, expect, it } from "vitest";

// Rights are read again before every event here, so that a revocation shows at the very next one.
process.env.EVENTS_RIGHTS_TTL_MS = "0";
import { bookingBody, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op, setStatus } from "./ops";
import { adminSession, userSession } from "./support/admin-session";
import { appointmentIds, openStream, streamsClosedAfterAll } from "./support/event-stream";

const stream = streamsClosedAfterAll();

describe("live updates", () => {
  it("sends a booking's events as they happen, with the webhook body's data, notes cut for carriers", async () => {
    const f = await makeFacility({ instantBooking: false });
    const staff = await staffToken([f.id]);
    const carrier = await carrierToken();
    const staffStream = await stream({ token: staff }, { facility_id: f.id });
    const carrierStream = await stream({ token: carrier.token });
    const start = localTime(f.timezone, "09:00");
    const booked = await op("request_facility_appointment", bookingBody(f.id, start), carrier.token);
    expect(booked.status).toBe(200);
    const id = booked.json.id as string;
    const created = await staffStream.next((m) => m.event === "appointment.created");
    expect(created.json).toEqual({ appointment: booked.json, previous_status: null });
    expect(Number(created.id)).toBeGreaterThan(0);

    expect((await op("update_facility_appointment", { id, notes: "gate 4 only" }, staff)).status).toBe(200);
    expect((await setStatus(id, "approve", staff)).status).toBe(200);
    const changed = await staffStream.next((m) => m.event === "appointment.status_changed");
    expect(changed.json.previous_status).toBe("Requested");
    expect(changed.json.appointment.notes).toBe("gate 4 only");
    const seen = await carrierStream.next((m) => m.event === "appointment.status_changed");
    expect(seen.json.appointment.status).toBe("Scheduled");
    expect(seen.json.appointment.notes).toBe("");
    expect(seen.id).toBe(changed.id);
    expect(carrierStream.messages.map((m) => m.event)).toEqual([
      "appointment.created",
      "appointment.updated",
      "appointment.status_changed",
    ]);
    // Cursors grow in the order events were sent.
    const ids = staffStream.messages.map((m) => Number(m.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it("resumes after Last-Event-ID, and resets when the id is unknown or too old", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const first = await stream({ token: staff }, { facility_id: f.id });
    const book = (hhmm: string) =>
      op("request_facility_appointment", bookingBody(f.id, localTime(f.timezone, hhmm)), staff);
    const a = await book("08:00");
    const cursor = (await first.next((m) => m.json?.appointment?.id === a.json.id)).id!;
    await first.close();
    const b = await book("10:00");
    const c = await book("12:00");

    const resumed = await stream({ token: staff }, { facility_id: f.id }, { "last-event-id": cursor });
    await resumed.until(() => appointmentIds(resumed).includes(c.json.id), "the missed events");
    expect(appointmentIds(resumed)).toEqual([b.json.id, c.json.id]);
    // The same by query, for clients that cannot set the header.
    const byQuery = await stream({ token: staff }, { facility_id: f.id, last_event_id: cursor });
    await byQuery.until(() => appointmentIds(byQuery).length === 2, "the missed events");

    for (const unknown of ["999999999", "not-a-cursor", "0"]) {
      const reset = await stream({ token: staff }, { facility_id: f.id }, { "last-event-id": unknown });
      const m = await reset.next((x) => x.event === "reset");
      expect(Number(m.id)).toBeGreaterThanOrEqual(Number(cursor));
      expect(appointmentIds(reset)).toEqual([]);
    }
    // An event older than the resume window: reset.
    await db.outboxEvent.updateMany({
      where: { seq: Number(cursor) },
      data: { createdAt: new Date(Date.now() - 2 * 60 * 60_000) },
    });
    const old = await stream({ token: staff }, { facility_id: f.id }, { "last-event-id": cursor });
    await old.next((x) => x.event === "reset");
  });

  it("refuses before the stream starts, in the API's error shape", async () => {
    const f = await makeFacility();
    const other = await makeFacility();
    const staff = await staffToken([f.id]);
    const none = await openStream({});
    expect(none.status).toBe(401);
    expect(none.headers.get("content-type")).toBe("application/json");
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    expect(none.json.code).toBe("unauthenticated");
    expect((await openStream({ token: "fa_live_nope" })).json.code).toBe("unauthenticated");
    const elsewhere = await openStream({ token: staff }, { facility_id: other.id });
    expect([elsewhere.status, elsewhere.json.code]).toEqual([403, "permission_denied"]);
    const nowhere = await openStream({ token: staff }, { facility_id: crypto.randomUUID() });
    expect([nowhere.status, nowhere.json.code]).toEqual([404, "not_found"]);
    const bad = await openStream({ token: staff }, { facility_id: "nope" });
    expect([bad.status, bad.json.code, bad.json.details[0].field]).toEqual([
      400,
      "invalid_argument",
      "facility_id",
    ]);
    // A session cookie from another site.
    const admin = await adminSession();
    const cross = await openStream(admin, {}, { origin: "https://evil.example" });
    expect([cross.status, cross.json.code]).toEqual([403, "permission_denied"]);
  });

  it("closes the stream of a token revoked, or a user deactivated, while it is open", async () => {
    const f = await makeFacility();
    const admin = await adminSession();
    const made = await op("create_api_token", { name: "Live", facility_ids: [f.id] }, null, admin.headers);
    const person = await userSession({ role: "staff", facility_ids: [f.id] });
    const byToken = await stream({ token: made.json.token }, { facility_id: f.id });
    const bySession = await stream({ headers: person.headers });
    const staff = await staffToken([f.id]);
    const book = (hhmm: string) =>
      op("request_facility_appointment", bookingBody(f.id, localTime(f.timezone, hhmm)), staff);
    const a = await book("08:00");
    for (const s of [byToken, bySession]) await s.until(() => appointmentIds(s).includes(a.json.id));
    expect((await op("revoke_api_token", { id: made.json.id }, null, admin.headers)).status).toBe(200);
    expect((await op("set_user_active", { id: person.id, active: false }, null, admin.headers)).status).toBe(
      200,
    );
    // The next event finds them gone (this file reads rights at every event).
    await book("10:00");
    await Promise.all([byToken.ended(), bySession.ended()]);
    for (const s of [byToken, bySession]) expect(appointmentIds(s)).toEqual([a.json.id]);
  });
});
