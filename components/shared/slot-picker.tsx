"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DateTime } from "luxon";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";
import type { Availability } from "@/lib/availability/schema";
import { clock, inZone, longDay, todayIn, zoneAbbreviation, zoneLabel } from "@/lib/core/time";
import { availabilityKey } from "./query-keys";

export const WINDOW_DAYS = 14;

export type Slot = Availability["slots"][number];

type Props = {
  facilityId: string;
  timeZone: string;
  type: "Inbound" | "Outbound";
  loadTypeId?: string;
  durationMinutes?: number;
  selectedStart?: string;
  onSelect: (slot: Slot | null) => void;
  error?: string;
};

/** Days with open times, then the open times of the chosen day, in the facility's zone. */
export function SlotPicker({
  facilityId,
  timeZone,
  type,
  loadTypeId,
  durationMinutes,
  selectedStart,
  onSelect,
  error,
}: Props) {
  const today = todayIn(timeZone);
  const [windowStart, setWindowStart] = useState(today);
  const [chosenDay, setChosenDay] = useState<string>();
  const windowEnd = DateTime.fromISO(windowStart)
    .plus({ days: WINDOW_DAYS - 1 })
    .toISODate()!;

  const availability = useQuery({
    queryKey: [
      ...availabilityKey(facilityId),
      type,
      loadTypeId ?? null,
      durationMinutes ?? null,
      windowStart,
    ],
    queryFn: ({ signal }) =>
      callOperation(
        "get_facility_availability",
        {
          facility_id: facilityId,
          start: windowStart,
          end: windowEnd,
          type,
          load_type_id: loadTypeId,
          duration_minutes: loadTypeId ? undefined : durationMinutes,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>();
    for (let d = DateTime.fromISO(windowStart); d.toISODate()! <= windowEnd; d = d.plus({ days: 1 }))
      byDay.set(d.toISODate()!, []);
    for (const s of availability.data?.slots ?? [])
      byDay.get(inZone(s.start_time, timeZone).toISODate()!)?.push(s);
    return [...byDay.entries()];
  }, [availability.data, windowStart, windowEnd, timeZone]);

  const selectedDay = selectedStart ? inZone(selectedStart, timeZone).toISODate()! : undefined;
  const firstOpen = days.find(([, slots]) => slots.length)?.[0];
  const day = chosenDay && days.some(([d]) => d === chosenDay) ? chosenDay : (selectedDay ?? firstOpen);
  const slots = days.find(([d]) => d === day)?.[1] ?? [];
  const loading = availability.isPending;

  const shift = (by: number) => {
    const next = DateTime.fromISO(windowStart).plus({ days: by }).toISODate()!;
    setWindowStart(next < today ? today : next);
    setChosenDay(undefined);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" data-testid="zone-note">
        Times are the facility&apos;s local time: <strong>{zoneLabel(timeZone)}</strong>, {timeZone}.
      </p>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-slate-800">Day</legend>
        <div className="mb-2 flex items-center justify-between gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => shift(-WINDOW_DAYS)}
            disabled={windowStart <= today}
          >
            ← Earlier
          </Button>
          <span className="text-sm text-slate-600">
            {DateTime.fromISO(windowStart).toFormat("d LLL")} –{" "}
            {DateTime.fromISO(windowEnd).toFormat("d LLL yyyy")}
          </span>
          <Button variant="ghost" size="sm" onClick={() => shift(WINDOW_DAYS)}>
            Later →
          </Button>
        </div>
        {/* On a phone the fortnight scrolls sideways; each label is `relative` so its
            visually hidden radio stays inside the scroller instead of widening the page. */}
        <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-2 sm:grid sm:grid-cols-7 sm:overflow-visible">
          {days.map(([d, daySlots]) => {
            const date = DateTime.fromISO(d);
            const open = daySlots.length > 0;
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
                      : "cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500",
                )}
              >
                <input
                  type="radio"
                  name="day"
                  value={d}
                  checked={active}
                  disabled={!open || loading}
                  onChange={() => setChosenDay(d)}
                  className="sr-only"
                />
                <span className="text-xs font-medium uppercase">{date.toFormat("ccc")}</span>
                <span className="text-lg leading-tight font-semibold">{date.toFormat("d")}</span>
                <span className={cn("text-xs", active ? "text-white" : "text-slate-600")}>
                  {loading ? "\u00a0" : open ? `${daySlots.length} open` : "No times"}
                </span>
              </label>
            );
          })}
        </div>
        {/* A phone shows four days of the fourteen: say that the rest are a swipe away. */}
        <p className="text-xs text-slate-600 sm:hidden">Swipe for more days →</p>
      </fieldset>

      <fieldset className="min-w-0" aria-describedby={error ? "scheduled_start_time-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {day ? `Open times on ${longDay(DateTime.fromISO(day))}` : "Open times"}
        </legend>
        {loading ? (
          <div
            className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6"
            aria-busy="true"
            aria-label="Loading open times"
          >
            {Array.from({ length: 12 }, (_, i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : availability.isError ? (
          <Alert tone="error" title="Open times could not be loaded.">
            {availability.error.message}{" "}
            <button type="button" className="font-medium underline" onClick={() => availability.refetch()}>
              Try again
            </button>
          </Alert>
        ) : slots.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            No open times in these two weeks. Try later dates.
          </p>
        ) : (
          <div
            className={cn(
              "grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6",
              availability.isFetching && "opacity-70",
            )}
            data-testid="slots"
          >
            {slots.map((s) => {
              const start = inZone(s.start_time, timeZone);
              // On the night clocks go back an hour repeats: name the offset to tell them apart.
              const repeated =
                slots.filter((o) => clock(inZone(o.start_time, timeZone)) === clock(start)).length > 1;
              const active = s.start_time === selectedStart;
              return (
                <label
                  key={s.start_time}
                  className={cn(
                    "relative flex h-11 cursor-pointer items-center justify-center rounded-md border text-sm font-medium tabular-nums has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2",
                    active
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 bg-white text-slate-900 hover:border-brand-600",
                  )}
                >
                  <input
                    type="radio"
                    name="slot"
                    value={s.start_time}
                    checked={active}
                    onChange={() => onSelect(s)}
                    className="sr-only"
                  />
                  {clock(start)}
                  {repeated && <span className="ml-1 text-xs">{zoneAbbreviation(timeZone, start)}</span>}
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
    </div>
  );
}
