// A report's period as local dates of the facility and the instants that bound
// it: local midnight of the first day to local midnight after the last, so a
// DST day is 23 or 25 hours long and a week or month holds what its days hold.
import { DateTime } from "luxon";
import type { MetricsInput } from "./schema";

export type Period = { from: string; to: string; start: Date; end: Date };

export function periodOf(input: MetricsInput, zone: string, now = new Date()): Period {
  const day = (iso: string) => DateTime.fromISO(iso, { zone }).startOf("day");
  let first: DateTime;
  let last: DateTime;
  if (input.period === "custom") {
    first = day(input.from!);
    last = day(input.to!);
  } else {
    const at = input.date ? day(input.date) : DateTime.fromJSDate(now, { zone }).startOf("day");
    const unit = input.period === "week" ? "week" : input.period === "month" ? "month" : "day";
    // Luxon's weeks are ISO weeks: Monday to Sunday.
    first = at.startOf(unit);
    last = at.endOf(unit).startOf("day");
  }
  return {
    from: first.toISODate()!,
    to: last.toISODate()!,
    start: first.toJSDate(),
    end: last.plus({ days: 1 }).startOf("day").toJSDate(),
  };
}
