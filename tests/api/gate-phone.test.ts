// The gate on a driver's own phone (/gate/<slug>/me): the tablet's check-in, status and work-in request
// for anyone, only where the facility's public link is on, with the tablet's answers; wrong codes counted
// per phone and per address; a cross-site post refused.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { gateAppointment } from "@/lib/gate/schema";
import { GATE_PHONE_COOKIE } from "@/lib/gate/phone";
import { db, insertAppointment, makeFacility, staffToken } from "./helpers";
import { op, setStatus } from "./ops";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A facility whose public link takes requests, and its staff. */
async function openGate() {
  const made = await makeFacility();
  const f = await db.facility.update({
    where: { id: made.id },
    data: { publicBooking: "requests" },
    select: { id: true, slug: true },
  });
  return { f, staff: await staffToken([f.id]) };
}

/** A phone: its own cookie, and a network address (the last X-Forwarded-For entry without TRUST_PROXY). */
const phone = (address = `10.${Math.floor(Math.random() * 250)}.0.${Math.floor(Math.random() * 250)}`) => ({
  "x-forwarded-for": address,
  cookie: `${GATE_PHONE_COOKIE}=${randomUUID()}`,
  "sec-fetch-site": "same-origin",
});

const checkIn = (slug: string, code: string, headers: Record<string, string> = phone()) =>
  op("phone_gate_check_in", { slug, code }, null, headers);

afterEach(() => {
  delete process.env.GATE_WRONG_CODES_PER_10_MINUTES;
});

describe("phone_gate_check_in", () => {
  it("checks a truck in by code or reference as the tablet does, recorded as the driver's phone", async () => {
    const { f, staff } = await openGate();
    const a = await insertAppointment(f.id, minutesAgo(20));
    const res = await checkIn(f.slug, a.confirmationCode.toLowerCase());
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(gateAppointment.strict().parse(res.json)).toMatchObject({
      appointment_id: a.id,
      status: "Arrived",
      punctuality: "late",
      already_checked_in: false,
    });
    const history = (await op("get_facility_appointment_history", { id: a.id }, staff)).json;
    expect(history.events.map((e: { actor: string; action: string }) => [e.actor, e.action])).toEqual([
      ["gate-phone", "checked_in"],
    ]);
    // A second tap: the tablet's "already checked in".
    expect((await checkIn(f.slug, a.confirmationCode)).json.already_checked_in).toBe(true);

    const po = `PO-${randomUUID().slice(0, 6).toUpperCase()}`;
    const byRef = await insertAppointment(f.id, minutesAgo(2), 60, {
      orders: { create: [{ referenceId: po, position: 0 }] },
    });
    const ref = await checkIn(f.slug, po.toLowerCase());
    expect(ref.json).toMatchObject({ appointment_id: byRef.id, status: "Arrived" });
  });

  it("answers the tablet's refusals: not checkable, and unknown for a wrong code or another facility's", async () => {
    const { f } = await openGate();
    const other = await makeFacility();
    const elsewhere = await insertAppointment(other.id, minutesAgo(1));
    const cancelled = await insertAppointment(f.id, minutesAgo(1), 60, {
      status: "Cancelled",
      cancelledAt: new Date(),
    });
    const c = await checkIn(f.slug, cancelled.confirmationCode);
    expect(c.status).toBe(409);
    expect(c.json.details[0]).toMatchObject({ reason: "not_checkable", field: "code" });
    const unknown = await checkIn(f.slug, "ZZZZZZZZ");
    const theirs = await checkIn(f.slug, elsewhere.confirmationCode);
    expect(unknown.status).toBe(404);
    expect(theirs.json).toEqual(unknown.json);
    expect(unknown.json.details[0]).toMatchObject({ field: "code", reason: "unknown_code" });
  });

  it("is not there for a facility whose public link is off, exactly as for a slug that names none", async () => {
    const { f } = await openGate();
    const a = await insertAppointment(f.id, minutesAgo(1));
    await db.facility.update({ where: { id: f.id }, data: { publicBooking: "off" } });
    const off = await checkIn(f.slug, a.confirmationCode);
    const none = await checkIn(`no-such-${randomUUID().slice(0, 8)}`, a.confirmationCode);
    expect(off.status).toBe(404);
    expect(off.json).toEqual(none.json);
    const visit = { carrier: "X", type: "Inbound", reference: "R", carrier_phone: "+1 312 555 0100" };
    const offVisit = await op("phone_gate_request_work_in", { slug: f.slug, ...visit }, null, phone());
    expect([offVisit.status, offVisit.json]).toEqual([404, off.json]);
    expect((await db.appointment.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("Scheduled");
  });

  it("counts wrong codes per phone and per address, a tablet's allowance each", async () => {
    process.env.GATE_WRONG_CODES_PER_10_MINUTES = "3";
    const { f } = await openGate();
    const a = await insertAppointment(f.id, minutesAgo(1));
    const first = phone("10.1.1.1");
    for (let i = 0; i < 3; i++) expect((await checkIn(f.slug, "WRONG123", first)).status).toBe(404);
    // The same phone from another network, and another phone on the same network: both past the limit.
    const refused = await checkIn(f.slug, a.confirmationCode, { ...first, "x-forwarded-for": "10.2.2.2" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await checkIn(f.slug, a.confirmationCode, phone("10.1.1.1"))).status).toBe(429);
    // Without its cookie a phone is its address.
    const bare = { ...first, cookie: "" };
    expect((await checkIn(f.slug, a.confirmationCode, bare)).status).toBe(429);
    // Another phone elsewhere checks in; right codes give their try back.
    const other = phone("10.3.3.3");
    for (let i = 0; i < 5; i++) expect((await checkIn(f.slug, a.confirmationCode, other)).status).toBe(200);
  });

  it("refuses a post from another site's page", async () => {
    const { f } = await openGate();
    const a = await insertAppointment(f.id, minutesAgo(1));
    const res = await checkIn(f.slug, a.confirmationCode, { ...phone(), "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    const origin = await checkIn(f.slug, a.confirmationCode, { ...phone(), origin: "https://evil.test" });
    expect(origin.status).toBe(403);
    expect((await db.appointment.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("Scheduled");
  });
});

describe("phone_gate_status", () => {
  it("shows the checked-in truck's door to the phone that has its id and code, and nothing to a guess", async () => {
    const { f } = await openGate();
    const a = await insertAppointment(f.id, minutesAgo(1));
    const { json: checkedIn } = await checkIn(f.slug, a.confirmationCode);
    const status = (confirmation_code: string, appointment_id = a.id) =>
      op("phone_gate_status", { slug: f.slug, appointment_id, confirmation_code }, null, phone());
    const seen = await status(checkedIn.confirmation_code.toLowerCase());
    expect(seen.status, JSON.stringify(seen.json)).toBe(200);
    expect(seen.json).toMatchObject({ appointment_id: a.id, status: "Arrived", dock: null });
    const wrong = await status("ZZZZZZZZ");
    const none = await status(checkedIn.confirmation_code, randomUUID());
    expect(wrong.status).toBe(404);
    expect(wrong.json).toEqual(none.json);
  });
});

describe("phone_gate_request_work_in", () => {
  it("asks for a visit staff see in Requests, with the plate and the driver's number for texts", async () => {
    const { f, staff } = await openGate();
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const res = await op(
      "phone_gate_request_work_in",
      {
        slug: f.slug,
        carrier: `Walk-Up ${tag}`,
        type: "Inbound",
        reference: `LOAD-${tag}`,
        carrier_phone: "(312) 555-0177",
        trailer_number: "IL 4482 TR",
        driver_sms_consent: true,
      },
      null,
      phone(),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ status: "Requested", is_work_in: true, checked_in_at: null });
    const pending = (await op("get_pending_requests", { facility_id: f.id }, staff)).json;
    const mine = pending.appointments.find((p: { id: string }) => p.id === res.json.appointment_id);
    expect(mine).toMatchObject({
      carrier: `Walk-Up ${tag}`,
      trailer_number: "IL 4482 TR",
      carrier_driver_phone: "+13125550177",
      is_work_in: true,
    });
    // The phone follows it: approved, then checked in by its code as the tablet does.
    const follow = () =>
      op(
        "phone_gate_status",
        {
          slug: f.slug,
          appointment_id: res.json.appointment_id,
          confirmation_code: res.json.confirmation_code,
        },
        null,
        phone(),
      );
    expect((await follow()).json.status).toBe("Requested");
    await setStatus(res.json.appointment_id, "approve", staff);
    expect((await follow()).json.status).toBe("Scheduled");
    expect((await checkIn(f.slug, res.json.confirmation_code)).json).toMatchObject({ status: "Arrived" });
  });
});
