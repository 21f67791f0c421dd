import { describe, expect, it } from "vitest";
import { appointmentHistory } from "@/lib/appointments/lifecycle-schema";
import { createToken } from "@/lib/tokens/service";
import { bookingBody, call, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op, reschedule, setStatus } from "./ops";
import { outsiderToken } from "./support/outsider";
import { carrierOf, ruleFacility, ten } from "./support/rule-facility";

type Event = {
  action: string;
  actor: string;
  actor_name: string | null;
  at: string;
  changes: Record<string, [unknown, unknown]>;
};

describe("get_facility_appointment_history", () => {
  it("records every change: who, when, what, under the record's field names", async () => {
    const f = await makeFacility({ instantBooking: false, docks: 2 });
    const kiosk = await createToken(db, { role: "staff", facilityIds: [f.id], name: "Gate kiosk" });
    const staff = kiosk.token;
    const carrier = await carrierToken();
    const start = localTime(f.timezone, "10:00");
    const a = (await call("request", bookingBody(f.id, start), { token: carrier.token })).json;
    const approved = (await setStatus(a.id, "approve", staff)).json;
    await op("update_facility_appointment", { id: a.id, trailer_number: "TR-1", notes: "check seal" }, staff);
    await op("update_facility_appointment", { id: a.id, notes: "seal ok" }, staff);
    const moved = (await reschedule(a.id, start.plus({ hours: 2 }), 60, staff)).json;
    await op("update_facility_appointment", { id: a.id, dock: "Dock 2" }, staff);
    const cancelled = (await setStatus(a.id, "cancel", staff, { reason: "Weather", note: "ice" })).json;
    const undone = (await setStatus(a.id, "undo", staff)).json;

    const res = await op("get_facility_appointment_history", { id: a.id }, staff);
    expect(res.status).toBe(200);
    expect(appointmentHistory.strict().parse(res.json)).toBeTruthy();
    const events: Event[] = res.json.events;
    expect(res.json.appointment_id).toBe(a.id);
    expect(events.map((e) => e.action)).toEqual([
      "requested",
      "approved",
      "updated",
      "updated",
      "rescheduled",
      "updated",
      "cancelled",
      "undone",
    ]);
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort());
    expect(new Set(events.map((e) => e.at)).size).toBe(events.length);
    expect(events[0].actor).toMatch(/^token:/);
    expect(events[1]).toMatchObject({
      actor: `token:${kiosk.id}`,
      actor_name: "Gate kiosk",
      at: approved.updated_at,
      changes: { status: ["Requested", "Scheduled"] },
    });
    expect(events[2].changes).toEqual({ trailer_number: [null, "TR-1"], notes: ["", "check seal"] });
    expect(events[3].changes).toEqual({ notes: ["check seal", "seal ok"] });
    expect(events[4].changes).toEqual({
      scheduled_start_time: [a.scheduled_start_time, moved.scheduled_start_time],
      scheduled_end_time: [a.scheduled_end_time, moved.scheduled_end_time],
    });
    expect(events[5].changes).toEqual({ dock: ["Dock 1", "Dock 2"] });
    expect(events[6].changes).toEqual({
      status: ["Scheduled", "Cancelled"],
      cancelled_at: [null, cancelled.cancelled_at],
      cancelled_reason: [null, "Weather"],
      cancelled_note: [null, "ice"],
    });
    expect(events[7]).toMatchObject({
      at: undone.updated_at,
      changes: {
        status: ["Cancelled", "Scheduled"],
        cancelled_at: [cancelled.cancelled_at, null],
        cancelled_reason: ["Weather", null],
        cancelled_note: ["ice", null],
      },
    });

    // The carrier sees its appointment's history, without the facility's notes.
    const seen: Event[] = (await op("get_facility_appointment_history", { id: a.id }, carrier.token)).json
      .events;
    expect(seen.map((e) => e.action)).toEqual([
      "requested",
      "approved",
      "updated",
      "rescheduled",
      "updated",
      "cancelled",
      "undone",
    ]);
    expect(seen[2].changes).toEqual({ trailer_number: [null, "TR-1"] });
  });

  it("records work-ins and series", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const w = (await op("create_work_in", { facility_id: f.id, type: "Outbound", carrier: "Walk-up" }, staff))
      .json;
    expect((await op("get_facility_appointment_history", { id: w.id }, staff)).json.events).toMatchObject([
      { action: "work_in_created", changes: { dock: [null, "Dock 1"] } },
    ]);
    const a = (await call("request", bookingBody(f.id, localTime(f.timezone, "09:00")), { token: staff }))
      .json;
    const s = (
      await op("create_recurring_series", { appointment_id: a.id, repetition_type: "Daily", count: 2 }, staff)
    ).json;
    const id = s.recurring_facility_appointment.id;
    expect(
      (await op("get_facility_appointment_history", { id: a.id }, staff)).json.events.map((e: Event) => [
        e.action,
        e.changes,
      ]),
    ).toEqual([
      ["requested", {}],
      ["series_created", { "recurring_facility_appointment.id": [null, id], series_index: [null, 0] }],
    ]);
    expect(
      (await op("get_facility_appointment_history", { id: s.appointments[1].id }, staff)).json.events,
    ).toMatchObject([
      {
        action: "created_from_series",
        changes: { "recurring_facility_appointment.id": [null, id], series_index: [null, 1] },
      },
    ]);
  });

  it("is scoped like the appointment: 404 for what the caller may not see", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const a = (await call("request", bookingBody(f.id, localTime(f.timezone, "09:00")), { token: staff }))
      .json;
    expect(
      (await op("get_facility_appointment_history", { id: a.id }, (await carrierToken()).token)).status,
    ).toBe(404);
    expect((await op("get_facility_appointment_history", { id: a.id }, await outsiderToken())).status).toBe(
      404,
    );
    expect((await op("get_facility_appointment_history", { id: "x" }, staff)).status).toBe(400);
    expect((await op("get_facility_appointment_history", { id: a.id }, null)).status).toBe(401);
  });

  it("hides staff's override reason from the carrier, as the record does", async () => {
    const { f, staff } = await ruleFacility(() => ({
      caps: [{ scope: "facility", period: "day", max_appointments: 1 }],
    }));
    const at = ten(f.timezone);
    const carrier = await carrierOf();
    expect((await call("request", bookingBody(f.id, at, 30), { token: staff })).status).toBe(200);
    const booked = await call("request", bookingBody(f.id, at.plus({ days: 1 }), 30), {
      token: carrier.token,
    });
    expect(booked.status, booked.text).toBe(200);
    const moved = await op(
      "reschedule_facility_appointment",
      {
        id: booked.json.id,
        scheduled_start_time: at.plus({ hours: 1 }).toUTC().toISO(),
        scheduled_end_time: at.plus({ hours: 1, minutes: 30 }).toUTC().toISO(),
        override_reason: "Staff-only: favour for the DC manager",
      },
      staff,
    );
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const seen = (who: string) => op("get_facility_appointment_history", { id: booked.json.id }, who);
    expect(JSON.stringify((await seen(staff)).json)).toContain("favour for the DC manager");
    const theirs = await seen(carrier.token);
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.json)).not.toContain("favour for the DC manager");
    expect(theirs.json.events.some((e: Event) => "override_reason" in e.changes)).toBe(false);
    // The move itself stays theirs to see.
    expect(theirs.json.events.some((e: Event) => "scheduled_start_time" in e.changes)).toBe(true);
    expect(
      (await op("get_facility_appointment", { id: booked.json.id }, carrier.token)).json.override_reason,
    ).toBeNull();
  });
});
