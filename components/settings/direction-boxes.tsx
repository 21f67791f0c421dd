"use client";
import { useTranslations } from "next-intl";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import type { SettingsValues } from "./settings-values";

/** Inbound / Outbound as two checkboxes writing one array field. */
export function DirectionBoxes({
  form,
  name,
  label,
  error,
}: {
  form: UseFormReturn<SettingsValues>;
  name: FieldPath<SettingsValues>;
  label: string;
  error?: string;
}) {
  const t = useTranslations("common.direction");
  return (
    <fieldset className="flex flex-col gap-1 pb-2">
      <legend className="sr-only">{label}</legend>
      <div className="flex gap-4">
        {(["Inbound", "Outbound"] as const).map((d) => (
          <label key={d} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" value={d} className="h-4 w-4" {...form.register(name)} /> {t(d)}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
