// The open times of a fortnight as links, drawn on the server: the days (with
// how many times each has), then the times of the chosen day. The same days,
// zone and clock-change rules as the booking form's slot picker, without its
// script: every choice is a link, so the page works on any phone.
import { DateTime } from "luxon";
import { getLocale, getTranslations } from "next-intl/server";
import { dayReasons } from "@/components/shared/closed-periods";
import { localTime } from "@/components/shared/local-time";
import { ReasonList } from "@/components/shared/reason-list";
import { cn } from "@/components/ui/cn";
import type { ClosedPeriod } from "@/lib/availability/schema";
import { clock, inZone, todayIn, zoneAbbreviation } from "@/lib/core/time";
import { dateLong, dateShort, weekdayShort, zoneLabelIn } from "./when";

export const WINDOW_DAYS = 14;

export type Slot = { start_time: string; end_time: string };
export type Place = { from?: string; day?: string; start?: string };

/** The first day of the fortnight shown: `from` when it is a date not in the past, else today. */
export function windowStart(zone: string, from?: string): string {
  const today = todayIn(zone);
  return from && /^\d{4}-\d{2}-\d{2}$/.test(from) && DateTime.fromISO(from).isValid && from > today
    ? from
    : today;
}

export const windowEnd = (start: string) =>
  DateTime.fromISO(start)
    .plus({ days: WINDOW_DAYS - 1 })
    .toISODate()!;

/** The slots grouped by local day, every day of the window present. */
export function slotsByDay(slots: Slot[], zone: string, start: string): [string, Slot[]][] {
  const byDay = new Map<string, Slot[]>();
  for (let d = DateTime.fromISO(start); d.toISODate()! <= windowEnd(start); d = d.plus({ days: 1 }))
    byDay.set(d.toISODate()!, []);
  for (const s of slots) byDay.get(inZone(s.start_time, zone).toISODate()!)?.push(s);
  return [...byDay.entries()];
}

export async function SlotLinks({
  slots,
  zone,
  from,
  day: wanted,
  selected,
  href: link,
  anchor,
  closed = [],
}: {
  slots: Slot[];
  /** Why the other starts are not offered: a day without times says so. */
  closed?: ClosedPeriod[];
  zone: string;
  from: string;
  day?: string;
  selected?: string;
  href: (place: Place) => string;
  /** Where day links land on the page (the section's id); times land on #details. */
  anchor: string;
}) {
  const [t, locale, errorWords, time] = await Promise.all([
    getTranslations("public.slots"),
    getLocale(),
    getTranslations("errors"),
    getTranslations("shared.time"),
  ]);
  const local = localTime(locale, zone);
  // The times a refusal names (the latest bookable), as the page writes its times.
  const when = (iso: string) => time("dayAndTime", { day: local.shortDay(iso), time: local.clock(iso) });
  const href = (p: Place) => `${link(p)}#${p.start ? "details" : anchor}`;
  const days = slotsByDay(slots, zone, from);
  // A day without times may be chosen too: it shows why it has none.
  const day = days.find(([d]) => d === wanted)?.[0] ?? days.find(([, s]) => s.length)?.[0] ?? days[0]?.[0];
  const times = days.find(([d]) => d === day)?.[1] ?? [];
  const reasons = day
    ? dayReasons(closed, day, zone, { hasSlots: times.length > 0, t: errorWords, when })
    : [];
  const today = todayIn(zone);
  const earlier = DateTime.fromISO(from).minus({ days: WINDOW_DAYS }).toISODate()!;
  const later = DateTime.fromISO(from).plus({ days: WINDOW_DAYS }).toISODate()!;
  const pill = "rounded-md border text-center has-[:focus-visible]:ring-2";
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" data-testid="zone-note">
        {t.rich("zoneNote", { strong: (c) => <strong>{c}</strong>, zone: zoneLabelIn(locale, zone) })}
      </p>
      <nav aria-label={t("days")} className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm">
          {from > today ? (
            <a
              href={href({ from: earlier < today ? today : earlier })}
              className="font-medium text-brand-700"
            >
              {t("earlier")}
            </a>
          ) : (
            <span />
          )}
          <span className="text-slate-600">
            {t("window", { from: dateShort(locale, from), to: dateShort(locale, windowEnd(from)) })}
          </span>
          <a href={href({ from: later })} className="font-medium text-brand-700">
            {t("later")}
          </a>
        </div>
        <ul className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-2">
          {days.map(([d, daySlots]) => {
            const body = (
              <>
                <span className="text-xs font-medium uppercase">{weekdayShort(locale, d)}</span>
                <span className="text-lg leading-tight font-semibold">{Number(d.slice(8))}</span>
                <span className="text-xs">
                  {daySlots.length ? t("open", { count: daySlots.length }) : t("noTimes")}
                </span>
              </>
            );
            const box = "flex min-w-[4.5rem] flex-col items-center px-2 py-2";
            return (
              <li key={d} className="shrink-0 snap-start">
                <a
                  href={href({ from, day: d })}
                  aria-current={d === day ? "date" : undefined}
                  aria-label={t("dayLabel", { day: dateLong(locale, d), count: daySlots.length })}
                  className={cn(
                    box,
                    pill,
                    d === day
                      ? "border-brand-600 bg-brand-600 text-white"
                      : daySlots.length
                        ? "border-slate-300 bg-white hover:border-brand-600"
                        : "border-dashed border-slate-300 bg-slate-100 text-slate-600",
                  )}
                >
                  {body}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-800">
          {day ? t("openOn", { day: dateLong(locale, day) }) : t("openTimes")}
        </h3>
        {times.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            {slots.length ? t("noneThisDay") : t("noneInWindow")}
          </p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="slots">
            {times.map((s) => {
              const start = inZone(s.start_time, zone);
              // On the night clocks go back an hour repeats: name the offset to tell them apart.
              const repeated =
                times.filter((o) => clock(inZone(o.start_time, zone)) === clock(start)).length > 1;
              const active = s.start_time === selected;
              return (
                <li key={s.start_time}>
                  <a
                    href={href({ from, day, start: s.start_time })}
                    aria-current={active ? "true" : undefined}
                    className={cn(
                      "flex h-11 items-center justify-center text-sm font-medium tabular-nums",
                      pill,
                      active
                        ? "border-brand-600 bg-brand-600 text-white"
                        : "border-slate-300 bg-white text-slate-900 hover:border-brand-600",
                    )}
                  >
                    {clock(start)}
                    {repeated && <span className="ml-1 text-xs">{zoneAbbreviation(zone, start)}</span>}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        {reasons.length > 0 && (
          <div className="mt-3">
            <ReasonList reasons={reasons} />
          </div>
        )}
      </div>
    </div>
  );
}
