// get_facility_availability's closed_periods, per local day and in plain
// words: the booking form's slot picker and the public link's times both say
// why a day has few or no times, so a day is never blank without a reason.
import { DateTime } from "luxon";
import type { ClosedPeriod } from "@/lib/availability/schema";
import {
  mayPassWithReason,
  refusalWords,
  type ErrorWords,
  type RefusalDetail,
  type WhenWords,
} from "@/components/ui/error-words";

export type DayReason = {
  key: string;
  /** "08:00–10:00", "from 14:00", "until 09:00", "All day". */
  when: string;
  what: string;
  reason: string;
  /** Staff may book in it anyway, with a reason. */
  overridable: boolean;
  /** The refused starts' period, clipped to the day (UTC ISO). */
  start_time: string;
  end_time: string;
};

// The facility's own hours and notice: said only when nothing else explains a day,
// since every evening and night would otherwise list "outside open hours".
const BACKGROUND = new Set(["outside_open_hours"]);

/** The period's reason as a person reads it, in the words of `t`, from its reason, cause and values. */
export function reasonWords(p: RefusalDetail, t: ErrorWords, when?: WhenWords): string {
  return refusalWords(p, t, when) ?? t("code.conflict");
}

/** The reasons of one local day (YYYY-MM-DD), clipped to it, background ones only when the day has no times. */
export function dayReasons(
  periods: (ClosedPeriod & RefusalDetail)[],
  day: string,
  zone: string,
  /** t: the reader's words (useTranslations("errors")). */
  opts: { hasSlots: boolean; t: ErrorWords; when?: WhenWords },
): DayReason[] {
  const { t } = opts;
  const dayStart = DateTime.fromISO(day, { zone }).startOf("day");
  const dayEnd = dayStart.plus({ days: 1 }).startOf("day");
  const clipped = periods
    .map((p) => {
      const from = Math.max(Date.parse(p.start_time), dayStart.toMillis());
      const to = Math.min(Date.parse(p.end_time), dayEnd.toMillis());
      return { p, from, to };
    })
    .filter(({ from, to }) => from < to);
  const foreground = clipped.filter(({ p }) => !BACKGROUND.has(p.reason));
  const shown = opts.hasSlots || foreground.length ? foreground : clipped;
  const hm = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat("HH:mm");
  return shown.map(({ p, from, to }) => {
    const fromStart = from === dayStart.toMillis();
    const toEnd = to === dayEnd.toMillis();
    const when =
      fromStart && toEnd
        ? t("closed.allDay")
        : fromStart
          ? t("closed.until", { time: hm(to) })
          : toEnd
            ? t("closed.from", { time: hm(from) })
            : `${hm(from)}–${hm(to)}`;
    return {
      key: `${from}-${p.reason}-${p.cause ?? ""}-${p.cap_id ?? ""}`,
      when,
      what: reasonWords(p, t, opts.when),
      reason: p.reason,
      overridable: mayPassWithReason(p),
      start_time: new Date(from).toISOString(),
      end_time: new Date(to).toISOString(),
    };
  });
}
