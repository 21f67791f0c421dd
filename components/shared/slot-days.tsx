"use client";
// The fortnight's days of the slot picker. A day without times stays choosable:
// choosing it shows why it has none (the facility's rules), not a blank.
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { dateInstant, localTime } from "./local-time";

type Props = {
  days: [string, number][];
  day?: string;
  loading: boolean;
  windowStart: string;
  windowEnd: string;
  canGoEarlier: boolean;
  onShift: (forward: boolean) => void;
  onChoose: (day: string) => void;
};

export function SlotDays({
  days,
  day,
  loading,
  windowStart,
  windowEnd,
  canGoEarlier,
  onShift,
  onChoose,
}: Props) {
  const t = useTranslations("shared.slotDays");
  // Days, not instants: formatted in UTC, where dateInstant puts them.
  const date = localTime(useLocale(), "UTC");
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t("legend")}</legend>
      <div className="mb-2 flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={() => onShift(false)} disabled={!canGoEarlier}>
          {t("earlier")}
        </Button>
        <span className="text-sm text-slate-600">
          {t("window", {
            from: date.dayMonth(dateInstant(windowStart)),
            to: date.dayMonth(dateInstant(windowEnd), true),
          })}
        </span>
        <Button variant="ghost" size="sm" onClick={() => onShift(true)}>
          {t("later")}
        </Button>
      </div>
      {/* On a phone the fortnight scrolls sideways; each label is `relative` so its
          visually hidden radio stays inside the scroller instead of widening the page. */}
      <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-2 sm:grid sm:grid-cols-7 sm:overflow-visible">
        {days.map(([d, count]) => {
          const at = dateInstant(d);
          const open = count > 0;
          const active = d === day;
          return (
            <label
              key={d}
              className={cn(
                "relative flex min-w-[4.75rem] shrink-0 cursor-pointer snap-start flex-col items-center rounded-md border px-2 py-2 text-center has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2",
                active
                  ? "border-brand-600 bg-brand-600 text-white"
                  : open
                    ? "border-slate-300 bg-white hover:border-brand-600"
                    : "border-dashed border-slate-300 bg-slate-100 text-slate-600 hover:border-slate-500",
              )}
            >
              <input
                type="radio"
                name="day"
                value={d}
                checked={active}
                disabled={loading}
                data-open={open || undefined}
                onChange={() => onChoose(d)}
                className="sr-only"
              />
              <span className="text-xs font-medium uppercase">{date.part(at, "weekday")}</span>
              <span className="text-lg leading-tight font-semibold">{date.part(at, "day")}</span>
              <span className={cn("text-xs", active ? "text-white" : "text-slate-600")}>
                {loading ? "\u00a0" : open ? t("open", { count }) : t("none")}
              </span>
            </label>
          );
        })}
      </div>
      {/* A phone shows four days of the fourteen: say that the rest are a swipe away. */}
      <p className="text-xs text-slate-600 sm:hidden">{t("swipe")}</p>
    </fieldset>
  );
}
