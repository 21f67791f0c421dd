"use client";
// Which facility and which local days a report covers: a day, the week or the
// month holding a date, or any run of dates. Kept in the address, so a report
// can be bookmarked and sent.
import { useTranslations } from "next-intl";
import { DateInput } from "@/components/ui/date-fields";
import { Select } from "@/components/ui/input";
import { Options } from "@/components/ui/options";
import { FacilitySelect } from "@/components/shared/facility-select";
import { PERIODS } from "@/lib/metrics/periods";

export type ReportQuery = {
  facility: string;
  period: (typeof PERIODS)[number];
  date?: string;
  from?: string;
  to?: string;
};

export function PeriodControls({
  facilities,
  query,
  shown,
  onChange,
}: {
  facilities: { id: string; name: string }[];
  query: ReportQuery;
  /** The period the last answer covered: the fields show it when the address names no date. */
  shown?: { from: string; to: string };
  onChange: (next: ReportQuery) => void;
}) {
  const t = useTranslations("reports.period");
  const today = shown?.from ?? new Date().toISOString().slice(0, 10);
  const set = (patch: Partial<ReportQuery>) => onChange({ ...query, ...patch });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FacilitySelect
        label={t("facility")}
        facilities={facilities}
        value={query.facility}
        onChange={(facility) => set({ facility })}
        className="min-w-0"
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t("period")}
        <Select
          value={query.period}
          onChange={(e) => {
            const period = e.target.value as ReportQuery["period"];
            onChange(
              period === "custom"
                ? { facility: query.facility, period, from: shown?.from ?? today, to: shown?.to ?? today }
                : { facility: query.facility, period, date: query.date ?? query.from ?? shown?.from },
            );
          }}
        >
          <Options values={PERIODS} word={(p) => t(`periods.${p}`)} />
        </Select>
      </label>
      {query.period === "custom" ? (
        <>
          <div className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            <label htmlFor="r-from">{t("from")}</label>
            <DateInput id="r-from" value={query.from ?? today} onCommit={(from) => set({ from })} />
          </div>
          <div className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            <label htmlFor="r-to">{t("to")}</label>
            <DateInput id="r-to" value={query.to ?? today} onCommit={(to) => set({ to })} />
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          <label htmlFor="r-date">{query.period === "day" ? t("date") : t("dateIn")}</label>
          <DateInput id="r-date" value={query.date ?? today} onCommit={(date) => set({ date })} />
        </div>
      )}
    </div>
  );
}
