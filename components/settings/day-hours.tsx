"use client";
// One weekday's open periods: several a day (e.g. a lunch break), or none.
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ClockInput } from "@/components/ui/date-fields";
import type { SettingsValues } from "./settings-values";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export function DayHours({
  form,
  index,
  weekday,
}: {
  form: UseFormReturn<SettingsValues>;
  index: number;
  weekday: number;
}) {
  const periods = useFieldArray({ control: form.control, name: `open_hours.${index}.periods` });
  const errors = form.formState.errors.open_hours?.[index]?.periods;
  const day = DAYS[weekday - 1];
  return (
    <fieldset className="flex flex-col gap-2 border-b border-slate-100 pb-3 sm:flex-row sm:items-start">
      <legend className="w-28 shrink-0 pt-2 text-sm font-medium text-slate-800 sm:float-left">{day}</legend>
      <div className="flex flex-1 flex-col gap-2">
        {periods.fields.length === 0 && <p className="pt-2 text-sm text-slate-500">Closed</p>}
        {periods.fields.map((p, i) => (
          <div key={p.id} className="flex flex-wrap items-center gap-2">
            {/* Inputs fill their box (components/ui/input.tsx): the box sets the width. 24-hour, as the board. */}
            <span className="w-36">
              <ClockInput
                aria-label={`${day} period ${i + 1} opens`}
                {...form.register(`open_hours.${index}.periods.${i}.start`)}
              />
            </span>
            <span className="text-sm text-slate-600">to</span>
            <span className="w-36">
              <ClockInput
                aria-label={`${day} period ${i + 1} closes`}
                {...form.register(`open_hours.${index}.periods.${i}.end`)}
              />
            </span>
            <Button
              variant="danger-ghost"
              size="sm"
              onClick={() => periods.remove(i)}
              aria-label={`Remove ${day} period ${i + 1}`}
            >
              Remove
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
            aria-label={`Add a period on ${day}`}
          >
            + Add period
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
