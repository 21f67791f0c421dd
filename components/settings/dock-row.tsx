"use client";
// One dock in the settings form. A new dock can simply be dropped; a saved one
// is marked for deletion and goes on save, unless an appointment ever used it
// (the server refuses, and says so on this row): such a dock is taken out of
// service instead.
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { DirectionBoxes } from "./direction-boxes";
import { DockRules } from "./dock-rules";
import { WordTranslations } from "./word-translations";
import type { SettingsValues } from "./settings-values";

type Props = {
  form: UseFormReturn<SettingsValues>;
  index: number;
  saved: boolean;
  onDiscard: () => void;
  error?: string;
  nameError?: string;
  directionsError?: string;
  /** The message for any field of the dock, by its form path. */
  fieldError: (path: string) => string | undefined;
};

export function DockRow({
  form,
  index: i,
  saved,
  onDiscard,
  error,
  nameError,
  directionsError,
  fieldError,
}: Props) {
  const t = useTranslations("settings.dockRow");
  const { register, setValue, control } = form;
  const [name, removed] = useWatch({ control, name: [`docks.${i}.name`, `docks.${i}.remove`] });
  const mark = (remove: boolean) => setValue(`docks.${i}.remove`, remove, { shouldDirty: true });
  if (removed) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
        <p className="flex-1">
          {t.rich("willBeDeleted", { name, strong: (c) => <span className="font-medium">{c}</span> })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => mark(false)}
          aria-label={t("keepLabel", { name })}
        >
          {t("keep")}
        </Button>
        {error && (
          <p className="w-full font-medium text-red-700" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 rounded-md border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-end gap-4">
        <Field id={`s-dock-${i}`} label={t("name")} error={nameError}>
          <Input id={`s-dock-${i}`} {...register(`docks.${i}.name`)} />
        </Field>
        <DirectionBoxes
          form={form}
          name={`docks.${i}.directions`}
          label={t("directions", { n: i + 1 })}
          error={directionsError}
        />
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" {...register(`docks.${i}.active`)} /> {t("inService")}
        </label>
        <Button
          variant="danger-ghost"
          size="sm"
          className="mb-1"
          onClick={saved ? () => mark(true) : onDiscard}
          aria-label={t("deleteLabel", { name: name || t("dockN", { n: i + 1 }) })}
        >
          {t("delete")}
        </Button>
      </div>
      <WordTranslations
        form={form}
        name={`docks.${i}.name_translations`}
        id={`s-dock-${i}-words`}
        word={name}
        error={fieldError}
      />
      <DockRules form={form} index={i} name={name || t("dockN", { n: i + 1 })} error={fieldError} />
    </div>
  );
}
