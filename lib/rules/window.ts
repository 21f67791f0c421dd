// What the engine (./engine.ts) works out once for a window of candidates:
// each dock's own open intervals, the closures and hold occurrences in reach,
// each dock's bookings by start and the caps' counts per period. A series adds
// each occurrence it places, so the next one sees it.
import { DateTime } from "luxon";
import { openIntervals, type Interval } from "../core/hours";
import { MAX_DURATION_MINUTES } from "../core/vocabulary";
import type { Cap } from "./schema";
import type { Booking, RuleSet } from "./types";

export function prepareWindow(set: RuleSet, bookings: Booking[], from: number, to: number) {
  const zone = set.timeZone;
  const lo = DateTime.fromMillis(from, { zone }).minus({ days: 1 });
  const hi = DateTime.fromMillis(to, { zone }).plus({ days: 1 });
  const buffer = set.bufferMinutes * 60_000;

  const dockHours = new Map<string, Interval[]>();
  for (const d of set.docks) if (d.openHours) dockHours.set(d.id, openIntervals(d.openHours, zone, lo, hi));

  const closures = set.closures
    .map((c) => ({ ...c, from: Date.parse(c.start), to: Date.parse(c.end) }))
    .filter((c) => c.to > lo.toMillis() && c.from < hi.toMillis());

  // Each hold's occurrences in the window: its weekdays' local start to end.
  const holds = set.holds.map((h) => {
    const [sh, sm] = h.start.split(":").map(Number);
    const [eh, em] = h.end.split(":").map(Number);
    const at: Interval[] = [];
    for (let day = lo.startOf("day"); day <= hi; day = day.plus({ days: 1 }).startOf("day")) {
      if (!h.weekdays.includes(day.weekday)) continue;
      const start = day.set({ hour: sh, minute: sm }).toMillis();
      const end =
        eh === 24
          ? day.plus({ days: 1 }).startOf("day").toMillis()
          : day.set({ hour: eh, minute: em }).toMillis();
      at.push({ start, end });
    }
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

  // Cap counts per period (the local hour's or day's first instant), and per carrier for carrier caps.
  const periodOf = (cap: Cap, t: number) => {
    const local = DateTime.fromMillis(t, { zone });
    return (cap.period === "hour" ? local.startOf("hour") : local.startOf("day")).toMillis();
  };
  const counted = (cap: Cap, loadTypeIds: string[], key: string | null) =>
    cap.scope === "facility" ||
    (cap.scope === "load_type" && !!cap.load_type_id && loadTypeIds.includes(cap.load_type_id)) ||
    (cap.scope === "carrier" && key !== null);
  const counts = new Map<string, { n: number; units: number }>();
  const countKey = (cap: Cap, start: number, key: string | null) =>
    `${cap.id}|${periodOf(cap, start)}|${cap.scope === "carrier" ? key : ""}`;
  const count = (cap: Cap, start: number, key: string | null) =>
    counts.get(countKey(cap, start, key)) ?? { n: 0, units: 0 };

  /** One more holding appointment in the window. */
  const add = (b: Booking) => {
    const list = byDock.get(b.dockId) ?? [];
    list.splice(firstAfter(list, b.start), 0, b);
    byDock.set(b.dockId, list);
    for (const cap of set.caps) {
      if (!counted(cap, b.loadTypeIds, b.carrierKey)) continue;
      const k = countKey(cap, b.start, b.carrierKey);
      const c = counts.get(k) ?? { n: 0, units: 0 };
      counts.set(k, { n: c.n + 1, units: c.units + (b.quantity ?? 0) });
    }
  };
  for (const b of [...bookings].sort((x, y) => x.start - y.start)) add(b);

  return { dockHours, closures, holds, busy, counted, count, add };
}
