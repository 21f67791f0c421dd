// A staff dock change, an undo that puts an appointment back on the board and an
// approval are judged by the same rules as a booking (load types, dock hours,
// closures, caps, unique references, capacity), refuse with the same reason,
// cause and values, and let staff pass with a reason kept in the history;
// carriers never. At a facility whose Dock 1 takes Frozen only and Dock 2 Dry
// only, on both databases.
import { describe, expect, it } from "vitest";
import type { DateTime } from "luxon";
import { bookingBody, call } from "./helpers";
import { op, setStatus } from "./ops";
import { carrierOf, ruleFacility, ten } from "./support/rule-facility";

/** details[0] without its field: what every path shares with a booking's refusal. */
const refusalOf = (res: { json: { details: Record<string, unknown>[] } }) =>
  Object.fromEntries(Object.entries(res.json.details[0]).filter(([k]) => k !== "field"));

const history = async (id: string, token: string) =>
  JSON.stringify((await op("get_facility_appointment_history", { id }, token)).json);

const closure = (dockIds: string[], at: DateTime, reason = "door repairs") => ({
  dock_ids: dockIds,
  start: at.minus({ hours: 1 }).toISO(),
  end: at.plus({ hours: 3 }).toISO(),
  reason,
});

describe("a staff dock change is judged as a booking", () => {
  it("refuses a dock that does not take the load, even with a reason; a carrier's override is a 400", async () => {
    const carrier = await carrierOf();
    const { f, staff, frozen } = await ruleFacility();
    const at = ten(f.timezone);
    const cold = await call(
      "request",
      bookingBody(f.id, at, 60, { load_type_ids: [frozen.id], quantity: 5, carrier: carrier.name }),
      { token: carrier.token },
    );
    expect(cold.json.dock, cold.text).toBe("Dock 1");
    const moved = await op("update_facility_appointment", { id: cold.json.id, dock: "Dock 2" }, staff);
    expect(moved.status, JSON.stringify(moved.json)).toBe(409);
    expect(moved.json.details[0]).toMatchObject({
      field: "dock",
      reason: "no_capacity",
      cause: "no_dock_for_load",
    });
    // As for a booking, a reason passes closures, hours and caps, never a dock that does not take the load.
    const overridden = await op(
      "update_facility_appointment",
      { id: cold.json.id, dock: "Dock 2", override_reason: "reefer unit on a trailer" },
      staff,
    );
    expect(overridden.status, JSON.stringify(overridden.json)).toBe(409);
    expect(overridden.json.details[0]).toMatchObject({ cause: "no_dock_for_load" });
    const carrierOverride = await op(
      "update_facility_appointment",
      { id: cold.json.id, trailer_number: "TR-1", override_reason: "x" },
      carrier.token,
    );
    expect(carrierOverride.status, JSON.stringify(carrierOverride.json)).toBe(400);
    expect(carrierOverride.json.details[0]).toMatchObject({
      field: "override_reason",
      reason: "not_allowed",
    });
  });

  it("refuses a dock that is closed, or outside its own hours, or busy, with a booking's cause and values; staff pass a closure with a reason", async () => {
    const at = ten("America/Chicago");
    const { f, staff, settings } = await ruleFacility((f) => ({
      docks: [
        { id: f.docks[0].id, name: f.docks[0].name, directions: ["Inbound", "Outbound"] },
        {
          id: f.docks[1].id,
          name: f.docks[1].name,
          directions: ["Inbound", "Outbound"],
          open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            periods: [{ start: "12:00", end: "18:00" }],
          })),
        },
      ],
      dock_closures: [closure([f.docks[0].id], at.plus({ hours: 6 }))],
    }));
    // 10:00: Dock 2 is not open yet; Dock 1 is.
    const early = await call("request", bookingBody(f.id, at, 60), { token: staff });
    expect(early.json.dock, early.text).toBe("Dock 1");
    const outside = await op("update_facility_appointment", { id: early.json.id, dock: "Dock 2" }, staff);
    expect(outside.status, JSON.stringify(outside.json)).toBe(409);
    expect(outside.json.details[0]).toMatchObject({
      field: "dock",
      reason: "no_capacity",
      cause: "docks_closed",
      closure_ids: [],
      dock_names: ["Dock 2"],
      closure_reason: null,
    });
    // 16:00: Dock 1 is closed for repairs; Dock 2 is open and takes it.
    const late = await call("request", bookingBody(f.id, at.plus({ hours: 6 }), 60), { token: staff });
    expect(late.json.dock, late.text).toBe("Dock 2");
    const closed = await op("update_facility_appointment", { id: late.json.id, dock: "Dock 1" }, staff);
    expect(closed.status, JSON.stringify(closed.json)).toBe(409);
    expect(closed.json.details[0]).toMatchObject({
      field: "dock",
      reason: "no_capacity",
      cause: "docks_closed",
      closure_ids: [settings.dock_closures[0].id],
      dock_names: ["Dock 1"],
      closure_reason: "door repairs",
    });
    const past = await op(
      "update_facility_appointment",
      { id: late.json.id, dock: "Dock 1", override_reason: "repairs done early" },
      staff,
    );
    expect(past.status, JSON.stringify(past.json)).toBe(200);
    expect(past.json).toMatchObject({ dock: "Dock 1", override_reason: "repairs done early" });
    expect(await history(late.json.id, staff)).toContain("repairs done early");
    // 13:00: both docks are open; with one appointment on each, neither can move to the other.
    const [a, b] = [
      await call("request", bookingBody(f.id, at.plus({ hours: 3 }), 60), { token: staff }),
      await call("request", bookingBody(f.id, at.plus({ hours: 3 }), 60), { token: staff }),
    ];
    expect([a.json.dock, b.json.dock].sort()).toEqual(["Dock 1", "Dock 2"]);
    const busy = await op(
      "update_facility_appointment",
      { id: a.json.id, dock: b.json.dock, override_reason: "taken is taken" },
      staff,
    );
    expect(busy.status, JSON.stringify(busy.json)).toBe(409);
    expect(busy.json.details[0]).toMatchObject({ field: "dock", reason: "no_capacity", cause: "docks_busy" });
  });
});

describe("an undo that puts an appointment back on the board is judged as a booking", () => {
  it("refuses a frozen load back onto its door while the door is closed, with a booking's refusal; staff pass with a reason", async () => {
    const { f, staff, frozen } = await ruleFacility();
    const at = ten(f.timezone);
    const cold = await call(
      "request",
      bookingBody(f.id, at, 60, { load_type_ids: [frozen.id], quantity: 5 }),
      {
        token: staff,
      },
    );
    expect(cold.json.dock, cold.text).toBe("Dock 1");
    expect((await setStatus(cold.json.id, "cancel", staff)).status).toBe(200);
    const closed = await op(
      "update_facility_settings",
      { facility_id: f.id, dock_closures: [closure([f.docks[0].id], at)] },
      staff,
    );
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    const undo = await setStatus(cold.json.id, "undo", staff);
    expect(undo.status, JSON.stringify(undo.json)).toBe(409);
    expect(undo.json.details[0]).toMatchObject({ reason: "no_capacity", cause: "docks_closed" });
    const booking = await call(
      "request",
      bookingBody(f.id, at, 60, { load_type_ids: [frozen.id], quantity: 5 }),
      { token: staff },
    );
    expect(refusalOf(undo)).toEqual(refusalOf(booking));
    const past = await setStatus(cold.json.id, "undo", staff, { override_reason: "door fixed early" });
    expect(past.status, JSON.stringify(past.json)).toBe(200);
    expect(past.json).toMatchObject({
      status: "Scheduled",
      dock: "Dock 1",
      override_reason: "door fixed early",
    });
    expect(await history(cold.json.id, staff)).toContain("door fixed early");
  });

  it("refuses to go past a day cap that filled meanwhile", async () => {
    const { f, staff, settings } = await ruleFacility(() => ({
      caps: [{ scope: "facility", period: "day", max_appointments: 1 }],
    }));
    const at = ten(f.timezone);
    const first = await call("request", bookingBody(f.id, at, 30), { token: staff });
    expect((await setStatus(first.json.id, "cancel", staff)).status).toBe(200);
    expect(
      (await call("request", bookingBody(f.id, at.plus({ hours: 2 }), 30), { token: staff })).status,
    ).toBe(200);
    const undo = await setStatus(first.json.id, "undo", staff);
    expect(undo.status, JSON.stringify(undo.json)).toBe(409);
    expect(undo.json.details[0]).toMatchObject({
      reason: "cap_reached",
      cap_id: settings.caps[0].id,
      limit: 1,
      limit_kind: "appointments",
      period: "day",
      scope: "facility",
    });
    const booking = await call("request", bookingBody(f.id, at, 30), { token: staff });
    expect(refusalOf(undo)).toEqual(refusalOf(booking));
    const past = await setStatus(first.json.id, "undo", staff, { override_reason: "promised to the driver" });
    expect(past.status, JSON.stringify(past.json)).toBe(200);
    expect(past.json.override_reason).toBe("promised to the driver");
  });

  it("refuses to reinstate a reference another open appointment now holds under unique references; a carrier's override is a 400", async () => {
    const carrier = await carrierOf();
    const { f, staff } = await ruleFacility(() => ({ reference_check: { mode: "off", unique: true } }));
    const at = ten(f.timezone);
    const po = { order_info: [{ reference_id: "PO-77" }] };
    const first = await call("request", bookingBody(f.id, at, 30, po), { token: staff });
    expect(first.status, first.text).toBe(200);
    expect((await setStatus(first.json.id, "cancel", staff)).status).toBe(200);
    expect(
      (await call("request", bookingBody(f.id, at.plus({ hours: 2 }), 30, po), { token: staff })).status,
    ).toBe(200);
    const undo = await setStatus(first.json.id, "undo", staff);
    expect(undo.status, JSON.stringify(undo.json)).toBe(409);
    expect(undo.json.details[0]).toMatchObject({ reason: "duplicate_reference", reference_id: "PO-77" });
    const past = await setStatus(first.json.id, "undo", staff, { override_reason: "second truck, same PO" });
    expect(past.status, JSON.stringify(past.json)).toBe(200);
    expect(past.json.override_reason).toBe("second truck, same PO");
    const theirs = await call(
      "request",
      bookingBody(f.id, at.plus({ hours: 4 }), 30, { carrier: carrier.name }),
      {
        token: carrier.token,
      },
    );
    const carrierOverride = await setStatus(theirs.json.id, "cancel", carrier.token, {
      override_reason: "x",
    });
    expect(carrierOverride.status, JSON.stringify(carrierOverride.json)).toBe(400);
    expect(carrierOverride.json.details[0]).toMatchObject({
      field: "override_reason",
      reason: "not_allowed",
    });
  });
});

describe("an approval is judged as a booking", () => {
  it("refuses to approve past a cap, and lets staff pass with a reason", async () => {
    const { f, staff } = await ruleFacility(() => ({ instant_booking: false }));
    const at = ten(f.timezone);
    const [a, b] = [
      await call("request", bookingBody(f.id, at, 30), { token: staff }),
      await call("request", bookingBody(f.id, at.plus({ hours: 2 }), 30), { token: staff }),
    ];
    expect([a.json.status, b.json.status]).toEqual(["Requested", "Requested"]);
    const capped = await op(
      "update_facility_settings",
      { facility_id: f.id, caps: [{ scope: "facility", period: "day", max_appointments: 1 }] },
      staff,
    );
    expect(capped.status, JSON.stringify(capped.json)).toBe(200);
    const approve = await setStatus(b.json.id, "approve", staff);
    expect(approve.status, JSON.stringify(approve.json)).toBe(409);
    expect(approve.json.details[0]).toMatchObject({
      reason: "cap_reached",
      cap_id: capped.json.caps[0].id,
      limit: 1,
      period: "day",
    });
    const past = await setStatus(b.json.id, "approve", staff, { override_reason: "agreed by phone" });
    expect(past.status, JSON.stringify(past.json)).toBe(200);
    expect(past.json).toMatchObject({ status: "Scheduled", override_reason: "agreed by phone" });
    expect(await history(b.json.id, staff)).toContain("agreed by phone");
  });
});
