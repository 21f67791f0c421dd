// Days, dates and zones on the public pages in the reader's language. English keeps
// lib/core/time.ts's words exactly (pages, e-mails and tests name times that way);
// other languages take the weekday, month and zone names from Intl in their locale,
// always in the facility's zone. Calendar dates (YYYY-MM-DD) are read at noon UTC,
// which is the same day everywhere.
import { DateTime } from "luxon";
import { clock, inZone, localRange, longDay, zoneAbbreviation, zoneLabel } from "@/lib/core/time";

const isEnglish = (locale: string) => locale === "en";

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const onDate = (locale: string, date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).format(noon(date));

/** "Monday 24 November 2026" for a calendar date. */
export function dateLong(locale: string, date: string): string {
  if (isEnglish(locale)) return longDay(DateTime.fromISO(date));
  return onDate(locale, date, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
}

/** "24 Nov" for a calendar date. */
export function dateShort(locale: string, date: string): string {
  if (isEnglish(locale)) return DateTime.fromISO(date).toFormat("d LLL");
  return onDate(locale, date, { day: "numeric", month: "short" });
}

/** "Mon" for a calendar date. */
export function weekdayShort(locale: string, date: string): string {
  if (isEnglish(locale)) return DateTime.fromISO(date).toFormat("ccc");
  return onDate(locale, date, { weekday: "short" });
}

/** The zone's name in the reader's language and its abbreviation: "Mitteleuropäische Normalzeit (GMT+1)". */
export function zoneLabelIn(locale: string, zone: string, at: DateTime = DateTime.now()): string {
  if (isEnglish(locale)) return zoneLabel(zone, at);
  const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "long" })
    .formatToParts(at.toMillis())
    .find((p) => p.type === "timeZoneName")?.value;
  const abbreviation = zoneAbbreviation(zone, at);
  return !name || name === abbreviation ? abbreviation : `${name} (${abbreviation})`;
}

/** "Monday 24 November 2026, 14:00–15:00 Central Standard Time (CST)", in the facility's zone. */
export function rangeIn(locale: string, startIso: string, endIso: string, zone: string): string {
  if (isEnglish(locale)) return localRange(startIso, endIso, zone);
  const s = inZone(startIso, zone);
  const e = inZone(endIso, zone);
  const day = (d: DateTime) => dateLong(locale, d.toISODate()!);
  const end = s.hasSame(e, "day") ? clock(e) : `${day(e)}, ${clock(e)}`;
  return `${day(s)}, ${clock(s)}–${end} ${zoneLabelIn(locale, zone, s)}`;
}
