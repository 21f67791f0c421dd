"use client";
// What a dock takes beyond its directions: some load types only, and hours of
// its own inside the facility's (a reefer door staffed mornings only).
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { DayHours } from "./day-hours";
import { IdChecks } from "./id-checks";
import type { SettingsValues } from "./settings-values";

type Props = {
  form: UseFormReturn<SettingsValues>;
  index: number;
  name: string;
  error: (path: string) => string | undefined;
};

export function DockRules({ form, index: i, name, error }: Props) {
  const t = useTranslations("settings.dockRules");
  const { control, setValue, getValues } = form;
  const [loadTypes, hours] = useWatch({ control, name: ["load_types", `docks.${i}.open_hours`] });
  // A load type not yet saved has no id to point at: it can be chosen after saving.
  const saved = loadTypes.filter((l) => l.id).map((l) => ({ id: l.id, label: l.name || t("unnamed") }));
  const ownHours = (on: boolean) =>
    // Starting from the facility's hours: a dock's own usually differ on a day or two.
    setValue(`docks.${i}.open_hours`, on ? structuredClone(getValues("open_hours")) : null, {
      shouldDirty: true,
    });
  return (
    <div className="flex flex-col gap-4">
      <IdChecks
        form={form}
        name={`docks.${i}.load_type_ids`}
        id={`s-dock-types-${i}`}
        legend={t("legend", { name })}
        allLabel={t("all")}
        options={saved}
        hint={saved.length < loadTypes.length ? t("unsaved") : undefined}
        error={error(`docks.${i}.load_type_ids`)}
      />
      <div className="flex flex-col gap-3">
        <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0"
            checked={hours !== null}
            onChange={(e) => ownHours(e.currentTarget.checked)}
          />
          <span>
            {t.rich("ownHours", {
              name,
              muted: (c) => <span className="font-normal text-slate-600">{c}</span>,
            })}
          </span>
        </label>
        {hours && (
          <div className="flex flex-col gap-3 border-l-2 border-slate-200 pl-3">
            <p className="text-sm text-slate-600">{t("ownHoursIntro")}</p>
            {hours.map((d, day) => (
              <DayHours
                key={d.weekday}
                form={form}
                index={day}
                weekday={d.weekday}
                hours={`docks.${i}.open_hours`}
                whose={name}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
