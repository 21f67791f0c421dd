// The gate: check-in by code, QR text or reference, by staff or a gate device,
// with its scoping, revocation and wrong-code limit; early and late; work-in
// requests; the carrier's ETA by manage link.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { mintManageLink } from "@/lib/record/manage-links";
import { gateLocale } from "@/lib/gate/locale";
import { gateAppointment } from "@/lib/gate/schema";
import { carrierToken, db, insertAppointment, makeFacility, staffToken } from "./helpers";
import { op, setStatus } from "./ops";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function gate(opts: { tolerance?: number } = {}) {
  const made = await makeFacility();
  const { slug } = await db.facility.findUniqueOrThrow({ where: { id: made.id }, select: { slug: true } });
  const f = { ...made, slug };
  if (opts.tolerance !== undefined)
    await db.facility.update({ where: { id: f.id }, data: { onTimeToleranceMinutes: opts.tolerance } });
  const staff = await staffToken([f.id]);
  const link = await op("create_gate_link", { facility_id: f.id, name: "North gate" }, staff);
  expect(link.status, JSON.stringify(link.json)).toBe(200);
  return { f, staff, device: link.json.secret as string, link: link.json };
}

const checkIn = (facilityId: string, code: string, token: string, headers: Record<string, string> = {}) =>
  op("gate_check_in", { facility_id: facilityId, code }, token, headers);

afterEach(() => {
  delete process.env.GATE_WRONG_CODES_PER_10_MINUTES;
});

describe("gate_check_in", () => {
  it("checks a late truck in by its code through the status change, as the gate device", async () => {
    const { f, device, link } = await gate();
    const a = await insertAppointment(f.id, minutesAgo(40));
    const res = await checkIn(
      f.id,
      ` ${a.confirmationCode.toLowerCase().slice(0, 4)}-${a.confirmationCode.slice(4)} `,
      device,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(gateAppointment.strict().parse(res.json)).toBeTruthy();
    expect(res.json).toMatchObject({
      appointment_id: a.id,
      status: "Arrived",
      punctuality: "late",
      minutes_from_start: 40,
      already_checked_in: false,
      time_zone: "America/Chicago",
    });
    const row = await db.appointment.findUniqueOrThrow({ where: { id: a.id } });
    expect(row.checkedInAt?.toISOString()).toBe(res.json.checked_in_at);
    const events = await db.appointmentEvent.findMany({ where: { appointmentId: a.id } });
    expect(events.map((e) => [e.actor, e.action])).toEqual([[`gate:${link.id}`, "checked_in"]]);
    const outbox = await db.outboxEvent.findMany({ where: { appointmentId: a.id } });
    expect(outbox.map((e) => [e.type, e.action, e.previousStatus])).toEqual([
      ["appointment.status_changed", "checked_in", "Scheduled"],
    ]);
  });

  it("reads the code out of the appointment's QR text, and says early and on time by the facility's tolerance", async () => {
    const { f, device } = await gate({ tolerance: 10 });
    const early = await insertAppointment(f.id, new Date(Date.now() + 30 * 60_000));
    const onTime = await insertAppointment(f.id, minutesAgo(8));
    const late = await insertAppointment(f.id, minutesAgo(12));
    const qr = (code: string) => `http://localhost:3000/gate/${f.slug}?code=${code}`;
    const e = (await checkIn(f.id, qr(early.confirmationCode), device)).json;
    expect(e.punctuality).toBe("early");
    expect(e.minutes_from_start).toBeLessThanOrEqual(-29);
    expect((await checkIn(f.id, qr(onTime.confirmationCode), device)).json.punctuality).toBe("on_time");
    expect((await checkIn(f.id, late.confirmationCode, device)).json.punctuality).toBe("late");
  });

  it("finds today's Scheduled appointment by an order reference, in any case", async () => {
    const { f, staff } = await gate();
    const po = `PO-${randomUUID().slice(0, 6).toUpperCase()}`;
    const orders = { create: [{ referenceId: po, position: 0 }] };
    await insertAppointment(f.id, new Date(Date.now() - 3 * 86_400_000), 60, { orders }); // days ago: not today's
    const today = await insertAppointment(f.id, minutesAgo(5), 60, { orders });
    const res = await checkIn(f.id, po.toLowerCase(), staff);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ appointment_id: today.id, status: "Arrived", punctuality: "on_time" });
  });

  it("answers a second scan with the same check-in and records it once", async () => {
    const { f, device } = await gate();
    const a = await insertAppointment(f.id, minutesAgo(1));
    const first = (await checkIn(f.id, a.confirmationCode, device)).json;
    const second = await checkIn(f.id, a.confirmationCode, device);
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ already_checked_in: true, checked_in_at: first.checked_in_at });
    expect(await db.appointmentEvent.count({ where: { appointmentId: a.id, action: "checked_in" } })).toBe(1);
  });

  it("refuses cancelled, unapproved and unknown codes with clear 4xx, and another facility's code as unknown", async () => {
    const { f, device } = await gate();
    const other = await makeFacility();
    const elsewhere = await insertAppointment(other.id, minutesAgo(1));
    const cancelled = await insertAppointment(f.id, minutesAgo(1), 60, {
      status: "Cancelled",
      cancelledAt: new Date(),
    });
    const waiting = await insertAppointment(f.id, minutesAgo(1), 60, { status: "Requested" });
    const c = await checkIn(f.id, cancelled.confirmationCode, device);
    expect(c.status).toBe(409);
    expect(c.json.details[0]).toMatchObject({ reason: "not_checkable", field: "code" });
    expect(c.json.message).toMatch(/cancelled/);
    expect((await checkIn(f.id, waiting.confirmationCode, device)).json.details[0].reason).toBe(
      "not_checkable",
    );
    for (const code of [elsewhere.confirmationCode, "ZZZZZZZZ", "PO-NOPE"]) {
      const res = await checkIn(f.id, code, device);
      expect(res.status).toBe(404);
      expect(res.json.details[0]).toMatchObject({ field: "code", reason: "unknown_code" });
    }
    expect((await db.appointment.findUniqueOrThrow({ where: { id: elsewhere.id } })).status).toBe(
      "Scheduled",
    );
    expect((await checkIn(f.id, "", device)).status).toBe(400);
  });

  it("limits wrong codes per device, and only that device", async () => {
    process.env.GATE_WRONG_CODES_PER_10_MINUTES = "3";
    const { f, staff, device } = await gate();
    const a = await insertAppointment(f.id, minutesAgo(1));
    for (let i = 0; i < 3; i++) expect((await checkIn(f.id, "WRONG123", device)).status).toBe(404);
    const refused = await checkIn(f.id, a.confirmationCode, device);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await checkIn(f.id, a.confirmationCode, staff)).json.status).toBe("Arrived");
  });

  it("counts each wrong code before judging it: of 60 parallel guesses exactly the allowance is judged", async () => {
    process.env.GATE_WRONG_CODES_PER_10_MINUTES = "10";
    const { f, device } = await gate();
    const guesses = Array.from({ length: 60 }, (_, i) => `WRONG${String(100 + i)}`);
    const statuses = (await Promise.all(guesses.map((g) => checkIn(f.id, g, device)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
  });

  it("gives a right code's try back: right codes never use up the allowance", async () => {
    process.env.GATE_WRONG_CODES_PER_10_MINUTES = "2";
    const { f, device } = await gate();
    for (let i = 0; i < 4; i++) {
      const a = await insertAppointment(f.id, minutesAgo(1 + i));
      expect((await checkIn(f.id, a.confirmationCode, device)).status).toBe(200);
    }
    expect((await checkIn(f.id, "WRONG123", device)).status).toBe(404);
    expect((await checkIn(f.id, "WRONG124", device)).status).toBe(404);
    expect((await checkIn(f.id, "WRONG125", device)).status).toBe(429);
  });
});

describe("gate devices", () => {
  it("act at their facility's gate only, and on nothing but the gate operations", async () => {
    const { f, device } = await gate();
    const other = await makeFacility();
    const there = await insertAppointment(other.id, minutesAgo(1));
    expect((await checkIn(other.id, there.confirmationCode, device)).status).toBe(403);
    expect(
      (await op("gate_status", { facility_id: other.id, appointment_id: there.id }, device)).status,
    ).toBe(403);
    const list = await op(
      "get_facility_appointments",
      { facility_id: f.id, start: "2026-01-01", end: "2026-01-02" },
      device,
    );
    expect(list.status).toBe(401);
    expect((await op("create_gate_link", { facility_id: f.id }, device)).status).toBe(401);
    expect((await op("list_gate_links", { facility_id: f.id }, device)).status).toBe(401);
    const mine = await insertAppointment(f.id, minutesAgo(1));
    // Another facility's appointment at this gate: not found, as if it did not exist.
    expect((await op("gate_status", { facility_id: f.id, appointment_id: there.id }, device)).status).toBe(
      404,
    );
    expect(
      (await op("gate_status", { facility_id: f.id, appointment_id: mine.id }, device)).json.status,
    ).toBe("Scheduled");
    // Another facility's appointment id at this gate: not found.
    const staffBoth = await staffToken([f.id, other.id]);
    expect((await op("gate_status", { facility_id: f.id, appointment_id: there.id }, staffBoth)).status).toBe(
      404,
    );
  });

  it("work from the tablet's cookie on same-site calls only", async () => {
    const { f, device } = await gate();
    const a = await insertAppointment(f.id, minutesAgo(1));
    const cookie = { cookie: `dockside_gate=${device}`, "sec-fetch-site": "same-origin", host: "localhost" };
    expect(
      (await checkIn(f.id, a.confirmationCode, "", { ...cookie, "sec-fetch-site": "cross-site" })).status,
    ).toBe(403);
    expect((await checkIn(f.id, a.confirmationCode, "", cookie)).json.status).toBe("Arrived");
  });

  it("are made and revoked by the facility's staff; a revoked one is refused at once", async () => {
    const { f, staff, device, link } = await gate();
    expect(link).toMatchObject({ name: "North gate", revoked_at: null, facility_id: f.id });
    expect(link.secret).toMatch(/^gate_[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://localhost:3000/gate/${f.slug}/connect#${link.secret}`);
    const stored = await db.gateLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(JSON.stringify(stored)).not.toContain(link.secret);
    const carrier = await carrierToken();
    expect((await op("create_gate_link", { facility_id: f.id }, carrier.token)).status).toBe(403);
    expect((await op("gate_check_in", { facility_id: f.id, code: "ABCDEFGH" }, carrier.token)).status).toBe(
      403,
    );
    const outsider = await staffToken([(await makeFacility()).id]);
    expect((await op("create_gate_link", { facility_id: f.id }, outsider)).status).toBe(403);
    expect((await op("revoke_gate_link", { id: link.id }, outsider)).status).toBe(404);

    const a = await insertAppointment(f.id, minutesAgo(1));
    expect((await op("gate_status", { facility_id: f.id, appointment_id: a.id }, device)).status).toBe(200);
    const revoked = await op("revoke_gate_link", { id: link.id }, staff);
    expect(revoked.json.revoked_at).not.toBeNull();
    const refused = await checkIn(f.id, a.confirmationCode, device);
    expect(refused.status).toBe(401);
    const listed = (await op("list_gate_links", { facility_id: f.id }, staff)).json;
    expect(listed).toEqual([expect.objectContaining({ id: link.id, revoked_at: revoked.json.revoked_at })]);
    expect(listed[0].secret).toBeUndefined();
  });

  it("speak the language staff choose for each, else the facility's; a driver's tap comes first", async () => {
    const { f, staff, device, link } = await gate();
    expect(link.locale).toBeNull();
    await db.facility.update({ where: { id: f.id }, data: { defaultLocale: "de" } });
    expect(await gateLocale(db, f.slug, { deviceSecret: device })).toBe("de");

    const spanish = await op("create_gate_link", { facility_id: f.id, name: "South", locale: "es" }, staff);
    expect(spanish.json).toMatchObject({ name: "South", locale: "es" });
    expect(await gateLocale(db, f.slug, { deviceSecret: spanish.json.secret })).toBe("es");
    expect(await gateLocale(db, f.slug, { deviceSecret: spanish.json.secret, driverChoice: "pl" })).toBe(
      "pl",
    );
    expect((await op("create_gate_link", { facility_id: f.id, locale: "xx" }, staff)).status).toBe(400);

    const changed = await op("update_gate_link", { id: link.id, locale: "fr" }, staff);
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json).toMatchObject({ id: link.id, locale: "fr" });
    expect(await gateLocale(db, f.slug, { deviceSecret: device })).toBe("fr");
    const listed = (await op("list_gate_links", { facility_id: f.id }, staff)).json as { id: string }[];
    expect(listed.find((l) => l.id === link.id)).toMatchObject({ locale: "fr" });
    expect((await op("update_gate_link", { id: link.id, locale: null }, staff)).json.locale).toBeNull();
    expect(await gateLocale(db, f.slug, { deviceSecret: device })).toBe("de");

    // Rights as for revoking: another facility's staff and the device itself find nothing to change.
    const outsider = await staffToken([(await makeFacility()).id]);
    expect((await op("update_gate_link", { id: link.id, locale: "es" }, outsider)).status).toBe(404);
    expect((await op("update_gate_link", { id: link.id, locale: "es" }, device)).status).toBe(401);
    expect((await op("update_gate_link", { id: link.id, locale: "xx" }, staff)).status).toBe(400);
  });

  it("of a facility whose public link is off, read by a stranger, is an unknown slug's", async () => {
    const { f, device } = await gate();
    await db.facility.update({ where: { id: f.id }, data: { defaultLocale: "de", publicBooking: "off" } });
    const unknown = await gateLocale(db, `no-such-${randomUUID()}`, {});
    expect(unknown).toBe("en");
    expect(await gateLocale(db, f.slug, {})).toBe(unknown);
    expect(await gateLocale(db, f.slug, { deviceSecret: "dgt_not-a-device" })).toBe(unknown);
    // Its own device and its staff read its language; a driver's tap counts for everyone alike.
    expect(await gateLocale(db, f.slug, { deviceSecret: device })).toBe("de");
    expect(await gateLocale(db, f.slug, {}, async (id) => id === f.id)).toBe("de");
    expect(await gateLocale(db, f.slug, { driverChoice: "pl" })).toBe("pl");
    // Where the link is on, the facility is public already, and so is its language.
    await db.facility.update({ where: { id: f.id }, data: { publicBooking: "requests" } });
    expect(await gateLocale(db, f.slug, {})).toBe("de");
  });
});

describe("gate_request_work_in", () => {
  it("asks staff for a work-in; once approved, the gate checks it in", async () => {
    const { f, staff, device } = await gate();
    const body = {
      facility_id: f.id,
      carrier: "Walk-Up Freight",
      type: "Outbound",
      reference: "LOAD-77",
      carrier_phone: "+1 312 555 0199",
    };
    expect((await op("gate_request_work_in", { ...body, carrier_phone: "12" }, device)).status).toBe(400);
    const res = await op("gate_request_work_in", body, device);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      status: "Requested",
      is_work_in: true,
      dock: "Dock 1",
      checked_in_at: null,
    });
    const pending = (await op("get_facility_appointment", { id: res.json.appointment_id }, staff)).json;
    expect(pending).toMatchObject({
      carrier: "Walk-Up Freight",
      carrier_phone: "+1 312 555 0199",
      type: "Outbound",
    });
    expect(pending.order_info.map((o: { reference_id: string }) => o.reference_id)).toEqual(["LOAD-77"]);
    const outbox = await db.outboxEvent.findFirstOrThrow({
      where: { appointmentId: res.json.appointment_id },
    });
    expect([outbox.type, outbox.action]).toEqual(["appointment.created", "work_in_requested"]);
    expect((await checkIn(f.id, res.json.confirmation_code, device)).status).toBe(409);
    await setStatus(res.json.appointment_id, "approve", staff);
    const arrived = (await checkIn(f.id, res.json.confirmation_code, device)).json;
    expect(arrived).toMatchObject({ status: "Arrived", punctuality: null, is_work_in: true });
    // Without the box ticked, the driver's number is for staff to call: no text goes to it.
    expect(pending).toMatchObject({ carrier_driver_phone: null });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      driverSmsConsent: false,
    });
  });

  it("keeps the driver's number for texts, as E.164 read with the facility's country, when they agree", async () => {
    const { f, staff, device } = await gate();
    const body = {
      facility_id: f.id,
      carrier: "Walk-Up Freight",
      type: "Inbound",
      reference: "LOAD-78",
      carrier_phone: "(312) 555-0198",
      driver_sms_consent: true,
    };
    const res = await op("gate_request_work_in", body, device);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const booked = (await op("get_facility_appointment", { id: res.json.appointment_id }, staff)).json;
    expect(booked).toMatchObject({ carrier_phone: "(312) 555-0198", carrier_driver_phone: "+13125550198" });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: booked.id } })).toMatchObject({
      driverSmsConsent: true,
    });
    // Consent needs a number that is one: the same 400 as a booking's.
    const bad = await op("gate_request_work_in", { ...body, carrier_phone: "5550198" }, device);
    expect(bad.status).toBe(400);
    expect(bad.json.details).toContainEqual(
      expect.objectContaining({ field: "carrier_phone", reason: "invalid_phone" }),
    );
  });
});

describe("send_managed_eta", () => {
  it("sets the ETA from the manage link as an update staff and webhooks see, until the truck arrives", async () => {
    const { f, staff, device } = await gate();
    const a = await insertAppointment(f.id, new Date(Date.now() + 2 * 3_600_000), 60, {
      carrierEmails: '["d@x.example"]',
    });
    const { token } = await mintManageLink(db, a.id);
    expect(
      (
        await op("send_managed_eta", {
          token,
          minutes_late: 40,
          estimated_start_datetime: "2030-01-01T00:00:00Z",
        })
      ).status,
    ).toBe(400);
    expect((await op("send_managed_eta", { token })).status).toBe(400);
    expect((await op("send_managed_eta", { token: "nope", minutes_late: 5 })).status).toBe(404);
    expect((await op("send_managed_eta", { token, minutes_late: 2000 })).status).toBe(400);
    const res = await op("send_managed_eta", { token, minutes_late: 40 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const eta = new Date(a.scheduledStart.getTime() + 40 * 60_000).toISOString();
    expect(res.json.appointment.estimated_start_datetime).toBe(eta);
    expect((await op("get_facility_appointment", { id: a.id }, staff)).json.estimated_start_datetime).toBe(
      eta,
    );
    const event = await db.outboxEvent.findFirstOrThrow({ where: { appointmentId: a.id } });
    expect([event.type, event.action, event.actorRole]).toEqual([
      "appointment.updated",
      "eta_sent",
      "carrier",
    ]);
    expect(JSON.parse(event.changes)).toEqual({ estimated_start_datetime: [null, eta] });
    await db.appointment.update({ where: { id: a.id }, data: { scheduledStart: minutesAgo(1) } });
    await checkIn(f.id, a.confirmationCode, device);
    const closed = await op("send_managed_eta", { token, minutes_late: 10 });
    expect(closed.status).toBe(409);
    expect(closed.json.details[0].reason).toBe("eta_closed");
  });

  it("refuses an ETA once the appointment's time is over", async () => {
    const a = await insertAppointment((await makeFacility()).id, minutesAgo(90), 60);
    const { token } = await mintManageLink(db, a.id);
    const late = await op("send_managed_eta", { token, minutes_late: 30 });
    expect(late.status, JSON.stringify(late.json)).toBe(409);
    expect(late.json.details[0]).toMatchObject({
      reason: "eta_closed",
      message: expect.stringMatching(/passed/),
    });
    expect((await db.appointment.findUniqueOrThrow({ where: { id: a.id } })).estimatedStart).toBeNull();
  });
});
