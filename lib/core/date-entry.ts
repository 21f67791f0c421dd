// Dates and times in the fields staff type into, in the form the board reads:
// "Tue 1 Dec 2026" and a 24-hour "14:00". A browser's own date and time fields
// follow the browser's language instead ("12/01/2026", "02:00 PM" in an
// American one), so the staff screens use text fields read by these. Without
// luxon: the staff calendar's first screen loads this (see zoned.ts).
import { addDays, dayWall, isIsoDate, isoDay, MONTHS, shortDay, WEEKDAYS } from "./zoned";

const WEEKDAY_NAMES = WEEKDAYS.map((d) => d.toLowerCase());
const MONTH_NAMES = MONTHS.map((m) => m.toLowerCase());
const SHORT_MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));

// "Tue 1 Dec 2026", "Tuesday 1 December 2026", "1 Dec 2026", "1 December 2026", "1 Dec", "1 December": a weekday
// only with a year, and written short or long as the month is.
const WRITTEN = /^(?:([a-z]+) )?(\d{1,2}) ([a-z]+)(?: (\d{4}))?$/i;

const tidy = (text: string) =>
  text
    .trim()
    .replace(/[,.]/g, " ")
    .replace(/(\d)T(\d)/, "$1 $2")
    .replace(/\s+/g, " ");

const wallOf = (isoDate: string) => (isIsoDate(isoDate) ? dayWall(isoDate) : null);

/** "Tue 1 Dec 2026" for 2026-12-01; "" for anything else. */
export function shownDate(isoDate: string): string {
  const w = wallOf(isoDate);
  return w ? `${shortDay(w)} ${w.year}` : "";
}

/** 2026-12-01 for "Tue 1 Dec 2026", "1 December 2026", "1 Dec" (this year) or "2026-12-01"; null otherwise. */
export function readDate(text: string): string | null {
  const t = tidy(text);
  if (isIsoDate(t)) return t;
  const m = WRITTEN.exec(t);
  if (!m) return null;
  const [weekdayText, dayText, monthText, yearText] = [m[1]?.toLowerCase(), m[2], m[3].toLowerCase(), m[4]];
  const long = MONTH_NAMES.indexOf(monthText);
  const short = SHORT_MONTHS.indexOf(monthText);
  // "May" is both; otherwise a weekday is written as long as the month.
  const month = (long >= 0 ? long : short) + 1;
  if (month === 0 || (weekdayText && !yearText)) return null;
  const year = yearText ?? String(new Date().getFullYear()).padStart(4, "0");
  const w = wallOf(`${year}-${String(month).padStart(2, "0")}-${dayText.padStart(2, "0")}`);
  if (!w) return null;
  if (weekdayText) {
    const name = WEEKDAY_NAMES[w.weekday - 1];
    const fits = (long >= 0 && weekdayText === name) || (short >= 0 && weekdayText === name.slice(0, 3));
    if (!fits) return null;
  }
  return isoDay(w);
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
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m || !isIsoDate(m[1]) || +m[3] > 59 || +m[2] > 24 || (m[2] === "24" && m[3] !== "00")) return "";
  // 24:00 is the next day's midnight, as luxon read it when it wrote these.
  const [date, hour] = m[2] === "24" ? [addDays(m[1], 1), "00"] : [m[1], m[2]];
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${MONTHS[month - 1].slice(0, 3)} ${year} ${hour}:${m[3]}`;
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
