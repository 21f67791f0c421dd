// Times as the facility sees them: every appointment time on screen is in
// the facility's own zone, with the zone named, whatever the reader's zone.
import { DateTime } from "luxon";

export const inZone = (iso: string, zone: string) => DateTime.fromISO(iso, { zone });

/** "Mon 24 Nov" */
export const shortDay = (d: DateTime) => d.toFormat("ccc d LLL");

/** "Monday 24 November 2026" */
export const longDay = (d: DateTime) => d.toFormat("cccc d LLLL yyyy");

/** "14:00" */
export const clock = (d: DateTime) => d.toFormat("HH:mm");

/** "Mon 24 Nov 14:00" */
export const dayAndClock = (d: DateTime) => `${shortDay(d)} ${clock(d)}`;

/** "Central Standard Time" or "GMT+01:00" where there is no name, for the instant given. */
export function zoneName(zone: string, at: DateTime = DateTime.now()): string {
  return at.setZone(zone).offsetNameLong ?? zone;
}

/** "CST", "GMT+1" */
export function zoneAbbreviation(zone: string, at: DateTime = DateTime.now()): string {
  return at.setZone(zone).offsetNameShort ?? zone;
}

/** "Monday 24 November 2026, 14:00–15:00 CST" */
export function localRange(startIso: string, endIso: string, zone: string): string {
  const s = inZone(startIso, zone);
  const e = inZone(endIso, zone);
  const sameDay = s.hasSame(e, "day");
  return `${longDay(s)}, ${clock(s)}–${sameDay ? clock(e) : `${shortDay(e)} ${clock(e)}`} ${zoneAbbreviation(zone, s)}`;
}

/** Today's date (YYYY-MM-DD) in a zone. */
export const todayIn = (zone: string) => DateTime.now().setZone(zone).toISODate()!;
