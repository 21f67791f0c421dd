// What the engine (./engine.ts) works out once for a window of candidates:
// each dock's own open intervals, the closures and hold occurrences in reach,
// each dock's bookings by start and the caps' counts per period. A series adds
// each occurrence it places, so the next one sees it.
import { DateTime, IANAZone } from "luxon";
import { openIntervals, type Interval } from "../core/hours";
import { MAX_DURATION_MINUTES } from "../core/vocabulary";
import type { Cap } from "./schema";
import type { Booking, DayTotals, RuleSet } from "./types";

/** Each zone's UTC offsets by UTC hour, kept for the process: asking Intl is the slow part of a count. */
const OFFSETS = new Map<string, Map<number, number>>();

function offsetsOf(zone: string) {
  let offsets = OFFSETS.get(zone);
  if (!offsets || offsets.size > 100_000) OFFSETS.set(zone, (offsets = new Map()));
  const tz = IANAZone.create(zone);
  return (t: number) => {
    const hour = Math.floor(t / 3_600_000);
    let offset = offsets.get(hour);
    if (offset === undefined) offsets.set(hour, (offset = tz.offset(t) * 60_000));
    return offset;
  };
}

/**
 * `totals`: the day caps' counts of the one day a booking falls on, counted by the database (the booking
 * path); without them the day caps count `bookings`, which must then hold the window's whole days.
 */
export function prepareWindow(
  set: RuleSet,
  bookings: Booking[],
  from: number,
  to: number,
  totals?: DayTotals,
) {
  const zone = set.timeZone;
  const lo = DateTime.fromMillis(from, { zone }).minus({ days: 1 });
  const hi = DateTime.fromMillis(to, { zone }).plus({ days: 1 });
  const buffer = set.bufferMinutes * 60_000;

  const dockHours = new Map<string, Interval[]>();
  for (const d of set.docks) if (d.openHours) dockHours.set(d.id, openIntervals(d.openHours, zone, lo, hi));

  const closures = set.closures
    .map((c) => ({ ...c, from: Date.parse(c.start), to: Date.parse(c.end) }))
    .filter((c) => c.to > lo.toMillis() && c.from < hi.toMillis());

  // Each hold's occurrences in the window: its weekdays' local start to end. The days are walked once; a
  // local time on a day is its midnight plus the minutes, moved by any change of offset since midnight.
  const offsetAt = offsetsOf(zone);
  const days: { weekday: number; start: number }[] = [];
  for (let day = lo.startOf("day"); day <= hi; day = day.plus({ days: 1 }).startOf("day"))
    days.push({ weekday: day.weekday, start: day.toMillis() });
  const localTime = (dayStart: number, hhmm: string) => {
    const guess = dayStart + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))) * 60_000;
    return guess - (offsetAt(guess) - offsetAt(dayStart));
  };
  const holds = set.holds.map((h) => {
    const at: Interval[] = days
      .filter((d) => h.weekdays.includes(d.weekday))
      .map((d) => ({ start: localTime(d.start, h.start), end: localTime(d.start, h.end) }));
    return { hold: h, at };
  });

  // Each dock's bookings by start: a candidate looks only at those starting up to a day before it.
  const byDock = new Map<string, Booking[]>();
  const firstAfter = (list: Booking[], t: number) => {
    let [l, h] = [0, list.length];
    while (l < h) {
      const mid = (l + h) >> 1;
      if (list[mid].start <= t) l = mid + 1;
      else h = mid;
    }
    return l;
  };
  const busy = (dockId: string, start: number, end: number) => {
    const list = byDock.get(dockId);
    if (!list) return false;
    for (let i = firstAfter(list, start - buffer - MAX_DURATION_MINUTES * 60_000); i < list.length; i++) {
      if (list[i].start >= end + buffer) break;
      if (start - buffer < list[i].end) return true;
    }
    return false;
  };

  // Cap counts per period, and per carrier for carrier caps. A local hour is keyed by its first instant (the
  // hour repeated when clocks go back is two hours), a local day by its date. Worked out from the zone's
  // offset, asked once per UTC hour: a 7-day availability with 20 caps asks for every booking and start.
  const periodOf = (period: Cap["period"], t: number) => {
    const local = t + offsetAt(t);
    return period === "hour"
      ? t - (((local % 3_600_000) + 3_600_000) % 3_600_000)
      : Math.floor(local / 86_400_000);
  };
  const counted = (cap: Pick<Cap, "scope" | "load_type_id">, loadTypeIds: string[], key: string | null) =>
    cap.scope === "facility" ||
    (cap.scope === "load_type" && !!cap.load_type_id && loadTypeIds.includes(cap.load_type_id)) ||
    (cap.scope === "carrier" && key !== null);
  // Caps that count the same appointments over the same periods share one count (a facility's 20 caps
  // are a handful of kinds), each appointment counted once per kind.
  const kinds: Pick<Cap, "scope" | "load_type_id" | "period">[] = [];
  const kindOf = new Map<Cap, number>();
  for (const cap of set.caps) {
    let i = kinds.findIndex(
      (k) => k.scope === cap.scope && k.load_type_id === cap.load_type_id && k.period === cap.period,
    );
    if (i < 0) i = kinds.push({ scope: cap.scope, load_type_id: cap.load_type_id, period: cap.period }) - 1;
    kindOf.set(cap, i);
  }
  // Per kind: period -> carrier ("" unless per carrier) -> count.
  type Count = { n: number; units: number };
  const counts = kinds.map(() => new Map<number, Map<string, Count>>());
  const NONE: Count = { n: 0, units: 0 };
  const count = (cap: Cap, start: number, key: string | null) => {
    if (totals && cap.period === "day")
      return (
        (cap.scope === "facility"
          ? totals.all
          : cap.scope === "carrier"
            ? totals.byCarrier.get(key!)
            : totals.byLoadType.get(cap.load_type_id!)) ?? NONE
      );
    const i = kindOf.get(cap)!;
    const byCarrier = counts[i].get(periodOf(kinds[i].period, start));
    return byCarrier?.get(kinds[i].scope === "carrier" ? key! : "") ?? NONE;
  };

  const count1 = (b: Booking) => {
    let hour: number | undefined;
    let day: number | undefined;
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[i];
      if (!counted(kind, b.loadTypeIds, b.carrierKey)) continue;
      const period =
        kind.period === "hour" ? (hour ??= periodOf("hour", b.start)) : (day ??= periodOf("day", b.start));
      let byCarrier = counts[i].get(period);
      if (!byCarrier) counts[i].set(period, (byCarrier = new Map()));
      const carrier = kind.scope === "carrier" ? b.carrierKey! : "";
      const c = byCarrier.get(carrier);
      if (c) {
        c.n += 1;
        c.units += b.quantity ?? 0;
      } else byCarrier.set(carrier, { n: 1, units: b.quantity ?? 0 });
    }
  };
  for (const b of bookings) {
    const list = byDock.get(b.dockId);
    if (list) list.push(b);
    else byDock.set(b.dockId, [b]);
    count1(b);
  }
  for (const list of byDock.values()) list.sort((x, y) => x.start - y.start);

  /** One more holding appointment in the window (a series' occurrence just placed). */
  const add = (b: Booking) => {
    const list = byDock.get(b.dockId) ?? [];
    list.splice(firstAfter(list, b.start), 0, b);
    byDock.set(b.dockId, list);
    count1(b);
  };

  return { dockHours, closures, holds, busy, counted, count, add };
}
