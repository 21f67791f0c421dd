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

// Zone names in one language whatever the server's or browser's locale, so that
// a page, an e-mail and a calendar file name a zone the same way.
const named = (zone: string, at: DateTime) => at.setZone(zone).setLocale("en-US");

/** "Central Standard Time", or the abbreviation where the zone has no name, for the instant given. */
export function zoneName(zone: string, at: DateTime = DateTime.now()): string {
  return named(zone, at).offsetNameLong ?? zoneAbbreviation(zone, at);
}

/** "CST", "GMT+1" */
export function zoneAbbreviation(zone: string, at: DateTime = DateTime.now()): string {
  return named(zone, at).offsetNameShort ?? zone;
}

/**
 * The one way every page, message and calendar file names a facility's zone: "Central Standard Time (CST)",
 * "Central European Standard Time (GMT+1)"; the abbreviation alone where the zone has no name.
 */
export function zoneLabel(zone: string, at: DateTime = DateTime.now()): string {
  const name = zoneName(zone, at);
  const abbreviation = zoneAbbreviation(zone, at);
  return name === abbreviation ? name : `${name} (${abbreviation})`;
}

/** "Monday 24 November 2026, 14:00–15:00 Central Standard Time (CST)" */
export function localRange(startIso: string, endIso: string, zone: string): string {
  const s = inZone(startIso, zone);
  const e = inZone(endIso, zone);
  const sameDay = s.hasSame(e, "day");
  return `${longDay(s)}, ${clock(s)}–${sameDay ? clock(e) : `${shortDay(e)} ${clock(e)}`} ${zoneLabel(zone, s)}`;
}

/** Today's date (YYYY-MM-DD) in a zone. */
export const todayIn = (zone: string) => DateTime.now().setZone(zone).toISODate()!;
