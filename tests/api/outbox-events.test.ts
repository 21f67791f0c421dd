// Every change of an appointment writes one outbox event in the change's own
// transaction; a change that rolls back leaves none.
import { describe, expect, it } from "vitest";
import { facilityToBook } from "@/lib/facilities/booking-facility";
import { prismaStatements } from "@/lib/db/sql";
import { clientProvider } from "@/lib/db/client-provider";
import { saveChange } from "@/lib/appointments/change";
import { RECORD_INCLUDE } from "@/lib/record/record";
import { bookingBody, call, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op, reschedule, setStatus } from "./ops";

const eventsOf = (appointmentId: string) =>
  db.outboxEvent.findMany({ where: { appointmentId }, orderBy: { sequence: "asc" } });

describe("outbox events", () => {
  it("writes one per change, in order, with the type, previous status and the appointment after it", async () => {
    const f = await makeFacility({ instantBooking: false });
    const staff = await staffToken([f.id]);
    const carrier = await carrierToken();
    const start = localTime(f.timezone, "09:00");
    const booked = await call("request", bookingBody(f.id, start, 60, { carrier: carrier.company }), {
      token: carrier.token,
    });
    expect(booked.status, booked.text).toBe(200);
    const id = booked.json.id;
    expect((await setStatus(id, "approve", staff)).status).toBe(200);
    expect(
      (await op("update_facility_appointment", { id, trailer_number: "TR-1" }, carrier.token)).status,
    ).toBe(200);
    // Nothing changes: no event.
    expect(
      (await op("update_facility_appointment", { id, trailer_number: "TR-1" }, carrier.token)).status,
    ).toBe(200);
    expect((await reschedule(id, start.plus({ hours: 2 }), 60, carrier.token)).status).toBe(200);
    const cancelled = await setStatus(id, "cancel", carrier.token, { note: "truck broke down" });
    expect(cancelled.status).toBe(200);

    const events = await eventsOf(id);
    expect(events.map((e) => [e.sequence, e.type, e.action, e.previousStatus, e.actorRole])).toEqual([
      [0, "appointment.created", "requested", null, "carrier"],
      [1, "appointment.status_changed", "approved", "Requested", "staff"],
      [2, "appointment.updated", "updated", "Scheduled", "carrier"],
      // A carrier's new time at an approval facility needs approving again.
      [3, "appointment.status_changed", "rescheduled", "Scheduled", "carrier"],
      [4, "appointment.status_changed", "cancelled", "Requested", "carrier"],
    ]);
    expect(events.every((e) => e.facilityId === f.id && e.dispatchedAt === null)).toBe(true);
    expect(new Set(events.map((e) => e.id)).size).toBe(5);
    // Strictly increasing times, as the history's.
    events
      .slice(1)
      .forEach((e, i) => expect(e.createdAt.getTime()).toBeGreaterThan(events[i].createdAt.getTime()));
    expect(JSON.parse(events[4].payload)).toEqual(cancelled.json);
    expect(JSON.parse(events[3].changes)).toMatchObject({
      scheduled_start_time: [start.toUTC().toISO(), start.plus({ hours: 2 }).toUTC().toISO()],
    });
    const row = await db.appointment.findUniqueOrThrow({ where: { id } });
    expect(row.sequence).toBe(4);
    expect(await db.appointmentEvent.count({ where: { appointmentId: id } })).toBe(5);
  });

  it("writes one for a work-in, and one for each occurrence of a new series and for its source", async () => {
    const f = await makeFacility({ docks: 3 });
    const staff = await staffToken([f.id]);
    const walkIn = await op(
      "create_work_in",
      { facility_id: f.id, type: "Inbound", carrier: "Roadrunner" },
      staff,
    );
    expect(walkIn.status).toBe(200);
    expect((await eventsOf(walkIn.json.id)).map((e) => [e.type, e.action])).toEqual([
      ["appointment.created", "work_in_created"],
    ]);

    const source = await call("request", bookingBody(f.id, localTime(f.timezone, "07:00")), { token: staff });
    const series = await op(
      "create_recurring_series",
      { appointment_id: source.json.id, repetition_type: "Weekly", count: 3 },
      staff,
    );
    expect(series.status).toBe(200);
    const [first, ...others] = series.json.appointments;
    expect((await eventsOf(first.id)).map((e) => [e.sequence, e.type, e.action])).toEqual([
      [0, "appointment.created", "requested"],
      [1, "appointment.updated", "series_created"],
    ]);
    expect(others).toHaveLength(2);
    for (const o of others) {
      const events = await eventsOf(o.id);
      expect(events.map((e) => [e.sequence, e.type, e.action])).toEqual([
        [0, "appointment.created", "created_from_series"],
      ]);
      expect(JSON.parse(events[0].payload)).toEqual(o);
    }
  });

  it("leaves none for a change that rolls back, nor for a refused one", async () => {
    const f = await makeFacility({ docks: 1 });
    const staff = await staffToken([f.id]);
    const start = localTime(f.timezone, "11:00");
    const booked = await call("request", bookingBody(f.id, start), { token: staff });
    const id = booked.json.id;

    // The change is written, then its transaction fails.
    const failure = new Error("the transaction fails after the change");
    await expect(
      db.$transaction(async (tx) => {
        const row = await tx.appointment.findUniqueOrThrow({ where: { id }, include: RECORD_INCLUDE });
        const facility = await facilityToBook(prismaStatements(tx, clientProvider(db)), f.id);
        const caller = {
          actor: "admin-cli",
          role: "admin" as const,
          facilityIds: [],
          carrierCompanyId: null,
        };
        await saveChange(tx, caller, row, facility, { trailerNumber: "TR-9" }, "updated", new Date());
        expect(await tx.outboxEvent.count({ where: { appointmentId: id } })).toBe(2);
        throw failure;
      }),
    ).rejects.toBe(failure);

    // Refused: no dock is free, and an invalid transition.
    const second = await call("request", bookingBody(f.id, start), { token: staff });
    expect(second.status).toBe(409);
    expect((await setStatus(id, "start_loading", staff)).status).toBe(409);

    const events = await eventsOf(id);
    expect(events.map((e) => e.action)).toEqual(["requested"]);
    expect((await db.appointment.findUniqueOrThrow({ where: { id } })).trailerNumber).toBeNull();
    expect(await db.outboxEvent.count({ where: { facilityId: f.id } })).toBe(1);
  });
});
