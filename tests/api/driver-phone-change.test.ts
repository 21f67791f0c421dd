// The driver's phone and consent to texts after the booking: the carrier and staff change them with
// update_facility_appointment, whoever holds the manage link with update_managed_appointment. A yes is
// given for one number: another number is texted only with a yes of its own, and without a number
// there is no yes.
import { describe, expect, it } from "vitest";
import { bookingBody, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { linkedFacility, newAddress, pub, publicBody, tokenOf } from "./support/public";

const consentOf = async (id: string) =>
  (await db.appointment.findUniqueOrThrow({ where: { id }, select: { driverSmsConsent: true } }))
    .driverSmsConsent;

describe("update_facility_appointment with the driver's phone", () => {
  it("keeps the carrier's new number as E.164 with the driver's consent, and drops the consent with the number", async () => {
    const f = await makeFacility();
    const carrier = await carrierToken();
    const booked = await op(
      "request_facility_appointment",
      bookingBody(f.id, localTime(f.timezone, "10:00"), 60, { carrier: carrier.company }),
      carrier.token,
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const id = booked.json.id as string;
    const change = (body: Record<string, unknown>) =>
      op("update_facility_appointment", { id, ...body }, carrier.token);

    const given = await change({ carrier_driver_phone: "(312) 555-0171", driver_sms_consent: true });
    expect(given.status, JSON.stringify(given.json)).toBe(200);
    expect(given.json.carrier_driver_phone).toBe("+13125550171");
    expect(await consentOf(id)).toBe(true);

    // Another number without a yes of its own is not texted; the same number keeps its yes.
    await change({ carrier_driver_phone: "+1 312 555 0172" });
    expect(await consentOf(id)).toBe(false);
    await change({ driver_sms_consent: true });
    expect(await consentOf(id)).toBe(true);
    await change({ carrier_driver_phone: "312-555-0172" });
    expect(await consentOf(id)).toBe(true);

    const cleared = await change({ carrier_driver_phone: "" });
    expect(cleared.json.carrier_driver_phone).toBeNull();
    expect(await consentOf(id)).toBe(false);
    await change({ driver_sms_consent: true });
    expect(await consentOf(id)).toBe(false);

    const bad = await change({ carrier_driver_phone: "12", driver_sms_consent: true });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toContainEqual(
      expect.objectContaining({ field: "carrier_driver_phone", reason: "invalid_phone" }),
    );

    const history = await op("get_facility_appointment_history", { id }, await staffToken([f.id]));
    expect(history.json.events.map((e: { changes: object }) => e.changes)).toContainEqual({
      carrier_driver_phone: [null, "+13125550171"],
      driver_sms_consent: [false, true],
    });
  });
});

describe("update_managed_appointment with the driver's phone", () => {
  it("changes the driver's phone and consent by the manage link, and says whether the driver agreed", async () => {
    const f = await linkedFacility("instant");
    const ip = newAddress();
    const booked = await pub(
      "request_public_appointment",
      publicBody(f.slug, localTime(f.timezone, "10:00", 3)),
      ip,
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const token = tokenOf(booked.json.manage_url);
    expect((await pub("get_managed_appointment", { token }, ip)).json.driver_sms_consent).toBe(false);

    const changed = await pub(
      "update_managed_appointment",
      { token, carrier_driver_phone: "(312) 555-0181", driver_sms_consent: true },
      ip,
    );
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.appointment.carrier_driver_phone).toBe("+13125550181");
    expect(changed.json.driver_sms_consent).toBe(true);
    expect(await consentOf(changed.json.appointment.id)).toBe(true);

    const taken = await pub("update_managed_appointment", { token, driver_sms_consent: false }, ip);
    expect(taken.json.driver_sms_consent).toBe(false);
    const bad = await pub("update_managed_appointment", { token, carrier_driver_phone: "555" }, ip);
    expect(bad.status).toBe(400);
    expect(bad.json.details).toContainEqual(
      expect.objectContaining({ field: "carrier_driver_phone", reason: "invalid_phone" }),
    );
  });
});
