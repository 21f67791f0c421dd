// Drivers' numbers as E.164: what a driver types ("0171 1234567", "(709) 555-0134") is read with the
// facility's country, so the SMSC and the opt-out list see one spelling of each number.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { invalid } from "./errors";

/** `raw` as E.164 (+15551234567), read with `country` when it has no country code; null when it is no number. */
export function e164(raw: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), country.toUpperCase() as CountryCode);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** The driver's phone as E.164, or the 400 every operation that takes it answers (reason invalid_phone). */
export function driverPhone(raw: string | null | undefined, country: string, field = "carrier_driver_phone") {
  if (raw === null || raw === undefined || raw.trim() === "") return null;
  const number = e164(raw, country);
  if (!number)
    throw invalid(
      field,
      "invalid_phone",
      "is not a phone number of the facility's country or in +<country code> form",
    );
  return number;
}
