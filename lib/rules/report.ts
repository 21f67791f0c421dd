// What the facility's rules made of a period, for get_facility_metrics: each
// cap's busiest hour or day per local date and whether it was reached, how
// much of the kept (held) dock time was booked, and how many bookings staff
// made past a rule. Pure: the caller reads the appointments.
import { DateTime } from "luxon";
import type { Booking, RuleSet } from "./types";
import { prepareWindow } from "./window";

export type CapDay = { date: string; peak_appointments: number; peak_units: number; reached: boolean };
export type CapUse = { cap_id: string; label: string; days: CapDay[] };

/** A cap as staff read it: "Whole facility, per day: 6 trucks, 400 units". */
export function capLabel(cap: RuleSet["caps"][number], set: RuleSet): string {
  const whose =
    cap.scope === "facility"
      ? "Whole facility"
      : cap.scope === "carrier"
        ? "Each carrier"
        : (set.loadTypes.find((l) => l.id === cap.load_type_id)?.name ?? "A load type");
  const limits = [
    ...(cap.max_appointments !== null ? [`${cap.max_appointments} trucks`] : []),
    ...(cap.max_units !== null ? [`${cap.max_units} units`] : []),
  ];
  return `${whose}, per ${cap.period}: ${limits.join(", ")}`;
}
export type HoldUse = {
  hold_id: string;
  label: string;
  kept_minutes: number;
  booked_minutes: number;
  rate: number | null;
};

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** Cap use per local date of [start, end): the largest count of any of the cap's periods (and carriers) that day. */
export function capUse(set: RuleSet, bookings: Booking[], start: Date, end: Date): CapUse[] {
  const zone = set.timeZone;
  const dates: string[] = [];
  for (
    let d = DateTime.fromJSDate(start, { zone }).startOf("day");
    d.toMillis() < end.getTime();
    d = d.plus({ days: 1 }).startOf("day")
  )
    dates.push(d.toISODate()!);
  return set.caps.map((cap) => {
    const counts = new Map<string, { date: string; n: number; units: number }>();
    for (const b of bookings) {
      if (b.start < start.getTime() || b.start >= end.getTime()) continue;
      if (cap.scope === "load_type" && !b.loadTypeIds.includes(cap.load_type_id ?? "")) continue;
      if (cap.scope === "carrier" && !b.carrierKey) continue;
      const local = DateTime.fromMillis(b.start, { zone });
      const period = (cap.period === "hour" ? local.startOf("hour") : local.startOf("day")).toMillis();
      const key = `${period}|${cap.scope === "carrier" ? b.carrierKey : ""}`;
      const c = counts.get(key) ?? { date: local.toISODate()!, n: 0, units: 0 };
      c.n += 1;
      c.units += b.quantity ?? 0;
      counts.set(key, c);
    }
    const days = dates.map((date) => {
      const of = [...counts.values()].filter((c) => c.date === date);
      const peakN = Math.max(0, ...of.map((c) => c.n));
      const peakUnits = Math.max(0, ...of.map((c) => c.units));
      const reached = of.some(
        (c) =>
          (cap.max_appointments !== null && c.n >= cap.max_appointments) ||
          (cap.max_units !== null && c.units >= cap.max_units),
      );
      return { date, peak_appointments: peakN, peak_units: peakUnits, reached };
    });
    return { cap_id: cap.id, label: capLabel(cap, set), days };
  });
}

/** Each hold's kept dock minutes in [start, end) and the minutes of them booked. */
export function holdUse(set: RuleSet, bookings: Booking[], start: Date, end: Date): HoldUse[] {
  const [from, to] = [start.getTime(), end.getTime()];
  return prepareWindow(set, [], from, to).holds.map(({ hold: h, at }) => {
    let kept = 0;
    let booked = 0;
    for (const iv of at) {
      const [a, b] = [Math.max(iv.start, from), Math.min(iv.end, to)];
      if (b <= a) continue;
      kept += (b - a) * h.dock_ids.length;
      for (const x of bookings) if (h.dock_ids.includes(x.dockId)) booked += overlap(x.start, x.end, a, b);
    }
    const [keptMinutes, bookedMinutes] = [Math.round(kept / 60_000), Math.round(booked / 60_000)];
    return {
      hold_id: h.id,
      label: h.label,
      kept_minutes: keptMinutes,
      booked_minutes: bookedMinutes,
      rate: keptMinutes ? Math.round((bookedMinutes / keptMinutes) * 1000) / 1000 : null,
    };
  });
}
