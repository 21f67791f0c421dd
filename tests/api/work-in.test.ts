import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { facilityAppointment } from "@/lib/record/schema";
import { closeDate } from "@/lib/facilities/service";
import { bookingBody, call, carrierToken, db, makeFacility, staffToken } from "./helpers";
import { op, setStatus } from "./ops";
import { outsiderToken } from "./support/outsider";

const truck = (facilityId: string, extra: Record<string, unknown> = {}) => ({
  facility_id: facilityId,
  type: "Inbound",
  carrier: "Roadrunner LTL",
  ...extra,
});

describe("create_work_in", () => {
  it("records an unscheduled arrival as Arrived on a free dock, whatever the hours and closed dates say", async () => {
    const f = await makeFacility({ hours: "Mon 03:00-03:05", minNoticeMinutes: 600 });
    await closeDate(db, f.id, DateTime.now().setZone(f.timezone).toISODate()!);
    const staff = await staffToken([f.id]);
    const before = Date.now();
    const res = await op(
      "create_work_in",
      truck(f.id, { trailer_number: "TR-5", order_info: [{ reference_id: "PO-9" }], notes: "walk-up" }),
      staff,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(facilityAppointment.strict().parse(res.json)).toBeTruthy();
    const a = res.json;
    expect(a).toMatchObject({
      is_work_in: true,
      status: "Arrived",
      dock: "Dock 1",
      trailer_number: "TR-5",
      notes: "walk-up",
      quantity: null,
      units: null,
      carrier_phone: null,
    });
    expect(a.checked_in_at).toBe(a.scheduled_start_time);
    expect(Date.parse(a.checked_in_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(a.scheduled_end_time) - Date.parse(a.scheduled_start_time)).toBe(60 * 60_000);
    expect(a.order_info.map((o: { reference_id: string }) => o.reference_id)).toEqual(["PO-9"]);
    expect((await setStatus(a.id, "start_loading", staff)).json.status).toBe("InProgress");
  });

  it("takes its duration from its load types, and holds its dock against requests", async () => {
    const f = await makeFacility({
      docks: 1,
      loadTypes: [
        { name: "Floor", durationMinutes: 120 },
        { name: "Pallets", durationMinutes: 45 },
      ],
    });
    const staff = await staffToken([f.id]);
    const res = await op(
      "create_work_in",
      truck(f.id, { load_type_ids: f.load_types.map((l) => l.id) }),
      staff,
    );
    expect(Date.parse(res.json.scheduled_end_time) - Date.parse(res.json.scheduled_start_time)).toBe(
      120 * 60_000,
    );
    expect(res.json.all_load_types.map((l: { name: string }) => l.name)).toEqual(["Floor", "Pallets"]);
    const soon = DateTime.now().plus({ minutes: 30 }).startOf("minute");
    const refused = await call("request", bookingBody(f.id, soon, 30), { token: staff });
    expect(refused.json.details[0].reason).toBe("no_capacity");
    expect((await op("create_work_in", truck(f.id, { duration_minutes: 15 }), staff)).json.dock).toBeNull();
  });

  it("records the truck without a dock when none is free, and a dock can be given later", async () => {
    const f = await makeFacility({ docks: 1 });
    const staff = await staffToken([f.id]);
    const first = (await op("create_work_in", truck(f.id), staff)).json;
    const second = await op("create_work_in", truck(f.id, { type: "Inbound", carrier: "Late Co" }), staff);
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ dock: null, status: "Arrived", is_work_in: true });
    expect(
      (await op("update_facility_appointment", { id: second.json.id, dock: "Dock 1" }, staff)).json.details[0]
        .reason,
    ).toBe("no_capacity");
    await setStatus(first.id, "start_loading", staff);
    await setStatus(first.id, "finish_loading", staff);
    expect(
      (await op("update_facility_appointment", { id: second.json.id, dock: "Dock 1" }, staff)).json.dock,
    ).toBe("Dock 1");
  });

  it("is staff's alone, and validates like the request", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    expect((await op("create_work_in", truck(f.id), (await carrierToken()).token)).json.code).toBe(
      "permission_denied",
    );
    expect((await op("create_work_in", truck(f.id), await outsiderToken())).status).toBe(403);
    expect((await op("create_work_in", truck(crypto.randomUUID()), staff)).status).toBe(404);
    expect((await op("create_work_in", truck(f.id, { carrier: " " }), staff)).json.details[0]).toMatchObject({
      field: "carrier",
      reason: "too_small",
    });
    expect((await op("create_work_in", truck(f.id, { quantity: 0 }), staff)).json.details[0].field).toBe(
      "quantity",
    );
    expect(
      (await op("create_work_in", truck(f.id, { load_type_ids: [crypto.randomUUID()] }), staff)).json
        .details[0].reason,
    ).toBe("unknown_load_type");
    expect(
      (
        await op(
          "create_work_in",
          truck(f.id, { order_info: [{ reference_id: "A" }, { reference_id: "A" }] }),
          staff,
        )
      ).json.details[0].reason,
    ).toBe("duplicate");
  });

  it("keeps the driver's phone as E.164 with the consent to text it, and no consent without a phone", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const consentOf = async (id: string) =>
      (await db.appointment.findUniqueOrThrow({ where: { id }, select: { driverSmsConsent: true } }))
        .driverSmsConsent;
    const texted = await op(
      "create_work_in",
      truck(f.id, { carrier_driver_phone: "(312) 555-0164", driver_sms_consent: true }),
      staff,
    );
    expect(texted.status, JSON.stringify(texted.json)).toBe(200);
    expect(texted.json.carrier_driver_phone).toBe("+13125550164");
    expect(await consentOf(texted.json.id)).toBe(true);

    const unticked = await op(
      "create_work_in",
      truck(f.id, { carrier_driver_phone: "+1 312 555 0165" }),
      staff,
    );
    expect(unticked.json.carrier_driver_phone).toBe("+13125550165");
    expect(await consentOf(unticked.json.id)).toBe(false);

    const noPhone = await op("create_work_in", truck(f.id, { driver_sms_consent: true }), staff);
    expect(noPhone.json.carrier_driver_phone).toBeNull();
    expect(await consentOf(noPhone.json.id)).toBe(false);

    const bad = await op(
      "create_work_in",
      truck(f.id, { carrier_driver_phone: "123 4567", driver_sms_consent: true }),
      staff,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.details).toContainEqual(
      expect.objectContaining({ field: "carrier_driver_phone", reason: "invalid_phone" }),
    );
  });

  it("replays an Idempotency-Key instead of recording the truck twice", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const key = { "idempotency-key": `gate-${crypto.randomUUID()}` };
    const first = await op("create_work_in", truck(f.id), staff, key);
    const again = await op("create_work_in", truck(f.id), staff, key);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(1);
    expect(
      (await op("create_work_in", truck(f.id, { carrier: "Other" }), staff, key)).json.details[0].reason,
    ).toBe("idempotency_key_reused");
  });
});
