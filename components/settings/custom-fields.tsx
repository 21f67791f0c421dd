"use client";
// The facility's own booking questions: what each is called, what kind of
// answer it takes, who must answer it, whether carriers see it, and for which
// load types. Asked in this order on every booking form. A saved question is
// never deleted (its answers stay on appointments): it is switched off.
import { Controller, useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Check } from "@/components/ui/check-group";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { blankCustomField, type CustomFieldType } from "@/lib/fields/schema";
import { IdChecks } from "./id-checks";
import { AddRow, RemoveRow } from "./row-buttons";
import type { SettingsValues } from "./settings-values";

const TYPES: { value: CustomFieldType; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "number", label: "Number" },
  { value: "boolean", label: "Yes / no (a tick box)" },
  { value: "date", label: "Date" },
  { value: "choice", label: "One choice from a list" },
  { value: "multi_choice", label: "Several choices from a list" },
  { value: "email", label: "E-mail address" },
  { value: "phone", label: "Phone number" },
];

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
  const { control, register, setValue } = form;
  const rows = useFieldArray({ control, name: "custom_fields", keyName: "rowKey" });
  const [values, loadTypes] = useWatch({ control, name: ["custom_fields", "load_types"] });
  const last = rows.fields.length - 1;
  return (
    <>
      <p className="-mt-2 text-sm text-slate-600">
        Questions every booking form asks besides the usual ones, in this order. A question you no longer
        need: untick &quot;Asked&quot;; answers already given stay on their appointments.
      </p>
      {error("custom_fields") && <p className="text-sm font-medium text-red-700">{error("custom_fields")}</p>}
      {rows.fields.map((row, i) => {
        const v = values[i];
        const saved = savedKeys.includes(row.key);
        const name = v?.label || `Question ${i + 1}`;
        const choices = v?.type === "choice" || v?.type === "multi_choice";
        const ranged = v?.type === "number" || v?.type === "text";
        const id = (part: string) => `s-cf-${part}-${i}`;
        return (
          <div
            key={row.rowKey}
            role="group"
            aria-label={name}
            className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
          >
            <div className="grid gap-3 sm:grid-cols-3">
              <Field id={id("label")} label="Question" error={error(`custom_fields.${i}.label`)}>
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
                label="Name in the API"
                hint={saved ? "Fixed once saved." : "a-z, 0-9 and _"}
                error={error(`custom_fields.${i}.key`)}
              >
                <Input id={id("key")} readOnly={saved} {...register(`custom_fields.${i}.key`)} />
              </Field>
              <Field id={id("type")} label="Answer" error={error(`custom_fields.${i}.type`)}>
                <Select
                  id={id("type")}
                  {...register(`custom_fields.${i}.type`, {
                    // What the new kind of answer does not take goes, so the save is not refused for it.
                    onChange: (e) => {
                      const t = e.target.value as CustomFieldType;
                      if (t !== "choice" && t !== "multi_choice") setValue(`custom_fields.${i}.choices`, []);
                      if (t !== "number" && t !== "text") {
                        setValue(`custom_fields.${i}.min`, null);
                        setValue(`custom_fields.${i}.max`, null);
                      }
                    },
                  })}
                >
                  {TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
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
                    label="Choices"
                    hint="One per line."
                    error={error(`custom_fields.${i}.choices`)}
                  >
                    <Textarea
                      id={id("choices")}
                      rows={3}
                      value={(field.value ?? []).join("\n")}
                      onChange={(e) => field.onChange(e.target.value.split("\n"))}
                      onBlur={() => {
                        field.onChange((field.value ?? []).map((c) => c.trim()).filter(Boolean));
                        field.onBlur();
                      }}
                    />
                  </Field>
                )}
              />
            )}
            {ranged && (
              <div className="grid grid-cols-2 gap-3 sm:max-w-md">
                <Field
                  id={id("min")}
                  label={v?.type === "text" ? "Fewest characters" : "Lowest value"}
                  optional
                  error={error(`custom_fields.${i}.min`)}
                >
                  <Input id={id("min")} type="number" {...register(`custom_fields.${i}.min`, bound)} />
                </Field>
                <Field
                  id={id("max")}
                  label={v?.type === "text" ? "Most characters" : "Highest value"}
                  optional
                  error={error(`custom_fields.${i}.max`)}
                >
                  <Input id={id("max")} type="number" {...register(`custom_fields.${i}.max`, bound)} />
                </Field>
              </div>
            )}
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              <Check label="Asked" {...register(`custom_fields.${i}.active`)} />
              <Check label="Carriers must answer" {...register(`custom_fields.${i}.required_for_carrier`)} />
              <Check label="Staff must answer" {...register(`custom_fields.${i}.required_for_staff`)} />
              <Check
                label="Staff only (carriers never see it)"
                {...register(`custom_fields.${i}.hidden_from_carrier`)}
              />
            </div>
            {error(`custom_fields.${i}.required_for_carrier`) && (
              <p className="text-sm font-medium text-red-700">
                A staff-only question cannot be required of carriers.
              </p>
            )}
            {loadTypes.some((l) => l.id) && (
              <IdChecks
                form={form}
                name={`custom_fields.${i}.load_type_ids`}
                id={id("load-types")}
                legend="Asked for"
                allLabel="Every load type"
                options={loadTypes.filter((l) => l.id).map((l) => ({ id: l.id, label: l.name }))}
                error={error(`custom_fields.${i}.load_type_ids`)}
              />
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={i === 0}
                aria-label={`Move ${name} up`}
                onClick={() => rows.move(i, i - 1)}
              >
                Up
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={i === last}
                aria-label={`Move ${name} down`}
                onClick={() => rows.move(i, i + 1)}
              >
                Down
              </Button>
              {!saved && <RemoveRow label={`Remove ${name}`} onClick={() => rows.remove(i)} />}
            </div>
          </div>
        );
      })}
      <AddRow onClick={() => rows.append(blankCustomField())}>Add a question</AddRow>
    </>
  );
}
