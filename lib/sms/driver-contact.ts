// The driver's phone and consent as a booking stores them: the number as E.164 read with the facility's
// country (400 invalid_phone otherwise), the consent only with a number to text.
import type { Db } from "../db";
import { driverPhone } from "./phone";

export async function driverContact(
  db: Db,
  facilityId: string,
  input: { carrier_driver_phone?: string | null; driver_sms_consent?: boolean },
): Promise<{ carrierDriverPhone: string | null; driverSmsConsent: boolean }> {
  if (!input.carrier_driver_phone?.trim()) return { carrierDriverPhone: null, driverSmsConsent: false };
  const f = await db.facility.findUnique({ where: { id: facilityId }, select: { country: true } });
  const phone = driverPhone(input.carrier_driver_phone, f?.country ?? "US");
  return { carrierDriverPhone: phone, driverSmsConsent: phone !== null && input.driver_sms_consent === true };
}
