"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DateTime } from "luxon";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";
import type { Availability } from "@/lib/availability/schema";
import { inZone, todayIn } from "@/lib/core/time";
import { dayReasons, type DayReason } from "./closed-periods";
import { lengthWords } from "@/components/ui/error-words";
import { dateInstant, localTime, useLocalTime } from "./local-time";
import { availabilityKey } from "./query-keys";
import { RetryAlert } from "@/components/ui/retry-alert";
import { SlotDays } from "./slot-days";
import { SlotReasons } from "./slot-reasons";
import { SlotTimes } from "./slot-times";

export const WINDOW_DAYS = 14;

export type Slot = Availability["slots"][number];

type Props = {
  facilityId: string;
  timeZone: string;
  type: "Inbound" | "Outbound";
  loadTypeId?: string;
  /** With loadTypeId: the slots are as long as this quantity of the load needs. */
  quantity?: number;
  durationMinutes?: number;
  /** A reschedule: the appointment's own dock time (and its place under caps) counts as free. */
  excludeAppointmentId?: string;
  selectedStart?: string;
  selectedEnd?: string;
  /** `pastRule`: the rule a staff member chose to book past (the booking will need a reason). */
  onSelect: (slot: Slot | null, pastRule?: DayReason) => void;
  error?: string;
  /** Say how long the load needs at the dock (the answer's duration_minutes). */
  lengthNote?: boolean;
  /** Staff: offer the starts a cap, a closure or the load's length keeps closed. */
  pastRules?: boolean;
};

/** Days with open times, then the open times of the chosen day (or why it has none), in the facility's zone. */
export function SlotPicker({
  facilityId,
  timeZone,
  type,
  loadTypeId,
  quantity,
  durationMinutes,
  excludeAppointmentId,
  selectedStart,
  selectedEnd,
  onSelect,
  error,
  lengthNote,
  pastRules,
}: Props) {
  const t = useTranslations("shared.slotPicker");
  const errorWords = useTranslations("errors");
  const time = useLocalTime(timeZone);
  const today = todayIn(timeZone);
  const [windowStart, setWindowStart] = useState(today);
  const [chosenDay, setChosenDay] = useState<string>();
  const windowEnd = DateTime.fromISO(windowStart)
    .plus({ days: WINDOW_DAYS - 1 })
    .toISODate()!;
  const count = loadTypeId ? quantity : undefined;

  const availability = useQuery({
    queryKey: [
      ...availabilityKey(facilityId),
      type,
      loadTypeId ?? null,
      count ?? null,
      durationMinutes ?? null,
      excludeAppointmentId ?? null,
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
          quantity: count,
          duration_minutes: loadTypeId ? undefined : durationMinutes,
          exclude_appointment_id: excludeAppointmentId,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

  // A new quantity can change the length: the chosen start keeps its new end while it is
  // still offered; a time of the old length is dropped rather than booked too short.
  const data = availability.data;
  useEffect(() => {
    if (!data || !selectedStart || !selectedEnd || availability.isPlaceholderData) return;
    const same = data.slots.find((s) => s.start_time === selectedStart);
    if (same && same.end_time !== selectedEnd) onSelect(same);
    else if (!same && Date.parse(selectedEnd) - Date.parse(selectedStart) !== data.duration_minutes * 60_000)
      onSelect(null);
  }, [data, selectedStart, selectedEnd, onSelect, availability.isPlaceholderData]);

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
  // With no time in the fortnight, its first day still says why.
  const day =
    chosenDay && days.some(([d]) => d === chosenDay) ? chosenDay : (selectedDay ?? firstOpen ?? days[0]?.[0]);
  const slots = days.find(([d]) => d === day)?.[1] ?? [];
  const loading = availability.isPending;
  const totalSlots = data?.slots.length ?? 0;
  const reasons = useMemo(
    () =>
      data && day
        ? dayReasons(data.closed_periods, day, timeZone, {
            hasSlots: slots.length > 0,
            t: errorWords,
            when: time.moment,
          })
        : [],
    [data, day, timeZone, slots.length, errorWords, time.moment],
  );

  const shift = (by: number) => {
    const next = DateTime.fromISO(windowStart).plus({ days: by }).toISODate()!;
    setWindowStart(next < today ? today : next);
    setChosenDay(undefined);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" data-testid="zone-note">
        {t.rich("zoneNote", {
          label: time.zoneLabel(),
          zone: timeZone,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>

      {lengthNote && availability.data && (
        <p className="text-sm font-medium text-slate-800" data-testid="load-length">
          {t("loadLength", { length: lengthWords(availability.data.duration_minutes, errorWords) })}
        </p>
      )}
      <SlotDays
        days={days.map(([d, list]) => [d, list.length])}
        day={day}
        loading={loading}
        windowStart={windowStart}
        windowEnd={windowEnd}
        canGoEarlier={windowStart > today}
        onShift={(forward) => shift(forward ? WINDOW_DAYS : -WINDOW_DAYS)}
        onChoose={setChosenDay}
      />

      <fieldset className="min-w-0" aria-describedby={error ? "scheduled_start_time-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {day ? t("timesOn", { day: localTime(time.locale, "UTC").longDay(dateInstant(day)) }) : t("times")}
        </legend>
        {loading ? (
          <div
            className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6"
            aria-busy="true"
            aria-label={t("loading")}
          >
            {Array.from({ length: 12 }, (_, i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : availability.isError ? (
          <RetryAlert title={t("loadFailed")} query={availability} retry={t("tryAgain")} />
        ) : (
          <>
            {slots.length === 0 ? (
              <p className="rounded-md border border-dashed border-slate-300 px-4 py-4 text-center text-sm text-slate-600">
                {totalSlots === 0 ? t("noneInWindow") : t("noneOnDay")}
              </p>
            ) : (
              <SlotTimes
                slots={slots}
                zone={timeZone}
                selectedStart={selectedStart}
                fetching={availability.isFetching}
                onSelect={(s) => onSelect(s)}
              />
            )}
            <div className="mt-3">
              <SlotReasons
                reasons={reasons}
                zone={timeZone}
                pastRules={
                  pastRules && data
                    ? {
                        stepMinutes: data.slot_step_minutes,
                        durationMinutes: data.duration_minutes,
                        selectedStart,
                      }
                    : undefined
                }
                onSelect={(s, r) => onSelect(s, r)}
              />
            </div>
          </>
        )}
      </fieldset>
    </div>
  );
}
