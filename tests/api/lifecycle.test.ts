import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { facilityAppointment } from "@/lib/record/schema";
import { bookingBody, call, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op, setStatus } from "./ops";
import { outsiderToken } from "./support/outsider";

async function booked(
  overrides: Parameters<typeof makeFacility>[0] = {},
  opts: { hhmm?: string; token?: string; extra?: Record<string, unknown> } = {},
) {
  const f = await makeFacility(overrides);
  const staff = await staffToken([f.id]);
  const res = await call(
    "request",
    bookingBody(f.id, localTime(f.timezone, opts.hhmm ?? "10:00"), 60, opts.extra),
    { token: opts.token ?? staff },
  );
  expect(res.status).toBe(200);
  return { f, staff, a: res.json };
}

describe("update_facility_appointment_status", () => {
  it("walks an appointment from Requested to checked out, stamping each step and moving updated_at", async () => {
    const { staff, a } = await booked({ instantBooking: false });
    expect(a.status).toBe("Requested");
    const seen = [a.updated_at];
    const steps: [string, string, string | null][] = [
      ["approve", "Scheduled", null],
      ["check_in", "Arrived", "checked_in_at"],
      ["start_loading", "InProgress", "load_started_at"],
      ["finish_loading", "Completed", "load_finished_at"],
      ["check_out", "Completed", "checked_out_at"],
    ];
    for (const [action, status, stamp] of steps) {
      const before = Date.now();
      const res = await setStatus(a.id, action, staff);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(facilityAppointment.strict().parse(res.json)).toBeTruthy();
      expect(res.json.status).toBe(status);
      if (stamp) expect(Date.parse(res.json[stamp])).toBeGreaterThanOrEqual(before - 5);
      expect(res.json.updated_at > seen.at(-1)!).toBe(true);
      seen.push(res.json.updated_at);
    }
    // modified_range sees the last change.
    const list = await call(
      "list",
      { facility_id: a.facility, modified_range: { start: seen.at(-1), end: seen.at(-1) } },
      { token: staff },
    );
    expect(list.json.map((x: { id: string }) => x.id)).toEqual([a.id]);
  });

  it("refuses impossible transitions with 409 invalid_transition, naming the current status", async () => {
    const { staff, a } = await booked({ instantBooking: true });
    const cases: [string, string][] = [
      ["approve", "cannot approve an appointment that is Scheduled"],
      ["decline", "cannot decline an appointment that is Scheduled"],
      ["start_loading", "cannot start loading an appointment that is Scheduled"],
      ["finish_loading", "cannot finish loading an appointment that is Scheduled"],
      ["check_out", "cannot check out an appointment that is Scheduled"],
    ];
    for (const [action, message] of cases) {
      const res = await setStatus(a.id, action, staff);
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        code: "conflict",
        message,
        details: [{ field: "action", reason: "invalid_transition", message }],
      });
    }
    expect((await setStatus(a.id, "check_in", staff)).status).toBe(200);
    expect((await setStatus(a.id, "cancel", staff)).json.message).toBe(
      "cannot cancel an appointment that is Arrived",
    );
    expect((await setStatus(a.id, "no_show", staff)).json.message).toBe(
      "cannot mark as no-show an appointment that is Arrived",
    );
    // Nothing was written by the refusals.
    expect(await db.appointmentEvent.count({ where: { appointmentId: a.id } })).toBe(2);
  });

  it("declines a request and cancels with a reason and note; a cancel frees the dock", async () => {
    const { f, staff, a } = await booked({ instantBooking: false, docks: 1 });
    const declined = await setStatus(a.id, "decline", staff, { note: "no slot for reefers" });
    expect(declined.json).toMatchObject({
      status: "Cancelled",
      cancelled_reason: "RequestDeclined",
      cancelled_note: "no slot for reefers",
    });
    expect(declined.json.cancelled_at).not.toBeNull();

    const start = localTime(f.timezone, "14:00");
    const b = (await call("request", bookingBody(f.id, start), { token: staff })).json;
    expect((await call("request", bookingBody(f.id, start), { token: staff })).json.details[0].reason).toBe(
      "no_capacity",
    );
    const cancelled = await setStatus(b.id, "cancel", staff, { reason: "Weather", note: "snow" });
    expect(cancelled.json).toMatchObject({
      status: "Cancelled",
      cancelled_reason: "Weather",
      cancelled_note: "snow",
    });
    expect((await call("request", bookingBody(f.id, start), { token: staff })).status).toBe(200);

    const c = (await call("request", bookingBody(f.id, start.plus({ hours: 2 })), { token: staff })).json;
    expect((await setStatus(c.id, "cancel", staff)).json.cancelled_reason).toBe("FacilityRequest");
  });

  it("marks a no-show, and undoes steps one at a time", async () => {
    const { staff, a } = await booked({ instantBooking: false });
    await setStatus(a.id, "approve", staff);
    expect((await setStatus(a.id, "no_show", staff)).json.status).toBe("NoShow");
    expect((await setStatus(a.id, "undo", staff)).json.status).toBe("Scheduled");
    expect((await setStatus(a.id, "check_in", staff)).json.status).toBe("Arrived");
    const undone = await setStatus(a.id, "undo", staff);
    expect(undone.json).toMatchObject({ status: "Scheduled", checked_in_at: null });
    expect((await setStatus(a.id, "undo", staff)).json.status).toBe("Requested");
    const nothing = await setStatus(a.id, "undo", staff);
    expect(nothing.status).toBe(409);
    expect(nothing.json.details[0]).toMatchObject({
      reason: "invalid_transition",
      message: "there is no status change to undo on an appointment that is Requested",
    });
  });

  it("undoes a cancel onto its own dock, another free one, or refuses with no_capacity", async () => {
    const { f, staff, a } = await booked({ docks: 2 });
    const start = localTime(f.timezone, "10:00");
    expect(a.dock).toBe("Dock 1");
    await setStatus(a.id, "cancel", staff);
    const restored = await setStatus(a.id, "undo", staff);
    expect(restored.json).toMatchObject({
      status: "Scheduled",
      dock: "Dock 1",
      cancelled_at: null,
      cancelled_reason: null,
    });

    await setStatus(a.id, "cancel", staff);
    const other = (await call("request", bookingBody(f.id, start), { token: staff })).json;
    expect(other.dock).toBe("Dock 1");
    expect((await setStatus(a.id, "undo", staff)).json).toMatchObject({
      status: "Scheduled",
      dock: "Dock 2",
    });

    await setStatus(a.id, "cancel", staff);
    expect(
      (await call("request", bookingBody(f.id, start.plus({ minutes: 30 })), { token: staff })).json.dock,
    ).toBe("Dock 2");
    const refused = await setStatus(a.id, "undo", staff);
    expect(refused.status).toBe(409);
    expect(refused.json.details[0].reason).toBe("no_capacity");
  });

  it("lets a Drop appointment's driver check out before loading ends, once", async () => {
    const { staff, a } = await booked({}, { extra: { loading_type: "Drop" } });
    await setStatus(a.id, "check_in", staff);
    expect((await setStatus(a.id, "check_out", staff)).json).toMatchObject({
      status: "Arrived",
      checked_out_at: expect.any(String),
    });
    expect((await setStatus(a.id, "start_loading", staff)).json.status).toBe("InProgress");
    expect((await setStatus(a.id, "finish_loading", staff)).json.status).toBe("Completed");
    expect((await setStatus(a.id, "check_out", staff)).json.message).toBe(
      "cannot check out an appointment that is Completed and already checked out",
    );
  });

  it("validates the body", async () => {
    const { staff, a } = await booked();
    const bad: [Record<string, unknown>, string, string][] = [
      [{ action: "approve", reason: "Weather" }, "reason", "not_allowed"],
      [{ action: "check_in", note: "x" }, "note", "not_allowed"],
      [{ action: "cancel", reason: "RequestDeclined" }, "reason", "invalid_value"],
      [{ action: "archive" }, "action", "invalid_value"],
      [{ action: "cancel", note: "x".repeat(2001) }, "note", "too_big"],
    ];
    for (const [body, field, reason] of bad) {
      const res = await op("update_facility_appointment_status", { id: a.id, ...body }, staff);
      expect(res.status).toBe(400);
      expect(res.json.details[0]).toMatchObject({ field, reason });
    }
    expect(
      (await op("update_facility_appointment_status", { id: "nope", action: "approve" }, staff)).json
        .details[0].field,
    ).toBe("id");
    expect(
      (await op("update_facility_appointment_status", { id: crypto.randomUUID(), action: "approve" }, staff))
        .status,
    ).toBe(404);
    expect(
      (await op("update_facility_appointment_status", { id: a.id, action: "approve" }, null)).status,
    ).toBe(401);
  });

  it("lets carriers cancel their own company's appointments outside the cut-off, and nothing else", async () => {
    const f = await makeFacility({ cancelCutoffMinutes: 24 * 60, instantBooking: false });
    const staff = await staffToken([f.id]);
    const mine = await carrierToken();
    const theirs = await carrierToken();
    const far = (
      await call("request", bookingBody(f.id, localTime(f.timezone, "10:00", 3)), { token: mine.token })
    ).json;
    const near = (
      await call("request", bookingBody(f.id, DateTime.now().plus({ hours: 3 }).startOf("hour")), {
        token: mine.token,
      })
    ).json;
    expect(Date.parse(near.scheduled_start_time) - Date.now()).toBeLessThan(24 * 3_600_000);

    expect((await setStatus(far.id, "approve", mine.token)).status).toBe(403);
    expect((await setStatus(far.id, "cancel", theirs.token)).status).toBe(404);
    expect((await op("get_facility_appointment", { id: far.id }, theirs.token)).status).toBe(404);
    expect((await op("get_facility_appointment", { id: far.id }, await outsiderToken())).status).toBe(404);

    const inside = await setStatus(near.id, "cancel", mine.token);
    expect(inside.status).toBe(409);
    expect(inside.json.details[0].reason).toBe("inside_cutoff");
    expect((await setStatus(near.id, "cancel", staff)).json.status).toBe("Cancelled");

    const ok = await setStatus(far.id, "cancel", mine.token, { note: "load moved" });
    expect(ok.json).toMatchObject({
      status: "Cancelled",
      cancelled_reason: "CarrierRequest",
      cancelled_note: "load moved",
      notes: "",
    });
  });

  it("lets exactly one of many concurrent approvals through", async () => {
    const { staff, a } = await booked({ instantBooking: false });
    const results = await Promise.all(Array.from({ length: 8 }, () => setStatus(a.id, "approve", staff)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await db.appointmentEvent.count({ where: { appointmentId: a.id, action: "approved" } })).toBe(1);
  });
});

describe("get_facility_appointment", () => {
  it("returns one record, scoped like the list", async () => {
    const mine = await carrierToken();
    const { staff, a } = await booked({}, {});
    await db.appointment.update({
      where: { id: a.id },
      data: {
        notes: "gate 4",
        carrierCompanyId: (await db.carrierCompany.findUnique({ where: { name: mine.company } }))!.id,
      },
    });
    const asStaff = await op("get_facility_appointment", { id: a.id }, staff);
    expect(asStaff.status).toBe(200);
    expect(facilityAppointment.strict().parse(asStaff.json)).toBeTruthy();
    expect(asStaff.json).toMatchObject({ id: a.id, notes: "gate 4", confirmation_code: a.confirmation_code });
    expect((await op("get_facility_appointment", { id: a.id }, mine.token)).json).toMatchObject({
      id: a.id,
      notes: "",
    });
    expect((await op("get_facility_appointment", { id: a.id }, (await carrierToken()).token)).status).toBe(
      404,
    );
    expect((await op("get_facility_appointment", { id: crypto.randomUUID() }, staff)).json.code).toBe(
      "not_found",
    );
    expect((await op("get_facility_appointment", {}, staff)).json.details[0]).toMatchObject({
      field: "id",
      reason: "required",
    });
  });
});
