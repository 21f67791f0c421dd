// The driver's phone and consent as a booking stores them: the number as E.164 read with the facility's
// country (400 invalid_phone otherwise), the consent only with a number to text.
import { driverPhone } from "../core/phone";

export function driverContact(
  country: string,
  input: { carrier_driver_phone?: string | null; driver_sms_consent?: boolean },
  /** The field a refusal names: the form's own, where the number came in under another name. */
  field?: string,
): { carrierDriverPhone: string | null; driverSmsConsent: boolean } {
  const phone = driverPhone(input.carrier_driver_phone, country, field);
  return { carrierDriverPhone: phone, driverSmsConsent: phone !== null && input.driver_sms_consent === true };
}
