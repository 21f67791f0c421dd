"use client";
// Kept docks (holds): dock time kept every week for named carrier companies,
// e.g. Dock 3 on Mondays 06:00-10:00 for a contract carrier. Only those
// companies' carriers (and staff) can book into it.
import { useFormatter, useTranslations } from "next-intl";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import type { ComponentProps } from "react";
import { AddRow, RowGroup } from "./row-buttons";
import { ClockInput } from "@/components/ui/date-fields";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useHoldCompanies } from "./hold-companies";
import { IdChecks } from "./id-checks";
import type { SettingsValues } from "./settings-values";

// 2024-01-01 was a Monday: weekday 1..7 is that date plus weekday - 1 days.
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, at: Date.UTC(2024, 0, id) }));

type Props = {
  form: UseFormReturn<SettingsValues>;
  facilityId: string;
  zone: string;
  /** Where carriers sign up, for a facility that has no company to keep a dock for yet. */
  signUpUrl: string;
  error: (path: string) => string | undefined;
};

export function Holds({ form, facilityId, zone, signUpUrl, error }: Props) {
  const t = useTranslations("settings.holds");
  const format = useFormatter();
  const weekdays = WEEKDAYS.map((d) => ({
    id: d.id,
    label: format.dateTime(d.at, { weekday: "short", timeZone: "UTC" }),
  }));
  const { control, register } = form;
  const holds = useFieldArray({ control, name: "holds", keyName: "key" });
  const [docks, values] = useWatch({ control, name: ["docks", "holds"] });
  const dockOptions = docks.filter((d) => d.id).map((d) => ({ id: d.id, label: d.name }));
  const listed = useHoldCompanies(facilityId, zone);
  const known = listed.data?.companies ?? [];
  // A company chosen before that the list no longer shows stays ticked, so saving keeps it.
  const chosenElsewhere = [...new Set(values.flatMap((h) => h.carrier_company_ids))]
    .filter((id) => !known.some((c) => c.id === id))
    .map((id) => ({ id, label: listed.isPending ? t("loading") : t("chosenBefore") }));
  const companies = [...known.map((c) => ({ id: c.id, label: c.name })), ...chosenElsewhere];
  // A new installation has no company yet (one comes with its first account): the row says what to do.
  const none = listed.isSuccess && companies.length === 0;
  const companyHint = listed.isError
    ? t("companiesError")
    : listed.data && !listed.data.every
      ? t("companiesHint")
      : undefined;
  // What a hold keeps: on which days, which docks, for which companies; each must have one ticked.
  const checks: (Pick<ComponentProps<typeof IdChecks>, "legend" | "options" | "hint" | "className"> & {
    name: "weekdays" | "dock_ids" | "carrier_company_ids";
    id: string;
    tick: string;
  })[] = [
    { name: "weekdays", id: "days", legend: t("every"), options: weekdays, tick: t("tickDay") },
    { name: "dock_ids", id: "docks", legend: t("docks"), options: dockOptions, tick: t("tickDock") },
    {
      name: "carrier_company_ids",
      id: "companies",
      legend: t("keptFor"),
      options: companies,
      tick: t("tickCompany"),
      hint: companyHint,
      className: "max-h-60 overflow-y-auto",
    },
  ];
  return (
    <>
      <p className="-mt-2 text-sm text-slate-600">{t("intro", { zone })}</p>
      {holds.fields.map((h, i) => (
        <RowGroup
          key={h.key}
          label={t("holdN", { n: i + 1 })}
          removeLabel={t("removeLabel", { n: i + 1 })}
          onRemove={() => holds.remove(i)}
        >
          <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_7rem]">
            <Field
              id={`s-hold-label-${i}`}
              label={t("label")}
              error={error(`holds.${i}.label`)}
              className="col-span-2 sm:col-span-1"
            >
              <Input
                id={`s-hold-label-${i}`}
                placeholder={t("labelPlaceholder")}
                {...register(`holds.${i}.label`)}
              />
            </Field>
            <Field id={`s-hold-start-${i}`} label={t("from")} error={error(`holds.${i}.start`)}>
              <ClockInput id={`s-hold-start-${i}`} {...register(`holds.${i}.start`)} />
            </Field>
            <Field id={`s-hold-end-${i}`} label={t("to")} error={error(`holds.${i}.end`)}>
              <ClockInput id={`s-hold-end-${i}`} {...register(`holds.${i}.end`)} />
            </Field>
          </div>
          {checks.map((c) => (
            <IdChecks
              key={c.name}
              form={form}
              name={`holds.${i}.${c.name}`}
              id={`s-hold-${c.id}-${i}`}
              legend={c.legend}
              options={c.options}
              hint={c.hint}
              className={c.className}
              error={error(`holds.${i}.${c.name}`) && c.tick}
            />
          ))}
          {none && (
            <p className="-mt-1 text-sm text-slate-700" data-testid="no-companies">
              {t(listed.data.every ? "noCompanies" : "noCompaniesHere", { signup: signUpUrl })}
            </p>
          )}
        </RowGroup>
      ))}
      <AddRow
        onClick={() =>
          holds.append({
            id: undefined as unknown as string,
            label: "",
            dock_ids: [],
            weekdays: [1, 2, 3, 4, 5],
            start: "08:00",
            end: "12:00",
            carrier_company_ids: [],
          })
        }
      >
        {t("add")}
      </AddRow>
    </>
  );
}
