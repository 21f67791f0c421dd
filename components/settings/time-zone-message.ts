// The time zone field's problem as a sentence of its own (settings.form.zoneMissing / zoneInvalid), by its
// reason: the field's name is not in the general words, and a zone is the one thing a new facility must get right.
/** Which sentence the time zone field's error reads as. */
export function timeZoneMessage(
  error: { type?: string } | undefined,
): "zoneMissing" | "zoneInvalid" | undefined {
  if (!error) return undefined;
  // Left empty: too short to zod, and to the API (requiredText), as well as missing.
  return error.type === "required" || error.type === "too_small" ? "zoneMissing" : "zoneInvalid";
}
