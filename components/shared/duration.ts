// How long, in the reader's words: "45 min", "2 h 05 min", "26 h" (a truck on site over a day is still read
// in hours); "2 Std. 05 Min." in German. The board's site lines and the yard say it.
import { useTranslations } from "next-intl";

export type DurationWords = (minutes: number) => string;

/** `minutes` in the words of `t` (the shared.duration messages). */
export function durationWords(
  minutes: number,
  t: (key: string, values: Record<string, string | number>) => string,
) {
  if (minutes < 60) return t("minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? t("hoursMinutes", { hours, minutes: String(rest).padStart(2, "0") }) : t("hours", { hours });
}

/** The reader's duration words. */
export function useDuration(): DurationWords {
  const t = useTranslations("shared.duration");
  return (minutes) => durationWords(minutes, (key, values) => t(key as never, values as never));
}
