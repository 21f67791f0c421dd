// The schema's messages continue the field's name ("time_zone is not an IANA
// time zone"), which suits the API; under the field they read as a fragment.
/** The time zone field's error as a sentence. */
export function timeZoneMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (/required/.test(message)) return "Enter the facility's time zone, such as America/Chicago.";
  return "That is not a time zone name. Use one such as America/Chicago or Europe/Berlin.";
}
