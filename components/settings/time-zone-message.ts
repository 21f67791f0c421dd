// The schema's messages continue the field's name ("time_zone is not an IANA
// time zone"), which suits the API; under the field they read as a fragment.
/** Which sentence the time zone field's error reads as (messages: settings.form.zoneMissing / zoneInvalid). */
export function timeZoneMessage(message: string | undefined): "zoneMissing" | "zoneInvalid" | undefined {
  if (!message) return undefined;
  return /required/.test(message) ? "zoneMissing" : "zoneInvalid";
}
