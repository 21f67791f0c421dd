// Open hours: periods of a weekday in the facility's local wall-clock time,
// and the concrete instants they cover on given days.
import { DateTime } from "luxon";

export type OpenPeriod = { weekday: number; startMinute: number; endMinute: number };
export type Interval = { start: number; end: number }; // epoch ms, half-open

const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function minuteOf(hhmm: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`"${hhmm}" is not a time as HH:MM`);
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  if (Number(m[2]) > 59 || minutes > 1440) throw new Error(`"${hhmm}" is not a time between 00:00 and 24:00`);
  return minutes;
}

function dayOf(name: string): number {
  const i = DAYS.findIndex((d) => d.toLowerCase() === name.toLowerCase());
  if (i < 0) throw new Error(`"${name}" is not a weekday (Mon, Tue, Wed, Thu, Fri, Sat, Sun)`);
  return i + 1;
}

/** Parses "Mon-Fri 08:00-17:00,Sat 09:00-12:00"; throws with a readable message. */
export function parseHoursSpec(spec: string): OpenPeriod[] {
  const periods: OpenPeriod[] = [];
  for (const part of spec
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z]{3})(?:-([A-Za-z]{3}))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(part);
    if (!m) throw new Error(`"${part}" is not like "Mon-Fri 08:00-17:00"`);
    const [first, last] = [dayOf(m[1]), dayOf(m[2] ?? m[1])];
    const [startMinute, endMinute] = [minuteOf(m[3]), minuteOf(m[4])];
    if (endMinute <= startMinute) throw new Error(`"${part}": the period must end after it starts`);
    for (let d = first; ; d = (d % 7) + 1) {
      periods.push({ weekday: d, startMinute, endMinute });
      if (d === last) break;
    }
  }
  if (!periods.length) throw new Error("no open hours given");
  return periods;
}

export function formatMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** The instant of a local wall-clock minute on a local day (24:00 is the next midnight). */
export function localInstant(day: DateTime, minute: number): number {
  if (minute >= 1440) return day.plus({ days: 1 }).startOf("day").toMillis();
  return day
    .set({ hour: Math.floor(minute / 60), minute: minute % 60, second: 0, millisecond: 0 })
    .toMillis();
}

/**
 * The open intervals from local day `from` to local day `to` (inclusive),
 * with touching periods joined, so a night shift over midnight is one interval.
 */
export function openIntervals(periods: OpenPeriod[], zone: string, from: DateTime, to: DateTime): Interval[] {
  const raw: Interval[] = [];
  for (let day = from.setZone(zone).startOf("day"); day <= to; day = day.plus({ days: 1 }).startOf("day")) {
    for (const p of periods) {
      if (p.weekday === day.weekday)
        raw.push({ start: localInstant(day, p.startMinute), end: localInstant(day, p.endMinute) });
    }
  }
  raw.sort((a, b) => a.start - b.start);
  const joined: Interval[] = [];
  for (const iv of raw) {
    const last = joined[joined.length - 1];
    if (last && iv.start <= last.end) last.end = Math.max(last.end, iv.end);
    else joined.push({ ...iv });
  }
  return joined;
}
