"use client";
// The facility's own booking questions: what each is called, what kind of
// answer it takes, who must answer it, whether carriers see it, and for which
// load types. Asked in this order on every booking form. A saved question is
// never deleted (its answers stay on appointments): it is switched off.
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { Controller, useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Check } from "@/components/ui/check-group";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Options } from "@/components/ui/options";
import {
  CHOICE_TYPES,
  CUSTOM_FIELD_TYPES,
  RANGED_TYPES,
  blankCustomField,
  type CustomFieldType,
} from "@/lib/fields/schema";
import { followChoices } from "@/lib/fields/words";
import { IdChecks } from "./id-checks";
import { WordTranslations } from "./word-translations";
import { AddRow, RemoveRow } from "./row-buttons";
import { wordBoxes, type SettingsValues } from "./settings-values";

// Empty is "no limit" (absent), not 0.
const bound = { setValueAs: (v: unknown) => (v === "" || v === null ? null : Number(v)) };

/** A key from a label: "Seal number" -> "seal_number". */
const keyOf = (label: string) =>
  label
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40);

type Props = {
  form: UseFormReturn<SettingsValues>;
  /** Keys already saved: those keep their key and can only be switched off. */
  savedKeys: string[];
  error: (path: string) => string | undefined;
};

export function CustomFields({ form, savedKeys, error }: Props) {
  const t = useTranslations("settings.customFields");
  const { control, register, setValue, getValues } = form;
  // The choices as they stood when staff began editing them: their translations follow them.
  const editedChoices = useRef<string[]>([]);
  const rows = useFieldArray({ control, name: "custom_fields", keyName: "rowKey" });
  const [values, loadTypes] = useWatch({ control, name: ["custom_fields", "load_types"] });
  const last = rows.fields.length - 1;
  return (
    <>
      <p className="-mt-2 text-sm text-slate-600">{t("intro")}</p>
      {error("custom_fields") && <p className="text-sm font-medium text-red-700">{error("custom_fields")}</p>}
      {rows.fields.map((row, i) => {
        const v = values[i];
        const saved = savedKeys.includes(row.key);
        const name = v?.label || t("questionN", { n: i + 1 });
        const choices = !!v && CHOICE_TYPES.includes(v.type);
        const ranged = !!v && RANGED_TYPES.includes(v.type);
        const id = (part: string) => `s-cf-${part}-${i}`;
        return (
          <div
            key={row.rowKey}
            role="group"
            aria-label={name}
            className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
          >
            <div className="grid gap-3 sm:grid-cols-3">
              <Field id={id("label")} label={t("question")} error={error(`custom_fields.${i}.label`)}>
                <Input
                  id={id("label")}
                  {...register(`custom_fields.${i}.label`, {
                    onChange: (e) => {
                      if (!saved) setValue(`custom_fields.${i}.key`, keyOf(e.target.value));
                    },
                  })}
                />
              </Field>
              <Field
                id={id("key")}
                label={t("key")}
                hint={saved ? t("keyFixed") : t("keyHint")}
                error={error(`custom_fields.${i}.key`)}
              >
                <Input id={id("key")} readOnly={saved} {...register(`custom_fields.${i}.key`)} />
              </Field>
              <Field id={id("type")} label={t("answer")} error={error(`custom_fields.${i}.type`)}>
                <Select
                  id={id("type")}
                  {...register(`custom_fields.${i}.type`, {
                    // What the new kind of answer does not take goes, so the save is not refused for it.
                    onChange: (e) => {
                      const type = e.target.value as CustomFieldType;
                      if (!CHOICE_TYPES.includes(type)) {
                        setValue(`custom_fields.${i}.choices`, []);
                        setValue(`custom_fields.${i}.choice_translations`, []);
                      }
                      if (!RANGED_TYPES.includes(type)) {
                        setValue(`custom_fields.${i}.min`, null);
                        setValue(`custom_fields.${i}.max`, null);
                      }
                    },
                  })}
                >
                  <Options values={CUSTOM_FIELD_TYPES} word={(type) => t(`types.${type}`)} />
                </Select>
              </Field>
            </div>
            {choices && (
              <Controller
                control={control}
                name={`custom_fields.${i}.choices`}
                render={({ field }) => (
                  <Field
                    id={id("choices")}
                    label={t("choices")}
                    hint={t("choicesHint")}
                    error={error(`custom_fields.${i}.choices`)}
                  >
                    <Textarea
                      id={id("choices")}
                      rows={3}
                      value={(field.value ?? []).join("\n")}
                      onChange={(e) => field.onChange(e.target.value.split("\n"))}
                      onFocus={() => (editedChoices.current = field.value ?? [])}
                      onBlur={() => {
                        const next = (field.value ?? []).map((c) => c.trim()).filter(Boolean);
                        field.onChange(next);
                        const path = `custom_fields.${i}.choice_translations` as const;
                        setValue(path, followChoices(editedChoices.current, getValues(path) ?? [], next));
                        field.onBlur();
                      }}
                    />
                  </Field>
                )}
              />
            )}
            <WordTranslations
              form={form}
              name={`custom_fields.${i}.label_translations`}
              id={id("words")}
              word={v?.label ?? ""}
              choices={
                choices
                  ? {
                      name: `custom_fields.${i}.choice_translations`,
                      values: (v?.choices ?? []).filter((c) => c.trim()),
                    }
                  : undefined
              }
              error={error}
            />
            {ranged && (
              <div className="grid grid-cols-2 gap-3 sm:max-w-md">
                <Field
                  id={id("min")}
                  label={v?.type === "text" ? t("fewestCharacters") : t("lowestValue")}
                  optional
                  error={error(`custom_fields.${i}.min`)}
                >
                  <Input id={id("min")} type="number" {...register(`custom_fields.${i}.min`, bound)} />
                </Field>
                <Field
                  id={id("max")}
                  label={v?.type === "text" ? t("mostCharacters") : t("highestValue")}
                  optional
                  error={error(`custom_fields.${i}.max`)}
                >
                  <Input id={id("max")} type="number" {...register(`custom_fields.${i}.max`, bound)} />
                </Field>
              </div>
            )}
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              <Check label={t("asked")} {...register(`custom_fields.${i}.active`)} />
              <Check label={t("carriersMust")} {...register(`custom_fields.${i}.required_for_carrier`)} />
              <Check label={t("staffMust")} {...register(`custom_fields.${i}.required_for_staff`)} />
              <Check label={t("staffOnly")} {...register(`custom_fields.${i}.hidden_from_carrier`)} />
            </div>
            {error(`custom_fields.${i}.required_for_carrier`) && (
              <p className="text-sm font-medium text-red-700">{t("staffOnlyRequired")}</p>
            )}
            {loadTypes.some((l) => l.id) && (
              <IdChecks
                form={form}
                name={`custom_fields.${i}.load_type_ids`}
                id={id("load-types")}
                legend={t("askedFor")}
                allLabel={t("everyLoadType")}
                options={loadTypes.filter((l) => l.id).map((l) => ({ id: l.id, label: l.name }))}
                error={error(`custom_fields.${i}.load_type_ids`)}
              />
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={i === 0}
                aria-label={t("moveUp", { name })}
                onClick={() => rows.move(i, i - 1)}
              >
                {t("up")}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={i === last}
                aria-label={t("moveDown", { name })}
                onClick={() => rows.move(i, i + 1)}
              >
                {t("down")}
              </Button>
              {!saved && <RemoveRow label={t("remove", { name })} onClick={() => rows.remove(i)} />}
            </div>
          </div>
        );
      })}
      <AddRow onClick={() => rows.append({ ...blankCustomField(), label_translations: wordBoxes() })}>
        {t("add")}
      </AddRow>
    </>
  );
}
