// Dates and times in the fields staff type into, in the form the board reads:
// "Tue 1 Dec 2026" and a 24-hour "14:00". A browser's own date and time fields
// follow the browser's language instead ("12/01/2026", "02:00 PM" in an
// American one), so the staff screens use text fields read by these.
import { DateTime } from "luxon";

const SHOWN_DATE = "ccc d LLL yyyy";
const SHOWN_DATE_TIME = "d LLL yyyy HH:mm";
const LOCAL = "yyyy-LL-dd'T'HH:mm";
const DATES = [
  "ccc d LLL yyyy",
  "cccc d LLLL yyyy",
  "d LLL yyyy",
  "d LLLL yyyy",
  "yyyy-LL-dd",
  "d LLL",
  "d LLLL",
];

const tidy = (text: string) =>
  text
    .trim()
    .replace(/[,.]/g, " ")
    .replace(/(\d)T(\d)/, "$1 $2")
    .replace(/\s+/g, " ");

/** "Tue 1 Dec 2026" for 2026-12-01; "" for anything else. */
export function shownDate(isoDate: string): string {
  const d = DateTime.fromISO(isoDate);
  return d.isValid ? d.toFormat(SHOWN_DATE) : "";
}

/** 2026-12-01 for "Tue 1 Dec 2026", "1 December 2026", "1 Dec" (this year) or "2026-12-01"; null otherwise. */
export function readDate(text: string): string | null {
  const t = tidy(text);
  for (const format of DATES) {
    const d = DateTime.fromFormat(t, format);
    if (d.isValid) return d.toISODate();
  }
  return null;
}

/** "08:00" for "8", "800", "0800", "8:00" or "08:00"; "24:00" stays; null for anything else (such as "8pm"). */
export function readClock(text: string): string | null {
  const m = /^(\d{1,2})(?::?(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [hour, minute] = [Number(m[1]), Number(m[2] ?? 0)];
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** "1 Dec 2026 06:00" for the local date-time 2026-12-01T06:00; "" for anything else. */
export function shownDateTime(local: string): string {
  const d = DateTime.fromFormat(local, LOCAL);
  return d.isValid ? d.toFormat(SHOWN_DATE_TIME) : "";
}

/** The local date-time (2026-12-01T06:00) of "1 Dec 2026 06:00", "1 Dec 2026, 6:00" or "2026-12-01 06:00"; else null. */
export function readDateTime(text: string): string | null {
  const t = tidy(text);
  const at = t.lastIndexOf(" ");
  // The year is required here: "1 Dec 2026" is a date without a time, not 1 December at 20:26.
  const [day, time] = [t.slice(0, at), t.slice(at + 1)];
  const [date, clock] = at < 0 || !/\d{4}/.test(day) ? [null, null] : [readDate(day), readClock(time)];
  if (!date || !clock || clock === "24:00") return null;
  return `${date}T${clock}`;
}
