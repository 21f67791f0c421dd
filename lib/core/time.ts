// Times as the facility sees them: every appointment time on screen is in
// the facility's own zone, with the zone named, whatever the reader's zone.
// The words come from lib/core/zoned.ts, which the light pages use without luxon;
// a luxon DateTime is a zoned.ts Wall, so these take either.
import { DateTime } from "luxon";
import * as zoned from "./zoned";

export { clock, dayAndClock, longDay, shortDay, todayIn } from "./zoned";

export const inZone = (iso: string, zone: string) => DateTime.fromISO(iso, { zone });

/** "Central Standard Time", or the abbreviation where the zone has no name, for the instant given. */
export const zoneName = (zone: string, at: DateTime = DateTime.now()) => zoned.zoneName(zone, at.toMillis());

/** "CST", "GMT+1" */
export const zoneAbbreviation = (zone: string, at: DateTime = DateTime.now()) =>
  zoned.zoneAbbreviation(zone, at.toMillis());

/** "Central Standard Time (CST)"; see zoned.ts. */
export const zoneLabel = (zone: string, at: DateTime = DateTime.now()) =>
  zoned.zoneLabel(zone, at.toMillis());

/** "Monday 24 November 2026, 14:00–15:00 Central Standard Time (CST)" */
export function localRange(startIso: string, endIso: string, zone: string): string {
  const s = inZone(startIso, zone);
  const e = inZone(endIso, zone);
  const sameDay = s.hasSame(e, "day");
  return `${zoned.longDay(s)}, ${zoned.clock(s)}–${sameDay ? zoned.clock(e) : zoned.dayAndClock(e)} ${zoneLabel(zone, s)}`;
}
