// The facility's booking rules, in the contract's order. Both the request
// operation and availability call them (`bookingRefusal` for one interval,
// `bookingRules` prepared for many), so a slot that is offered can be booked
// and one that is withheld is refused.
import { DateTime } from "luxon";
import { openIntervals, type OpenPeriod } from "../core/hours";
import type { RefusalValues } from "../core/refusal-values";

export type FacilityRules = {
  timeZone: string;
  minNoticeMinutes: number;
  horizonDays: number;
  openHours: OpenPeriod[];
  closedDates: string[]; // YYYY-MM-DD, local
};

export type Refusal = {
  reason: "facility_closed" | "outside_open_hours" | "too_soon" | "too_far_ahead";
  message: string;
} & Pick<RefusalValues, "earliest" | "latest">;

export type RuleCheck = (start: number, end: number, now: number) => Refusal | null;

/** Local dates (YYYY-MM-DD) that the half-open interval [start, end) touches. */
export function localDates(zone: string, start: number, end: number): string[] {
  const dates: string[] = [];
  const last = DateTime.fromMillis(end - 1, { zone }).toISODate()!;
  for (let d = DateTime.fromMillis(start, { zone }).startOf("day"); ; d = d.plus({ days: 1 })) {
    const iso = d.toISODate()!;
    dates.push(iso);
    if (iso >= last) return dates;
  }
}

/**
 * The rules for intervals inside [from, to], with the open intervals and closed
 * days worked out once: availability checks thousands of candidate slots.
 */
export function bookingRules(f: FacilityRules, from: number, to: number): RuleCheck {
  const zone = f.timeZone;
  const lo = DateTime.fromMillis(from, { zone }).minus({ days: 1 });
  const hi = DateTime.fromMillis(to, { zone }).plus({ days: 1 });
  const open = openIntervals(f.openHours, zone, lo, hi);
  const [loDate, hiDate] = [lo.toISODate()!, hi.toISODate()!];
  // A closed date is its local day [midnight, next midnight); an interval
  // touches the date exactly when it overlaps that day.
  const closed = [...new Set(f.closedDates)]
    .filter((d) => d >= loDate && d <= hiDate)
    .sort()
    .map((date) => {
      const day = DateTime.fromISO(date, { zone }).startOf("day");
      return { date, start: day.toMillis(), end: day.plus({ days: 1 }).startOf("day").toMillis() };
    });

  return (start, end, now) => {
    if (start < from || end > to) return bookingRefusal(f, start, end, now);
    const shut = closed.find((c) => c.start < end && start < c.end);
    if (shut) return { reason: "facility_closed", message: `the facility is closed on ${shut.date}` };

    const inside = open.some((iv) => iv.start <= start && end <= iv.end);
    if (!inside)
      return {
        reason: "outside_open_hours",
        message: "the requested time is outside the facility's open hours",
      };

    if (start < now + f.minNoticeMinutes * 60_000) {
      return {
        reason: "too_soon",
        earliest: new Date(now + f.minNoticeMinutes * 60_000).toISOString(),
        message: `the facility needs at least ${f.minNoticeMinutes} minutes' notice`,
      };
    }
    if (start > now + f.horizonDays * 86_400_000) {
      return {
        reason: "too_far_ahead",
        latest: new Date(now + f.horizonDays * 86_400_000).toISOString(),
        message: `the facility takes bookings at most ${f.horizonDays} days ahead`,
      };
    }
    return null;
  };
}

export function bookingRefusal(f: FacilityRules, start: number, end: number, now: number): Refusal | null {
  return bookingRules(f, start, end)(start, end, now);
}
