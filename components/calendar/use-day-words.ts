"use client";
// Weekday and month names in the reader's language, in the facility's zone.
// English keeps lib/core/zoned.ts's own words ("Tue 1 Dec"), which the tests and
// the printed sheets read; other languages get Intl's ("Di., 1. Dez.").
import { useLocale } from "next-intl";
import { dayAndMonth, longDay, shortDay, wallClock, type Wall } from "@/lib/core/zoned";

type At = string | number;
const SHORT = { weekday: "short", day: "numeric", month: "short" } as const;
const MONTH = { weekday: "long", day: "numeric", month: "long" } as const;
const LONG = { ...MONTH, year: "numeric" } as const;
const DATE_ONLY = { day: "numeric", month: "long" } as const;

/** The words for one facility's days: instants (ISO or epoch ms) or local dates (2026-12-01). */
export function dayWordsFor(locale: string, zone: string) {
  const en = locale === "en";
  // A local date names no instant: noon UTC of that day, read in UTC, is that day everywhere.
  const at = (x: At) => (typeof x === "string" && /^\d{4}-\d\d-\d\d$/.test(x) ? `${x}T12:00:00Z` : x);
  const zoneOf = (x: At) => (at(x) === x ? zone : "UTC");
  const wall = (x: At): Wall => wallClock(at(x), zoneOf(x));
  const intl = (x: At, o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...o, timeZone: zoneOf(x) }).format(new Date(at(x)));
  return {
    /** "Tue 1 Dec" */
    short: (x: At) => (en ? shortDay(wall(x)) : intl(x, SHORT)),
    /** "Tuesday 1 December" */
    dayMonth: (x: At) => (en ? dayAndMonth(wall(x)) : intl(x, MONTH)),
    /** "Tuesday 1 December 2026" */
    long: (x: At) => (en ? longDay(wall(x)) : intl(x, LONG)),
    /** "1 December" */
    date: (x: At) => (en ? `${wall(x).day} ${dayAndMonth(wall(x)).split(" ")[2]}` : intl(x, DATE_ONLY)),
  };
}

export const useDayWords = (zone: string) => dayWordsFor(useLocale(), zone);
