// A stored E.164 number as people read it: the way a number is dialled at home when it is the facility's
// country's (what staff there write and say), else with its +country code. The min metadata keeps this small
// enough for the calendar's code in the browser.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** `e164` formatted for people, nationally when it is `country`'s; as stored when it cannot be read. */
export function phoneForPeople(e164: string, country?: string | null): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return country && parsed.country === country.toUpperCase()
    ? parsed.formatNational()
    : parsed.formatInternational();
}
