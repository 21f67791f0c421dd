// When the occurrences of a recurring series fall: the source's local
// wall-clock time on each repeated date, so a 07:00 weekly load stays at
// 07:00 across daylight-saving changes. Pure.
import { DateTime } from "luxon";
import type { REPETITION_TYPES } from "../core/vocabulary";

export type Repetition = (typeof REPETITION_TYPES)[number];

/** At most a year of occurrences after the source. */
export const MAX_SERIES_MONTHS = 12;

export type OccurrencePlan = { index: number; start: number; end: number };

export type SeriesEnd = { count: number } | { endDate: string };

/** The local date-time of occurrence `index` (0 is the source). Monthly on the 31st falls on shorter months' last day. */
export function occurrenceStart(source: DateTime, repetition: Repetition, index: number): DateTime {
  switch (repetition) {
    case "Daily":
      return source.plus({ days: index });
    case "Weekly":
      return source.plus({ weeks: index });
    case "Biweekly":
      return source.plus({ weeks: 2 * index });
    case "Monthly":
      return source.plus({ months: index });
  }
}

/**
 * The occurrences after the source (index 1 on), until `count` occurrences in
 * all (the source included) or the last local date `endDate`; an error message
 * when the series would reach past a year or hold no occurrence but the source.
 */
export function planOccurrences(
  sourceStart: Date,
  sourceEnd: Date,
  zone: string,
  repetition: Repetition,
  until: SeriesEnd,
): OccurrencePlan[] | string {
  const source = DateTime.fromJSDate(sourceStart, { zone });
  const duration = sourceEnd.getTime() - sourceStart.getTime();
  const lastDate = source.plus({ months: MAX_SERIES_MONTHS }).toISODate()!;
  if ("endDate" in until) {
    if (until.endDate <= source.toISODate()!) return "end_date must be after the appointment's date";
    if (until.endDate > lastDate)
      return `end_date must be at most a year after the appointment's date (${lastDate})`;
  }
  const out: OccurrencePlan[] = [];
  for (let index = 1; ; index++) {
    if ("count" in until && index >= until.count) break;
    const local = occurrenceStart(source, repetition, index);
    const date = local.toISODate()!;
    if ("endDate" in until && date > until.endDate) break;
    if (date > lastDate) return `count reaches past a year after the appointment's date (${lastDate})`;
    out.push({ index, start: local.toMillis(), end: local.toMillis() + duration });
  }
  if (!out.length) return "the series would hold no occurrence besides the appointment itself";
  return out;
}
