"use client";
// A list field of ids (docks, load types, weekdays, companies) as checkboxes.
// Controlled rather than registered: a checkbox registered alone writes a
// string, not a list, and a facility may have a single dock or load type.
import { Controller, type FieldPath, type UseFormReturn } from "react-hook-form";
import { Check, CheckGroup } from "@/components/ui/check-group";
import { cn } from "@/components/ui/cn";
import type { SettingsValues } from "./settings-values";

type Id = string | number;

type Props = {
  form: UseFormReturn<SettingsValues>;
  name: FieldPath<SettingsValues>;
  id: string;
  legend: string;
  options: { id: Id; label: string }[];
  /** When given, a first box that stands for an empty list ("All docks"): ticking it clears the others. */
  allLabel?: string;
  hint?: string;
  error?: string;
  /** The layout of the box holding the options (a long list may scroll). */
  className?: string;
};

export function IdChecks({ form, name, id, legend, options, allLabel, hint, error, className }: Props) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const chosen = (Array.isArray(field.value) ? field.value : []) as Id[];
        const toggle = (option: Id, on: boolean) =>
          field.onChange(on ? [...chosen, option] : chosen.filter((c) => c !== option));
        return (
          <CheckGroup id={id} legend={legend} error={error} className="gap-1">
            {hint && <p className="-mt-1 text-sm text-slate-600">{hint}</p>}
            <div className={cn("flex flex-wrap gap-x-4 gap-y-2", className)}>
              {allLabel && (
                <Check
                  label={allLabel}
                  name={`${id}-all`}
                  checked={chosen.length === 0}
                  onChange={() => field.onChange([])}
                />
              )}
              {options.map((o) => (
                <Check
                  key={o.id}
                  label={o.label}
                  name={field.name}
                  checked={chosen.includes(o.id)}
                  onChange={(e) => toggle(o.id, e.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              ))}
            </div>
          </CheckGroup>
        );
      }}
    />
  );
}
