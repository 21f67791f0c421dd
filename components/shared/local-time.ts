// A facility's times as the reader sees them: always in the facility's zone, in the reader's language.
// English keeps the house format of lib/core/zoned.ts ("Monday 24 November 2026", "Central Standard Time
// (CST)"), which the e-mails, the calendar files and the tests share; the other languages get their own
// from Intl ("Montag, 24. November 2026", "Mitteleuropäische Normalzeit (MEZ)"). zoned.ts stays the
// arithmetic; this is only what is shown. Works in server and client components alike.
import { useLocale, useTranslations } from "next-intl";
import * as zoned from "@/lib/core/zoned";

/** An instant: epoch milliseconds, or an ISO string with its offset. */
type At = number | string;

const millis = (at: At) => (typeof at === "number" ? at : Date.parse(at));

// A DateTimeFormat costs far more to make than to use, and a list formats hundreds of times.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

/** The formatters of one language and zone. */
export function localTime(locale: string, zone: string) {
  const en = locale === "en";
  const wall = (at: At) => zoned.wallClock(at, zone);
  const intl = (at: At, options: Intl.DateTimeFormatOptions) =>
    format(locale, { timeZone: zone, ...options }).format(millis(at));
  const zonePart = (at: At, style: "long" | "short") =>
    format(locale, { timeZone: zone, timeZoneName: style })
      .formatToParts(millis(at))
      .find((p) => p.type === "timeZoneName")?.value ?? zone;
  const zoneAbbreviation = (at: At = Date.now()) =>
    en ? zoned.zoneAbbreviation(zone, millis(at)) : zonePart(at, "short");

  return {
    /** "14:05", a 24-hour clock in every language. */
    clock: (at: At) => zoned.clock(wall(at)),
    /** "Mon 24 Nov", "Mo., 24. Nov." */
    shortDay: (at: At) =>
      en ? zoned.shortDay(wall(at)) : intl(at, { weekday: "short", day: "numeric", month: "short" }),
    /** "Monday 24 November", "Montag, 24. November" */
    dayAndMonth: (at: At) =>
      en ? zoned.dayAndMonth(wall(at)) : intl(at, { weekday: "long", day: "numeric", month: "long" }),
    /** "Monday 24 November 2026" */
    longDay: (at: At) =>
      en
        ? zoned.longDay(wall(at))
        : intl(at, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    /** "24 Nov", or with the year "24 Nov 2026". */
    dayMonth: (at: At, withYear = false) => {
      if (!en) return intl(at, { day: "numeric", month: "short", ...(withYear && { year: "numeric" }) });
      const w = wall(at);
      return `${w.day} ${zoned.MONTHS[w.month - 1].slice(0, 3)}${withYear ? ` ${w.year}` : ""}`;
    },
    /** One part alone, for a date tile: "Nov", "24", "Mon". */
    part: (at: At, part: "month" | "day" | "weekday") => {
      const w = wall(at);
      if (part === "day") return String(w.day);
      if (!en) return intl(at, { [part]: "short" });
      return (part === "month" ? zoned.MONTHS[w.month - 1] : zoned.WEEKDAYS[w.weekday - 1]).slice(0, 3);
    },
    zoneAbbreviation,
    /** "Central Standard Time", "Nordamerikanische Inlandzeit"; the abbreviation where the zone has no name. */
    zoneName: (at: At = Date.now()) => (en ? zoned.zoneName(zone, millis(at)) : zonePart(at, "long")),
    /** "Central Standard Time (CST)"; the abbreviation alone where the zone has no name. */
    zoneLabel: (at: At = Date.now()) => {
      if (en) return zoned.zoneLabel(zone, millis(at));
      const name = zonePart(at, "long");
      const abbreviation = zoneAbbreviation(at);
      return name === abbreviation ? name : `${name} (${abbreviation})`;
    },
    /** Whether two instants fall on the same local day. */
    sameDay: (a: At, b: At) => zoned.isoDay(wall(a)) === zoned.isoDay(wall(b)),
  };
}

export type LocalTime = ReturnType<typeof localTime>;

/**
 * A calendar date (YYYY-MM-DD) as an instant that formats as that date in UTC: for days that are no
 * instant (the slot picker's fortnight), formatted with `localTime(locale, "UTC")`.
 */
export const dateInstant = (date: string) => Date.parse(`${date}T12:00:00Z`);

/** The reader's formatters for a facility's zone, with its whole-range sentence. */
export function useLocalTime(zone: string) {
  const locale = useLocale();
  const t = useTranslations("shared.time");
  const time = localTime(locale, zone);
  return {
    ...time,
    locale,
    /** "Mon 24 Nov, 14:00": one instant, as a refusal names it (the earliest time that can be booked). */
    moment: (at: At) => t("dayAndTime", { day: time.shortDay(at), time: time.clock(at) }),
    /** "Monday 24 November 2026, 14:00–15:00 Central Standard Time (CST)" */
    range: (start: At, end: At) =>
      t("range", {
        day: time.longDay(start),
        from: time.clock(start),
        to: time.sameDay(start, end)
          ? time.clock(end)
          : t("dayAndTime", { day: time.shortDay(end), time: time.clock(end) }),
        zone: time.zoneLabel(start),
      }),
  };
}
