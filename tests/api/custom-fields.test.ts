// A facility's custom fields (contract: "Custom fields and reference checks",
// Fields) through the API on the real database: the definitions in the
// settings, the answers on every booking path, who sees which, and answers
// kept as booked when a definition changes.
import { describe, expect, it } from "vitest";
import { eventBody } from "@/lib/webhooks/fan-out";
import {
  bookingBody,
  call,
  carrierToken,
  db,
  expectError,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op as rawOp } from "./ops";
import { linkedFacility, newAddress, pub as rawPub, publicBody } from "./support/public";

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
  { key: "seal_no", label: "Seal number", type: "text", min: 4, max: 12, required_for_carrier: true },
  { key: "setpoint", label: "Temperature setpoint (°F)", type: "number", min: -20, max: 70 },
  { key: "floor_loaded", label: "Floor-loaded", type: "boolean" },
  { key: "pickup_date", label: "Pickup date", type: "date" },
  { key: "trailer_kind", label: "Trailer", type: "choice", choices: ["Dry van", "Reefer", "Flatbed"] },
  {
    key: "equipment",
    label: "Equipment",
    type: "multi_choice",
    choices: ["Pallet jack", "Tail lift", "Straps"],
  },
  { key: "broker_email", label: "Broker e-mail", type: "email" },
  { key: "dispatch_phone", label: "Dispatch phone", type: "phone" },
  {
    key: "gate_notes",
    label: "Gate notes",
    type: "text",
    hidden_from_carrier: true,
    required_for_staff: true,
  },
];

const ANSWERS = {
  seal_no: "  SL-99812 ",
  setpoint: -5.5,
  floor_loaded: true,
  pickup_date: "2026-12-01",
  trailer_kind: "Reefer",
  equipment: ["Straps", "Pallet jack"],
  broker_email: "Ops@Broker.TEST",
  dispatch_phone: "+1 (312) 555-0142",
};

async function fieldFacility(fields: unknown[] = FIELDS, linked = false) {
  const f = linked ? await linkedFacility("instant") : await makeFacility();
  const staff = await staffToken([f.id]);
  const res = await op("update_facility_settings", { facility_id: f.id, custom_fields: fields }, staff);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { f, staff, carrier: (await carrierToken()).token, at: localTime(f.timezone, "10:00", 3) };
}

describe("custom fields", () => {
  it("are kept in the settings, in order, with their defaults, and recorded in the history", async () => {
    const { f, staff } = await fieldFacility();
    const settings = await op("get_facility_settings", { facility_id: f.id }, staff);
    expect(settings.json.custom_fields.map((c: { key: string }) => c.key)).toEqual(FIELDS.map((c) => c.key));
    expect(settings.json.custom_fields[2]).toEqual({
      key: "floor_loaded",
      label: "Floor-loaded",
      label_translations: {},
      type: "boolean",
      choices: [],
      choice_translations: [],
      min: null,
      max: null,
      required_for_carrier: false,
      required_for_staff: false,
      hidden_from_carrier: false,
      load_type_ids: [],
      active: true,
    });
    expect(settings.json.history[0].changes.custom_fields[0]).toEqual([]);
  });

  it("refuses bad definitions with their field", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const send = (custom_fields: unknown) =>
      op("update_facility_settings", { facility_id: f.id, custom_fields }, staff);
    const bad: [unknown, string, string][] = [
      [[{ key: "Seal No", label: "x", type: "text" }], "custom_fields[0].key", "invalid_format"],
      [[{ key: "a", label: "x", type: "colour" }], "custom_fields[0].type", "invalid_value"],
      // Keys the answers' objects already have: every booking at the facility failed with such a field.
      [[{ key: "constructor", label: "x", type: "text" }], "custom_fields[0].key", "reserved"],
      [[{ key: "__proto__", label: "x", type: "text" }], "custom_fields[0].key", "reserved"],
      [[{ key: "a", label: "x", type: "choice" }], "custom_fields[0].choices", "required"],
      [[{ key: "a", label: "x", type: "boolean", min: 1 }], "custom_fields[0].min", "not_allowed"],
      [[{ key: "a", label: "x", type: "number", min: 5, max: 1 }], "custom_fields[0].max", "out_of_range"],
      [
        [{ key: "a", label: "x", type: "text", hidden_from_carrier: true, required_for_carrier: true }],
        "custom_fields[0].required_for_carrier",
        "hidden_field",
      ],
      [
        [
          { key: "a", label: "x", type: "text" },
          { key: "a", label: "y", type: "text" },
        ],
        "custom_fields[1].key",
        "duplicate",
      ],
      [
        [{ key: "a", label: "x", type: "text", load_type_ids: [crypto.randomUUID()] }],
        "custom_fields[0].load_type_ids[0]",
        "unknown",
      ],
    ];
    for (const [fields, field, reason] of bad)
      expectError(await send(fields), 400, "invalid_argument", { field, reason });
    expect((await send([{ key: "a", label: "x", type: "text" }])).status).toBe(200);
    // A field is never deleted: its answers stay on appointments.
    expectError(await send([]), 400, "invalid_argument", { field: "custom_fields", reason: "field_removed" });
  });

  it("takes every type's answer, normalised, and gives it back in the record and the list", async () => {
    const { f, carrier, staff, at } = await fieldFacility();
    const res = await call("request", bookingBody(f.id, at, 60, { custom_fields: ANSWERS }), {
      token: carrier,
    });
    expect(res.status, res.text).toBe(200);
    const expected = {
      seal_no: "SL-99812",
      setpoint: -5.5,
      floor_loaded: true,
      pickup_date: "2026-12-01",
      trailer_kind: "Reefer",
      equipment: ["Pallet jack", "Straps"],
      broker_email: "ops@broker.test",
      dispatch_phone: "+1 (312) 555-0142",
    };
    expect(res.json.custom_fields).toEqual(expected);
    const day = at.toISODate();
    for (const token of [carrier, staff]) {
      const list = await call("list", { facility_id: f.id, start: day, end: day }, { token });
      expect(list.json[0].custom_fields).toEqual(expected);
    }
    // An appointment booked without answers carries {}.
    const bare = await call(
      "request",
      bookingBody(f.id, at.plus({ hours: 2 }), 60, { custom_fields: { seal_no: "ABCD" } }),
      {
        token: carrier,
      },
    );
    expect(bare.json.custom_fields).toEqual({ seal_no: "ABCD" });
  });

  it("refuses a missing required answer, a wrong type, a value out of range and an unknown key", async () => {
    const { f, carrier, staff, at } = await fieldFacility();
    const book = (custom_fields: unknown, token = carrier) =>
      call("request", bookingBody(f.id, at, 60, { custom_fields }), { token });
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "custom_fields.seal_no", "required"],
      [{ seal_no: "   " }, "custom_fields.seal_no", "required"],
      [{ seal_no: "ABC" }, "custom_fields.seal_no", "out_of_range"],
      [{ seal_no: "ABCDEFGHIJKLM" }, "custom_fields.seal_no", "out_of_range"],
      [{ seal_no: 1234 }, "custom_fields.seal_no", "invalid_type"],
      [{ seal_no: "ABCD", setpoint: "cold" }, "custom_fields.setpoint", "invalid_type"],
      [{ seal_no: "ABCD", setpoint: 71 }, "custom_fields.setpoint", "out_of_range"],
      [{ seal_no: "ABCD", floor_loaded: "yes" }, "custom_fields.floor_loaded", "invalid_type"],
      [{ seal_no: "ABCD", pickup_date: "2026-02-30" }, "custom_fields.pickup_date", "invalid_date"],
      [{ seal_no: "ABCD", pickup_date: "01/12/2026" }, "custom_fields.pickup_date", "invalid_date"],
      [{ seal_no: "ABCD", trailer_kind: "Tanker" }, "custom_fields.trailer_kind", "invalid_choice"],
      [{ seal_no: "ABCD", equipment: "Straps" }, "custom_fields.equipment", "invalid_type"],
      [{ seal_no: "ABCD", equipment: ["Crane"] }, "custom_fields.equipment", "invalid_choice"],
      [{ seal_no: "ABCD", broker_email: "not-mail" }, "custom_fields.broker_email", "invalid_email"],
      [{ seal_no: "ABCD", dispatch_phone: "12345" }, "custom_fields.dispatch_phone", "invalid_phone"],
      [{ seal_no: "ABCD", colour: "red" }, "custom_fields.colour", "unknown_field"],
      // Hidden from carriers: a carrier may not answer it.
      [{ seal_no: "ABCD", gate_notes: "x" }, "custom_fields.gate_notes", "unknown_field"],
    ];
    for (const [answers, field, reason] of cases)
      expectError(await book(answers), 400, "invalid_argument", { field, reason });
    expectError(await book("nope"), 400, "invalid_argument", { field: "custom_fields" });
    // Staff answer the staff form: the seal is not required of them, their gate notes are.
    expectError(await book({}, staff), 400, "invalid_argument", {
      field: "custom_fields.gate_notes",
      reason: "required",
    });
    expect((await book({ gate_notes: "Door 4 only" }, staff)).status).toBe(200);
  });

  it("asks only active fields, and those for the booking's load types", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const lt = await op(
      "update_facility_settings",
      {
        facility_id: f.id,
        load_types: [
          { name: "Reefer", directions: ["Inbound"], duration_minutes: 60 },
          { name: "Dry", directions: ["Inbound"], duration_minutes: 60 },
        ],
      },
      staff,
    );
    const [dry, reefer] = lt.json.load_types as { id: string; name: string }[];
    expect(reefer.name).toBe("Reefer");
    const fields = [
      {
        key: "setpoint",
        label: "Setpoint",
        type: "number",
        required_for_carrier: true,
        load_type_ids: [reefer.id],
      },
      { key: "old", label: "Old question", type: "text", required_for_carrier: true, active: false },
    ];
    await op("update_facility_settings", { facility_id: f.id, custom_fields: fields }, staff);
    const carrier = (await carrierToken()).token;
    const at = localTime(f.timezone, "09:00", 3);
    const book = (extra: Record<string, unknown>) =>
      call("request", bookingBody(f.id, at, 60, extra), { token: carrier });
    expect((await book({ load_type_ids: [dry.id] })).status).toBe(200);
    expectError(await book({ load_type_ids: [reefer.id] }), 400, "invalid_argument", {
      field: "custom_fields.setpoint",
      reason: "required",
    });
    expectError(
      await book({ load_type_ids: [dry.id], custom_fields: { setpoint: 3 } }),
      400,
      "invalid_argument",
      {
        field: "custom_fields.setpoint",
        reason: "unknown_field",
      },
    );
    expectError(
      await book({ load_type_ids: [dry.id], custom_fields: { old: "x" } }),
      400,
      "invalid_argument",
      {
        field: "custom_fields.old",
        reason: "unknown_field",
      },
    );
    const ok = await book({ load_type_ids: [reefer.id], custom_fields: { setpoint: 34 } });
    expect(ok.json.custom_fields).toEqual({ setpoint: 34 });

    // The form says what each caller fills, with its load-type scope.
    const form = await op("get_facility_booking_form", { facility_id: f.id }, carrier);
    expect(form.json).toEqual({
      facility_id: f.id,
      custom_fields: [
        {
          key: "setpoint",
          label: "Setpoint",
          label_translations: {},
          type: "number",
          choices: [],
          choice_translations: [],
          min: null,
          max: null,
          required: true,
          load_type_ids: [reefer.id],
        },
      ],
    });
  });

  it("never shows carriers a field hidden from them: record, list, history, webhooks and the form", async () => {
    const { f, carrier, staff, at } = await fieldFacility();
    const booked = await call("request", bookingBody(f.id, at, 60, { custom_fields: { seal_no: "SEAL1" } }), {
      token: carrier,
    });
    const id = booked.json.id;
    const upd = await op(
      "update_facility_appointment",
      { id, custom_fields: { gate_notes: "Check the seal" } },
      staff,
    );
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    expect(upd.json.custom_fields).toEqual({ seal_no: "SEAL1", gate_notes: "Check the seal" });

    const mine = await op("get_facility_appointment", { id }, carrier);
    expect(mine.json.custom_fields).toEqual({ seal_no: "SEAL1" });
    const day = at.toISODate();
    const list = await call("list", { facility_id: f.id, start: day, end: day }, { token: carrier });
    expect(list.json[0].custom_fields).toEqual({ seal_no: "SEAL1" });
    const staffList = await call("list", { facility_id: f.id, start: day, end: day }, { token: staff });
    expect(staffList.json[0].custom_fields.gate_notes).toBe("Check the seal");

    const history = await op("get_facility_appointment_history", { id }, carrier);
    expect(JSON.stringify(history.json)).not.toContain("gate_notes");
    const staffHistory = await op("get_facility_appointment_history", { id }, staff);
    expect(staffHistory.json.events.at(-1).changes).toEqual({
      "custom_fields.gate_notes": [null, "Check the seal"],
    });

    // Webhooks: a carrier's endpoint gets the event without the hidden answer, a staff one with it.
    const event = await db.outboxEvent.findFirstOrThrow({
      where: { appointmentId: id },
      orderBy: { sequence: "desc" },
    });
    const fields = (await op("get_facility_settings", { facility_id: f.id }, staff)).json.custom_fields;
    expect(JSON.parse(eventBody(event, "carrier", fields)).data.appointment.custom_fields).toEqual({
      seal_no: "SEAL1",
    });
    expect(JSON.parse(eventBody(event, "staff", fields)).data.appointment.custom_fields.gate_notes).toBe(
      "Check the seal",
    );

    const carrierForm = await op("get_facility_booking_form", { facility_id: f.id }, carrier);
    expect(carrierForm.json.custom_fields.map((c: { key: string }) => c.key)).not.toContain("gate_notes");
    const staffForm = await op("get_facility_booking_form", { facility_id: f.id }, staff);
    expect(staffForm.json.custom_fields.at(-1)).toMatchObject({ key: "gate_notes", required: true });

    // The carrier changes its own answers, not hidden ones; the hidden answer stays.
    expectError(
      await op("update_facility_appointment", { id, custom_fields: { gate_notes: "x" } }, carrier),
      400,
      "invalid_argument",
      { field: "custom_fields.gate_notes", reason: "unknown_field" },
    );
    expectError(
      await op("update_facility_appointment", { id, custom_fields: { seal_no: null } }, carrier),
      400,
      "invalid_argument",
      { field: "custom_fields.seal_no", reason: "required" },
    );
    const changed = await op(
      "update_facility_appointment",
      { id, custom_fields: { seal_no: "SEAL2", setpoint: 10 } },
      carrier,
    );
    expect(changed.json.custom_fields).toEqual({ seal_no: "SEAL2", setpoint: 10 });
    expect((await op("get_facility_appointment", { id }, staff)).json.custom_fields.gate_notes).toBe(
      "Check the seal",
    );
  });

  it("keeps answers as booked when a field changes or is deactivated, and hides one made hidden", async () => {
    const { f, carrier, staff, at } = await fieldFacility();
    const booked = await call(
      "request",
      bookingBody(f.id, at, 60, {
        custom_fields: { seal_no: "SEAL1", setpoint: 40, trailer_kind: "Flatbed" },
      }),
      { token: carrier },
    );
    const id = booked.json.id;
    const changed = FIELDS.map((c) =>
      c.key === "setpoint"
        ? { ...c, max: 10, label: "Setpoint" }
        : c.key === "trailer_kind"
          ? { ...c, choices: ["Dry van"], active: false }
          : c.key === "seal_no"
            ? { ...c, hidden_from_carrier: true, required_for_carrier: false }
            : c,
    );
    expect(
      (await op("update_facility_settings", { facility_id: f.id, custom_fields: changed }, staff)).status,
    ).toBe(200);
    const now = await op("get_facility_appointment", { id }, staff);
    expect(now.json.custom_fields).toEqual({ seal_no: "SEAL1", setpoint: 40, trailer_kind: "Flatbed" });
    const theirs = await op("get_facility_appointment", { id }, carrier);
    expect(theirs.json.custom_fields).toEqual({ setpoint: 40, trailer_kind: "Flatbed" });
    // A change of something else does not re-check the answers against the new definitions.
    expect((await op("update_facility_appointment", { id, trailer_number: "T-1" }, carrier)).status).toBe(
      200,
    );
    // New bookings follow the new definitions.
    expectError(
      await call(
        "request",
        bookingBody(f.id, at.plus({ hours: 2 }), 60, { custom_fields: { setpoint: 40 } }),
        {
          token: carrier,
        },
      ),
      400,
      "invalid_argument",
      { field: "custom_fields.setpoint", reason: "out_of_range" },
    );
  });

  it("is asked on the public link, the work-in and a series, and answered through get_public_facility", async () => {
    const { f, staff, at } = await fieldFacility(FIELDS, true);
    const slug = (f as unknown as { slug: string }).slug;
    const page = await pub("get_public_facility", { slug }, newAddress());
    expect(page.json.custom_fields.map((c: { key: string }) => c.key)).toEqual(
      FIELDS.slice(0, -1).map((c) => c.key),
    );
    expect(page.json.custom_fields[0]).toMatchObject({ key: "seal_no", required: true, min: 4, max: 12 });

    const address = newAddress();
    expectError(
      await pub("request_public_appointment", publicBody(slug, at), address),
      400,
      "invalid_argument",
      {
        field: "custom_fields.seal_no",
        reason: "required",
      },
    );
    const ok = await pub(
      "request_public_appointment",
      publicBody(slug, at, { custom_fields: { seal_no: "PUB-1", floor_loaded: false } }),
      address,
    );
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.appointment.custom_fields).toEqual({ seal_no: "PUB-1", floor_loaded: false });

    const workIn = (custom_fields: unknown) =>
      op("create_work_in", { facility_id: f.id, type: "Inbound", carrier: "Walk-in", custom_fields }, staff);
    expectError(await workIn({}), 400, "invalid_argument", {
      field: "custom_fields.gate_notes",
      reason: "required",
    });
    const w = await workIn({ gate_notes: "No seal on arrival", equipment: ["Tail lift"] });
    expect(w.status, JSON.stringify(w.json)).toBe(200);
    expect(w.json.custom_fields).toEqual({ gate_notes: "No seal on arrival", equipment: ["Tail lift"] });

    const series = await op(
      "create_recurring_series",
      { appointment_id: ok.json.appointment.id, repetition_type: "Weekly", count: 2 },
      staff,
    );
    expect(series.status, JSON.stringify(series.json)).toBe(200);
    expect(series.json.appointments.map((a: { custom_fields: unknown }) => a.custom_fields)).toEqual([
      { seal_no: "PUB-1", floor_loaded: false },
      { seal_no: "PUB-1", floor_loaded: false },
    ]);
  });
});
