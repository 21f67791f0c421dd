"use client";
// Limits on how much is booked per hour or per day: for the whole facility,
// for one load type, or for each carrier company on its own. A limit counts
// trucks (appointments), units (quantity) or both.
import { useTranslations } from "next-intl";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { AddRow, RemoveRow } from "./row-buttons";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import type { SettingsValues } from "./settings-values";

// Empty is "no limit of this kind" (null), not 0, which would allow nothing.
const count = { setValueAs: (v: unknown) => (v === "" || v === null ? null : Number(v)) };

// What a limit counts: trucks and units, each its own field.
const COUNTS = [
  { name: "max_appointments", id: "trucks", label: "maxTrucks" },
  { name: "max_units", id: "units", label: "maxUnits" },
] as const;

/** The schema's "needs" message reads as a sentence under the trucks field. */
const needsMax = (message: string | undefined) => !!message && /needs/.test(message);

type Props = { form: UseFormReturn<SettingsValues>; error: (path: string) => string | undefined };

export function Caps({ form, error }: Props) {
  const t = useTranslations("settings.caps");
  const { control, register, setValue } = form;
  const maxMessage = (message: string | undefined) => (needsMax(message) ? t("needsMax") : message);
  const caps = useFieldArray({ control, name: "caps", keyName: "key" });
  const [values, loadTypes] = useWatch({ control, name: ["caps", "load_types"] });
  const saved = loadTypes.filter((l) => l.id);
  // Scope and load type are one choice for people: "Frozen pallets", not "load type" then which.
  const applyTo = (i: number, choice: string) => {
    const [scope, loadTypeId] = choice.split(":") as [SettingsValues["caps"][number]["scope"], string?];
    setValue(`caps.${i}.scope`, scope, { shouldDirty: true });
    setValue(`caps.${i}.load_type_id`, loadTypeId ?? null, { shouldDirty: true });
  };
  return (
    <>
      <p className="-mt-2 text-sm text-slate-600">{t("intro")}</p>
      {caps.fields.map((c, i) => {
        const cap = values[i];
        const choice =
          cap?.scope === "load_type" ? `load_type:${cap.load_type_id ?? ""}` : (cap?.scope ?? "facility");
        return (
          <div
            key={c.key}
            role="group"
            aria-label={t("limitN", { n: i + 1 })}
            className="grid grid-cols-2 items-start gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(12rem,2fr)_1fr_1fr_1fr_auto] sm:border-0 sm:p-0"
          >
            <Field
              id={`s-cap-scope-${i}`}
              label={t("appliesTo")}
              error={error(`caps.${i}.load_type_id`) && t("chooseLoadType")}
              className="col-span-2 sm:col-span-1"
            >
              <Select id={`s-cap-scope-${i}`} value={choice} onChange={(e) => applyTo(i, e.target.value)}>
                <option value="facility">{t("facility")}</option>
                {saved.map((l) => (
                  <option key={l.id} value={`load_type:${l.id}`}>
                    {t("loadType", { name: l.name })}
                  </option>
                ))}
                <option value="carrier">{t("carrier")}</option>
              </Select>
            </Field>
            <Field id={`s-cap-period-${i}`} label={t("per")} className="col-span-2 sm:col-span-1">
              <Select id={`s-cap-period-${i}`} {...register(`caps.${i}.period`)}>
                <option value="hour">{t("hour")}</option>
                <option value="day">{t("day")}</option>
              </Select>
            </Field>
            {COUNTS.map(({ name, id, label }) => {
              const message = error(`caps.${i}.${name}`);
              return (
                <Field
                  key={name}
                  id={`s-cap-${id}-${i}`}
                  label={t(label)}
                  error={name === "max_appointments" ? maxMessage(message) : message}
                >
                  <Input
                    id={`s-cap-${id}-${i}`}
                    type="number"
                    min={0}
                    {...register(`caps.${i}.${name}`, count)}
                  />
                </Field>
              );
            })}
            <RemoveRow
              label={t("removeLabel", { n: i + 1 })}
              className="justify-self-start sm:mt-7"
              onClick={() => caps.remove(i)}
            />
          </div>
        );
      })}
      <AddRow
        onClick={() =>
          caps.append({
            id: undefined as unknown as string,
            scope: "facility",
            load_type_id: null,
            period: "day",
            max_appointments: null,
            max_units: null,
          })
        }
      >
        {t("add")}
      </AddRow>
    </>
  );
}
