"use client";
// One weekday's open periods: several a day (e.g. a lunch break), or none. The
// facility's hours and a dock's own hours are both seven of these.
import { get, useFieldArray, type FieldArrayPath, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ClockInput } from "@/components/ui/date-fields";
import { useFormatter, useTranslations } from "next-intl";
import type { SettingsValues } from "./settings-values";

// 2024-01-01 was a Monday: weekday 1..7 is that date plus weekday - 1 days.
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

type Hours = "open_hours" | `docks.${number}.open_hours`;
type PeriodErrors = { start?: { message?: string }; end?: { message?: string } }[] | undefined;

export function DayHours({
  form,
  index,
  weekday,
  hours = "open_hours",
  whose,
}: {
  form: UseFormReturn<SettingsValues>;
  index: number;
  weekday: number;
  /** Whose hours: the facility's (the default) or a dock's. */
  hours?: Hours;
  /** Said before the weekday in the controls' names when several docks show hours ("Dock 1 Monday"). */
  whose?: string;
}) {
  const path = `${hours}.${index}.periods` as const;
  const periods = useFieldArray({ control: form.control, name: path as FieldArrayPath<SettingsValues> });
  const errors = get(form.formState.errors, path) as PeriodErrors;
  const t = useTranslations("settings.dayHours");
  const format = useFormatter();
  const day = format.dateTime(MONDAY + (weekday - 1) * DAY_MS, { weekday: "long", timeZone: "UTC" });
  const named = whose ? t("named", { whose, day }) : day;
  return (
    <fieldset className="flex flex-col gap-2 border-b border-slate-100 pb-3 sm:flex-row sm:items-start">
      <legend className="w-28 shrink-0 pt-2 text-sm font-medium text-slate-800 sm:float-left">
        {day}
        {whose && <span className="sr-only"> ({whose})</span>}
      </legend>
      <div className="flex flex-1 flex-col gap-2">
        {periods.fields.length === 0 && <p className="pt-2 text-sm text-slate-500">{t("closed")}</p>}
        {periods.fields.map((p, i) => (
          <div key={p.id} className="flex flex-wrap items-center gap-2">
            {/* Inputs fill their box (components/ui/input.tsx): the box sets the width. 24-hour, as the board. */}
            <span className="w-28 sm:w-36">
              <ClockInput
                aria-label={t("opens", { named, n: i + 1 })}
                {...form.register(`${path}.${i}.start` as `open_hours.${number}.periods.${number}.start`)}
              />
            </span>
            <span className="text-sm text-slate-600">{t("to")}</span>
            <span className="w-28 sm:w-36">
              <ClockInput
                aria-label={t("closes", { named, n: i + 1 })}
                {...form.register(`${path}.${i}.end` as `open_hours.${number}.periods.${number}.end`)}
              />
            </span>
            <Button
              variant="danger-ghost"
              size="sm"
              onClick={() => periods.remove(i)}
              aria-label={t("removeLabel", { named, n: i + 1 })}
            >
              {t("remove")}
            </Button>
            {(errors?.[i]?.start?.message || errors?.[i]?.end?.message) && (
              <p className="w-full text-sm font-medium text-red-700">
                {errors?.[i]?.start?.message ?? errors?.[i]?.end?.message}
              </p>
            )}
          </div>
        ))}
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => periods.append({ start: "08:00", end: "17:00" })}
            aria-label={t("addLabel", { named })}
          >
            {t("add")}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
