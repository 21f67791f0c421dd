// get_facility_availability's closed_periods, per local day and in plain
// words: the booking form's slot picker and the public link's times both say
// why a day has few or no times, so a day is never blank without a reason.
import { DateTime } from "luxon";
import type { ClosedPeriod } from "@/lib/availability/schema";
import { ruleWords, type ErrorWords } from "./error-words";

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

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The period's reason as a person reads it, in the words of `t`. */
export function reasonWords(p: Pick<ClosedPeriod, "reason" | "message">, t: ErrorWords): string {
  if (p.reason === "outside_open_hours") return t("closed.outsideHours");
  if (p.reason === "no_capacity" && p.message === "no dock is free for the whole requested time")
    return t("closed.everyDockBooked");
  if (p.reason === "too_soon") return t("closed.tooSoon", { reason: ruleWords(p.message, t) });
  return capital(ruleWords(p.message, t));
}

/**
 * Staff may book into a period past its rule (override_reason): caps, the load's length, dock
 * closures and dock hours. A full dock or a dock that never takes the load cannot be overridden.
 */
export function overridable(p: Pick<ClosedPeriod, "reason" | "message">): boolean {
  if (p.reason === "cap_reached" || p.reason === "too_short_for_load") return true;
  return (
    p.reason === "no_capacity" &&
    p.message !== "no dock is free for the whole requested time" &&
    p.message !== "no dock takes this load"
  );
}

/** The reasons of one local day (YYYY-MM-DD), clipped to it, background ones only when the day has no times. */
export function dayReasons(
  periods: ClosedPeriod[],
  day: string,
  zone: string,
  /** t: the reader's words (useTranslations("errors")). */
  opts: { hasSlots: boolean; t: ErrorWords },
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
      key: `${from}-${p.reason}-${p.message}`,
      when,
      what: reasonWords(p, t),
      reason: p.reason,
      overridable: overridable(p),
      start_time: new Date(from).toISOString(),
      end_time: new Date(to).toISOString(),
    };
  });
}

/** "2 h 0 min", "45 min". */
export function lengthWords(minutes: number, t: ErrorWords): string {
  return minutes >= 60
    ? t("length.hours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
    : t("length.minutes", { minutes });
}
