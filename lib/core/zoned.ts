// Wall-clock time in a facility's zone from the platform's own Intl, for pages that
// must load light: luxon is ~21 KB gzip, and the staff calendar's first screen needs
// only what is here. lib/core/time.ts builds on this for the server and the lazy parts,
// so both name days, clocks and zones alike. Words are English whatever the reader's
// locale, as luxon writes them for en-US.

/** A local date and time, fields named as luxon's DateTime names them (weekday 1 = Monday), so a DateTime is one. */
export type Wall = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

// A DateTimeFormat costs far more to make than to use, and a board formats hundreds of times.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string, zoneName?: "long" | "short"): Intl.DateTimeFormat {
  const key = `${zone} ${zoneName ?? ""}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      ...(zoneName ? { timeZoneName: zoneName } : { second: "numeric" }),
    });
    formats.set(key, f);
  }
  return f;
}

const toMillis = (at: number | string) => (typeof at === "number" ? at : Date.parse(at));

/** ISO weekday (1 = Monday) of a calendar date. */
export const weekdayOf = (year: number, month: number, day: number) =>
  ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;

/** The wall clock in `zone` at an instant (epoch milliseconds or an ISO string with its offset). */
export function wallClock(at: number | string, zone: string): Wall & { second: number } {
  const parts: Record<string, number> = {};
  for (const p of format(zone).formatToParts(toMillis(at))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const { year, month, day, minute, second } = parts;
  // Some engines write midnight as 24 even in a 23-hour cycle.
  const hour = parts.hour === 24 ? 0 : parts.hour;
  return { year, month, day, hour, minute, second, weekday: weekdayOf(year, month, day) };
}

/** Minutes `zone` is ahead of UTC at an instant (St John's in winter: -210). */
export function offsetAt(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - whole) / MINUTE;
}

/**
 * The instant of a local date (2026-03-08) and time (02:30) in `zone`, chosen as luxon chooses: a time that a
 * spring-forward skips moves on by the gap (03:30), and a time that a fall-back repeats takes the offset the zone
 * has now, first guessed, when it is one of the two. NaN for a date or time that is not one.
 */
export function instantOf(date: string, time: string, zone: string): number {
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!isIsoDate(date) || !t || +t[1] > 23 || +t[2] > 59) return NaN;
  const [year, month, day] = date.split("-").map(Number);
  const local = Date.UTC(year, month - 1, day, +t[1], +t[2]);
  const guess = offsetAt(Date.now(), zone);
  let utc = local - guess * MINUTE;
  const o2 = offsetAt(utc, zone);
  if (o2 === guess) return utc;
  utc -= (o2 - guess) * MINUTE;
  const o3 = offsetAt(utc, zone);
  if (o2 === o3) return utc;
  return local - Math.min(o2, o3) * MINUTE;
}

/** The instant of a local date-time (2026-12-01T06:00) in `zone`, as instantOf; NaN when it is not one. */
export const instantOfLocal = (local: string, zone: string) =>
  instantOf(local.slice(0, 10), local.slice(10, 11) === "T" ? local.slice(11) : "", zone);

function validDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Whether `text` is a calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return !!m && validDate(+m[1], +m[2], +m[3]);
}

/** The date `days` after (or before) a YYYY-MM-DD date, by the calendar. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d) + days * DAY);
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The Monday of a YYYY-MM-DD date's week. */
export function mondayOf(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return addDays(date, 1 - weekdayOf(y, m, d));
}

/** The start of a YYYY-MM-DD date, as a Wall. */
export function dayWall(date: string): Wall {
  const [year, month, day] = date.split("-").map(Number);
  return { year, month, day, hour: 0, minute: 0, weekday: weekdayOf(year, month, day) };
}

/** "2026-11-24" */
export const isoDay = (w: Wall) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** "2026-11-24T14:05", as a datetime-local field writes it. */
export const localDateTime = (w: Wall) => `${isoDay(w)}T${clock(w)}`;

/** Today's date (YYYY-MM-DD) in a zone. */
export const todayIn = (zone: string) => isoDay(wallClock(Date.now(), zone));

/** "14:05" */
export const clock = (w: Wall) => `${pad(w.hour)}:${pad(w.minute)}`;

/** "Mon 24 Nov" */
export const shortDay = (w: Wall) =>
  `${WEEKDAYS[w.weekday - 1].slice(0, 3)} ${w.day} ${MONTHS[w.month - 1].slice(0, 3)}`;

/** "Monday 24 November" */
export const dayAndMonth = (w: Wall) => `${WEEKDAYS[w.weekday - 1]} ${w.day} ${MONTHS[w.month - 1]}`;

/** "Monday 24 November 2026" */
export const longDay = (w: Wall) => `${dayAndMonth(w)} ${w.year}`;

/** "Mon 24 Nov 14:00" */
export const dayAndClock = (w: Wall) => `${shortDay(w)} ${clock(w)}`;

// Zone names in one language whatever the server's or browser's locale, so that
// a page, an e-mail and a calendar file name a zone the same way.
function zonePart(zone: string, at: number, style: "long" | "short"): string | null {
  // Luxon's word for these, which every page and message has used.
  if (/^(utc|gmt)$/i.test(zone)) return "UTC";
  const part = format(zone, style)
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part ? part.value : null;
}

/** "Central Standard Time", or the abbreviation where the zone has no name, at the instant given. */
export function zoneName(zone: string, at: number = Date.now()): string {
  return zonePart(zone, at, "long") ?? zoneAbbreviation(zone, at);
}

/** "CST", "GMT+1" */
export function zoneAbbreviation(zone: string, at: number = Date.now()): string {
  return zonePart(zone, at, "short") ?? zone;
}

/**
 * The one way every page, message and calendar file names a facility's zone: "Central Standard Time (CST)",
 * "Central European Standard Time (GMT+1)"; the abbreviation alone where the zone has no name.
 */
export function zoneLabel(zone: string, at: number = Date.now()): string {
  const name = zoneName(zone, at);
  const abbreviation = zoneAbbreviation(zone, at);
  return name === abbreviation ? name : `${name} (${abbreviation})`;
}
