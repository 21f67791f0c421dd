"use client";
// One load type: its name, the fixed minutes a load needs, and minutes per
// unit of quantity (pallets, cases), with an example of the time a load gets.
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { DirectionBoxes } from "./direction-boxes";
import type { SettingsValues } from "./settings-values";
import { WordTranslations } from "./word-translations";

const EXAMPLE_UNITS = 26;

/**
 * The figures of "A load of 26 units: 26 × 4 min + 20 = 124 min → 2 h 30 min" (booked up to the slot step);
 * undefined without a per-unit time.
 */
export function perUnitExample(minutes: number, perUnit: number, step: number) {
  if (!Number.isInteger(minutes) || !Number.isInteger(perUnit) || perUnit <= 0 || minutes < 0 || !(step > 0))
    return undefined;
  const raw = minutes + perUnit * EXAMPLE_UNITS;
  const booked = Math.ceil(raw / step) * step;
  return {
    units: EXAMPLE_UNITS,
    perUnit,
    minutes,
    raw,
    hours: Math.floor(booked / 60),
    rest: booked % 60,
    booked,
  };
}

type Props = {
  form: UseFormReturn<SettingsValues>;
  index: number;
  error: (path: string) => string | undefined;
};

export function LoadTypeRow({ form, index: i, error }: Props) {
  const t = useTranslations("settings.loadTypeRow");
  const { register, control } = form;
  const [minutes, perUnit, step, name] = useWatch({
    control,
    name: [
      `load_types.${i}.duration_minutes`,
      `load_types.${i}.minutes_per_unit`,
      "slot_step_minutes",
      `load_types.${i}.name`,
    ],
  });
  const num = { valueAsNumber: true } as const;
  const example = perUnitExample(minutes, perUnit, Number(step));
  const perUnitId = `s-load-per-unit-${i}`;
  const perUnitError = error(`load_types.${i}.minutes_per_unit`);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-4">
        <Field id={`s-load-${i}`} label={t("name")} error={error(`load_types.${i}.name`)}>
          <Input id={`s-load-${i}`} {...register(`load_types.${i}.name`)} />
        </Field>
        <Field
          id={`s-load-minutes-${i}`}
          label={t("minutes")}
          error={error(`load_types.${i}.duration_minutes`)}
        >
          <Input
            id={`s-load-minutes-${i}`}
            type="number"
            min={5}
            max={1440}
            className="w-28"
            {...register(`load_types.${i}.duration_minutes`, num)}
          />
        </Field>
        <Field id={perUnitId} label={t("perUnit")} error={perUnitError}>
          <Input
            id={perUnitId}
            type="number"
            min={0}
            max={600}
            className="w-28"
            aria-invalid={!!perUnitError || undefined}
            aria-describedby={`${perUnitId}-example${perUnitError ? ` ${perUnitId}-error` : ""}`}
            {...register(`load_types.${i}.minutes_per_unit`, num)}
          />
        </Field>
        <DirectionBoxes
          form={form}
          name={`load_types.${i}.directions`}
          label={t("directions", { n: i + 1 })}
          error={error(`load_types.${i}.directions`)}
        />
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" {...register(`load_types.${i}.active`)} /> {t("offered")}
        </label>
      </div>
      {/* Under the whole row: beside its field the example would push the row onto two lines. */}
      <p id={`${perUnitId}-example`} className="text-sm text-slate-600">
        {example ? t(example.booked < 60 ? "exampleMinutes" : "exampleHours", example) : t("perUnitHint")}
      </p>
      <WordTranslations
        form={form}
        name={`load_types.${i}.name_translations`}
        id={`s-load-${i}-words`}
        word={name}
        error={error}
      />
    </div>
  );
}
