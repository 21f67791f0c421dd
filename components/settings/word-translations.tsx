"use client";
// A facility word's translations (a dock's or load type's name, a question's
// label and choices) behind a "Translations" disclosure under the word: one
// input per language Dockside speaks, blank meaning "as typed". Closed, it
// takes one line, so a row stays compact on a phone.
import { useTranslations } from "next-intl";
import { Controller, useWatch, type Path, type UseFormReturn } from "react-hook-form";
import { Field, describedBy } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { LOCALES, LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import type { WordTranslations as Words } from "@/lib/i18n/facility-words";
import type { SettingsValues } from "./settings-values";

type Props = {
  form: UseFormReturn<SettingsValues>;
  /** The form path of the word's translations, e.g. docks.0.name_translations. */
  name: string;
  /** The prefix of the inputs' ids. */
  id: string;
  /** The word as typed, for the fallback hint and the disclosure's name. */
  word: string;
  /** A choice question's choices: their translations, one line per choice, per language. */
  choices?: { name: string; values: string[] };
  error?: (path: string) => string | undefined;
};

export function WordTranslations({ form, name, id, word, choices, error }: Props) {
  const t = useTranslations("settings.translations");
  const words = (useWatch({ control: form.control, name: name as Path<SettingsValues> }) ?? {}) as Words;
  const given = LOCALES.filter((l) => words[l]?.trim()).length;
  return (
    <details className="group rounded-md text-sm">
      <summary className="cursor-pointer py-1 font-medium text-brand-700 underline-offset-2 hover:underline">
        {given ? t("summaryCount", { count: given }) : t("summary")}
        <span className="sr-only">: {word || t("thisWord")}</span>
      </summary>
      <div className="mt-2 flex flex-col gap-3 rounded-md bg-slate-50 p-3">
        <p className="text-slate-600">{t("hint", { word: word || "…" })}</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {LOCALES.map((l) => (
            <Field key={l} id={`${id}-${l}`} label={LOCALE_NAMES[l]} error={error?.(`${name}.${l}`)}>
              <Input
                id={`${id}-${l}`}
                lang={l}
                placeholder={word}
                {...form.register(`${name}.${l}` as Path<SettingsValues>)}
              />
            </Field>
          ))}
        </div>
        {choices && choices.values.length > 0 && (
          <ChoiceTranslations form={form} id={id} name={choices.name} choices={choices.values} />
        )}
      </div>
    </details>
  );
}

/** Per language, the choices one a line in the choices' order: line n is choice n's word. */
function ChoiceTranslations({
  form,
  id,
  name,
  choices,
}: {
  form: UseFormReturn<SettingsValues>;
  id: string;
  name: string;
  choices: string[];
}) {
  const t = useTranslations("settings.translations");
  return (
    <Controller
      control={form.control}
      name={name as Path<SettingsValues>}
      render={({ field }) => {
        const value = (field.value ?? []) as Words[];
        const linesOf = (l: Locale) => choices.map((_, j) => value[j]?.[l] ?? "").join("\n");
        const change = (l: Locale, text: string) => {
          const lines = text.split("\n");
          field.onChange(choices.map((_, j) => ({ ...value[j], [l]: lines[j] ?? "" })));
        };
        return (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {LOCALES.map((l) => (
              <Field
                key={l}
                id={`${id}-choices-${l}`}
                label={t("choicesIn", { language: LOCALE_NAMES[l] })}
                hint={t("choicesHint")}
              >
                <Textarea
                  id={`${id}-choices-${l}`}
                  lang={l}
                  rows={Math.min(Math.max(choices.length, 2), 6)}
                  placeholder={choices.join("\n")}
                  value={linesOf(l)}
                  onChange={(e) => change(l, e.target.value)}
                  onBlur={field.onBlur}
                  {...describedBy(`${id}-choices-${l}`, { hint: true })}
                />
              </Field>
            ))}
          </div>
        );
      }}
    />
  );
}
