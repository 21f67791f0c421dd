// The manage link changes the answers to the facility's questions
// (update_managed_appointment): only the questions carriers see, checked as a
// carrier's change is, recorded as the link's change, and only while the
// appointment may still be changed by the link.
import { describe, expect, it } from "vitest";
import { db, expectError, localTime, staffToken } from "./helpers";
import { op as rawOp } from "./ops";
import { linkedFacility, newAddress, pub as rawPub, publicBody, tokenOf } from "./support/public";

/** An operation's answer with its text, as expectError reads it. */
const op = async (...args: Parameters<typeof rawOp>) => {
  const res = await rawOp(...args);
  return { ...res, text: JSON.stringify(res.json) };
};
const pub = async (...args: Parameters<typeof rawPub>) => {
  const res = await rawPub(...args);
  return { ...res, text: JSON.stringify(res.json) };
};

const FIELDS = [
  { key: "seal_no", label: "Seal number", type: "text", required_for_carrier: true },
  { key: "setpoint", label: "Setpoint", type: "number", min: -20, max: 70 },
  { key: "floor_loaded", label: "Floor-loaded", type: "boolean" },
  { key: "gate_notes", label: "Gate notes", type: "text", hidden_from_carrier: true },
  { key: "old_question", label: "Old question", type: "text", active: false },
];

/** An appointment booked through a facility's public link with answers, and staff's hidden note on it. */
async function answered(cutoffMinutes = 0) {
  const f = await linkedFacility("instant", { cancelCutoffMinutes: cutoffMinutes });
  const staff = await staffToken([f.id]);
  const set = await op("update_facility_settings", { facility_id: f.id, custom_fields: FIELDS }, staff);
  expect(set.status, set.text).toBe(200);
  const ip = newAddress();
  const start = localTime(f.timezone, "10:00", 3);
  const booked = await pub(
    "request_public_appointment",
    publicBody(f.slug, start, { custom_fields: { seal_no: "SEAL-1", setpoint: 5 } }),
    ip,
  );
  expect(booked.status, booked.text).toBe(200);
  const id = booked.json.appointment.id as string;
  const note = await op(
    "update_facility_appointment",
    { id, custom_fields: { gate_notes: "Door 4" } },
    staff,
  );
  expect(note.status, note.text).toBe(200);
  return { f, staff, ip, id, token: tokenOf(booked.json.manage_url) };
}

describe("update_managed_appointment", () => {
  it("changes the carrier's answers, keeps the hidden ones, and records the link's change", async () => {
    const { staff, ip, id, token } = await answered();
    const read = await pub("get_managed_appointment", { token }, ip);
    expect(
      read.json.answerable_fields.map((q: { key: string; required: boolean }) => [q.key, q.required]),
    ).toEqual([
      ["seal_no", true],
      ["setpoint", false],
      ["floor_loaded", false],
    ]);

    const res = await pub(
      "update_managed_appointment",
      { token, custom_fields: { seal_no: " SEAL-2 ", setpoint: null, floor_loaded: true } },
      ip,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.appointment.custom_fields).toEqual({ seal_no: "SEAL-2", floor_loaded: true });
    expect(res.json.changeable).toBe(true);
    const stored = await op("get_facility_appointment", { id }, staff);
    expect(stored.json.custom_fields).toEqual({
      seal_no: "SEAL-2",
      floor_loaded: true,
      gate_notes: "Door 4",
    });

    const history = await db.appointmentEvent.findMany({
      where: { appointmentId: id },
      orderBy: { at: "asc" },
    });
    const last = history.at(-1)!;
    expect([last.action, last.actor]).toEqual(["updated", "manage-link"]);
    expect(JSON.parse(last.changes)).toEqual({
      "custom_fields.seal_no": ["SEAL-1", "SEAL-2"],
      "custom_fields.setpoint": [5, null],
      "custom_fields.floor_loaded": [null, true],
    });
    // Webhooks and live updates hear of it as of any carrier's change: appointment.updated.
    const event = await db.outboxEvent.findFirstOrThrow({
      where: { appointmentId: id },
      orderBy: { sequence: "desc" },
    });
    expect([event.type, event.action, event.actorRole]).toEqual([
      "appointment.updated",
      "updated",
      "carrier",
    ]);

    // The same answers again change nothing and record nothing.
    const again = await pub(
      "update_managed_appointment",
      { token, custom_fields: { seal_no: "SEAL-2", floor_loaded: true } },
      ip,
    );
    expect(again.status, again.text).toBe(200);
    expect(await db.appointmentEvent.count({ where: { appointmentId: id } })).toBe(history.length);
  });

  it("refuses a key it does not ask (unknown, hidden, inactive), an empty required answer and a wrong type", async () => {
    const { staff, ip, id, token } = await answered();
    const change = (custom_fields: unknown) =>
      pub("update_managed_appointment", { token, custom_fields }, ip);
    for (const key of ["no_such_question", "gate_notes", "old_question"])
      expectError(await change({ [key]: "x" }), 400, "invalid_argument", {
        field: `custom_fields.${key}`,
        reason: "unknown_field",
      });
    expectError(await change({ seal_no: "" }), 400, "invalid_argument", {
      field: "custom_fields.seal_no",
      reason: "required",
    });
    expectError(await change({ seal_no: null }), 400, "invalid_argument", {
      field: "custom_fields.seal_no",
      reason: "required",
    });
    expectError(await change({ setpoint: "warm" }), 400, "invalid_argument", {
      field: "custom_fields.setpoint",
      reason: "invalid_type",
    });
    expectError(await change({ setpoint: 99 }), 400, "invalid_argument", {
      field: "custom_fields.setpoint",
      reason: "out_of_range",
    });
    expectError(await change(undefined), 400, "invalid_argument", {
      field: "custom_fields",
      reason: "required",
    });
    expectError(await change(["seal_no"]), 400, "invalid_argument", { field: "custom_fields" });
    const stored = await op("get_facility_appointment", { id }, staff);
    expect(stored.json.custom_fields).toEqual({ seal_no: "SEAL-1", setpoint: 5, gate_notes: "Door 4" });
  });

  it("is refused once the appointment can no longer be changed by the link, and for a wrong token", async () => {
    const late = await answered(5 * 24 * 60);
    const read = await pub("get_managed_appointment", { token: late.token }, late.ip);
    expect(read.json.changeable).toBe(false);
    expectError(
      await pub(
        "update_managed_appointment",
        { token: late.token, custom_fields: { seal_no: "S-9" } },
        late.ip,
      ),
      409,
      "conflict",
      { reason: "inside_cutoff" },
    );

    const done = await answered();
    const cancelled = await pub("cancel_managed_appointment", { token: done.token }, done.ip);
    expect(cancelled.status, cancelled.text).toBe(200);
    expectError(
      await pub(
        "update_managed_appointment",
        { token: done.token, custom_fields: { seal_no: "S-9" } },
        done.ip,
      ),
      409,
      "conflict",
      { reason: "invalid_transition" },
    );
    for (const a of [late, done])
      expect((await op("get_facility_appointment", { id: a.id }, a.staff)).json.custom_fields.seal_no).toBe(
        "SEAL-1",
      );

    expectError(
      await pub("update_managed_appointment", { token: "A".repeat(43), custom_fields: {} }, done.ip),
      404,
      "not_found",
    );
  });
});
