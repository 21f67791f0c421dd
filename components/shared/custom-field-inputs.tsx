// A facility's own booking questions as form inputs, one per field and of its
// kind (text, number, tick box, date, list, tick boxes, e-mail, phone), each
// named "cf.<key>" (lib/fields/form.ts reads them back) with the API's refusal
// of it written under it. Uncontrolled, so it works in a plain posted form
// (the public link) as in the app's scripted ones.
import { useLocale, useTranslations } from "next-intl";
import { Check, CheckGroup } from "@/components/ui/check-group";
import { Field, describedBy } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import type { BookingFormField } from "@/lib/fields/booking-form-schema";
import { inputName } from "@/lib/fields/form";
import { choiceWord, fieldLabel } from "@/lib/fields/words";

type Props = {
  fields: BookingFormField[];
  /** Values to show (after a refused submit, or the stored answers): text, "yes" for a tick, a list of choices. */
  values?: Record<string, string | string[] | undefined>;
  /** Messages by key. */
  errors?: Record<string, string | undefined>;
  /** Prefix of the inputs' ids, where two forms share a page. */
  idPrefix?: string;
};

export function CustomFieldInputs({ fields, values = {}, errors = {}, idPrefix = "cf" }: Props) {
  const t = useTranslations("shared.customFields");
  const hintOf = (f: BookingFormField) => rangeHint(t, f);
  // The facility's own words in the reader's language; the values sent stay the choices as typed.
  const locale = useLocale();
  return (
    <>
      {fields.map((field) => {
        const f = { ...field, label: fieldLabel(field, locale) };
        const choice = (c: string) => choiceWord(field, c, locale);
        const id = `${idPrefix}-${f.key}`;
        const name = inputName(f.key);
        const error = errors[f.key];
        const value = values[f.key];
        if (f.type === "multi_choice")
          return (
            <CheckGroup
              key={f.key}
              id={id}
              legend={f.required ? f.label : t("optional", { label: f.label })}
              error={error}
            >
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {f.choices.map((c) => (
                  <Check
                    key={c}
                    label={choice(c)}
                    name={name}
                    value={c}
                    defaultChecked={Array.isArray(value) && value.includes(c)}
                  />
                ))}
              </div>
            </CheckGroup>
          );
        if (f.type === "boolean")
          return (
            <CheckGroup key={f.key} id={id} legend={f.label} error={error}>
              <Check label={t("yes")} name={name} value="yes" defaultChecked={value === "yes"} />
            </CheckGroup>
          );
        const aria = describedBy(id, { hint: !!hintOf(f), error: !!error });
        return (
          <Field key={f.key} id={id} label={f.label} optional={!f.required} hint={hintOf(f)} error={error}>
            {f.type === "choice" ? (
              <Select id={id} name={name} defaultValue={(value as string) ?? ""} {...aria}>
                <option value="">{t("choose")}</option>
                {f.choices.map((c) => (
                  <option key={c} value={c}>
                    {choice(c)}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                id={id}
                name={name}
                defaultValue={(value as string) ?? ""}
                required={f.required}
                {...inputKind(f)}
                {...aria}
              />
            )}
          </Field>
        );
      })}
    </>
  );
}

function inputKind(f: BookingFormField) {
  switch (f.type) {
    case "number":
      return {
        type: "number",
        inputMode: "decimal" as const,
        step: "any",
        min: f.min ?? undefined,
        max: f.max ?? undefined,
      };
    case "date":
      return { type: "date" };
    case "email":
      return { type: "email", inputMode: "email" as const, autoComplete: "off" };
    case "phone":
      return { type: "tel", inputMode: "tel" as const };
    default:
      return { type: "text", maxLength: f.max ?? undefined };
  }
}

/** The range in words, when the field has one: characters for text, the value for a number. */
function rangeHint(
  t: (key: string, values: Record<string, string | number>) => string,
  f: BookingFormField,
): string | undefined {
  if (f.type !== "number" && f.type !== "text") return undefined;
  const values = { kind: f.type, min: f.min ?? 0, max: f.max ?? 0 };
  if (f.min !== null && f.max !== null) return t("between", values);
  if (f.min !== null) return t("atLeast", values);
  if (f.max !== null) return t("atMost", values);
  return undefined;
}
