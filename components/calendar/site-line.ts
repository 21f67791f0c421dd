// Where an appointment's truck is, as the board says it: "on site 1 h 05 min"
// from check-in while it is there, "left 14:05" once checked out. Words, not
// only the chip's colour, tell a loaded truck at the door from one that left.
// The words are the reader's (calendar.site, shared.duration): useSiteWords.
import { useTranslations } from "next-intl";
import { useDuration, type DurationWords } from "@/components/shared/duration";
import type { FacilityAppointment } from "@/lib/record/schema";
import { isOnSite, minutesBetween, siteState } from "@/lib/appointments/site-state";
import { clock, wallClock } from "@/lib/core/zoned";

export type Words = (key: string, values?: Record<string, string | number>) => string;
export type SiteWords = { t: Words; duration: DurationWords };

/** The reader's words for the site lines. */
export function useSiteWords(): SiteWords {
  return { t: useTranslations("calendar.site"), duration: useDuration() };
}

/** "on site 1 h 05 min", "left 14:05", or null before arrival (and for cancelled, no-show). */
export function siteLine(a: FacilityAppointment, zone: string, now: number, words: SiteWords): string | null {
  const { t, duration } = words;
  if (isOnSite(a)) return t("onSite", { time: duration(minutesBetween(a.checked_in_at!, new Date(now))) });
  if (siteState(a) === "left") return t("left", { at: clock(wallClock(a.checked_out_at!, zone)) });
  return null;
}

/** The panel's fuller line: "On site since 13:05, 1 h 05 min", "Left the site at 14:05 after 2 h 10 min". */
export function sitePanelLine(
  a: FacilityAppointment,
  zone: string,
  now: number,
  words: SiteWords,
): string | null {
  const { t, duration } = words;
  const arrived = a.checked_in_at && clock(wallClock(a.checked_in_at, zone));
  if (isOnSite(a))
    return t("onSiteSince", {
      at: arrived ?? "",
      time: duration(minutesBetween(a.checked_in_at!, new Date(now))),
    });
  if (siteState(a) !== "left") return null;
  const at = clock(wallClock(a.checked_out_at!, zone));
  return a.checked_in_at
    ? t("leftAfter", { at, time: duration(minutesBetween(a.checked_in_at, a.checked_out_at!)) })
    : t("leftAt", { at });
}
