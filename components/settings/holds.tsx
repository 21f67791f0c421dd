"use client";
// Kept docks (holds): dock time kept every week for named carrier companies,
// e.g. Dock 3 on Mondays 06:00-10:00 for a contract carrier. Only those
// companies' carriers (and staff) can book into it.
import { useFormatter, useTranslations } from "next-intl";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { AddRow, RemoveRow } from "./row-buttons";
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
  return (
    <>
      <p className="-mt-2 text-sm text-slate-600">{t("intro", { zone })}</p>
      {holds.fields.map((h, i) => (
        <div
          key={h.key}
          role="group"
          aria-label={t("holdN", { n: i + 1 })}
          className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:p-4"
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
          <IdChecks
            form={form}
            name={`holds.${i}.weekdays`}
            id={`s-hold-days-${i}`}
            legend={t("every")}
            options={weekdays}
            error={error(`holds.${i}.weekdays`) && t("tickDay")}
          />
          <IdChecks
            form={form}
            name={`holds.${i}.dock_ids`}
            id={`s-hold-docks-${i}`}
            legend={t("docks")}
            options={dockOptions}
            error={error(`holds.${i}.dock_ids`) && t("tickDock")}
          />
          <IdChecks
            form={form}
            name={`holds.${i}.carrier_company_ids`}
            id={`s-hold-companies-${i}`}
            legend={t("keptFor")}
            options={companies}
            hint={companyHint}
            className="max-h-60 overflow-y-auto"
            error={error(`holds.${i}.carrier_company_ids`) && t("tickCompany")}
          />
          {none && (
            <p className="-mt-1 text-sm text-slate-700" data-testid="no-companies">
              {t(listed.data.every ? "noCompanies" : "noCompaniesHere", { signup: signUpUrl })}
            </p>
          )}
          <div>
            <RemoveRow label={t("removeLabel", { n: i + 1 })} onClick={() => holds.remove(i)} />
          </div>
        </div>
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
