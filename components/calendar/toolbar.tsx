"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { DateInput, DateTimeInput } from "@/components/ui/date-fields";
import { Input, Select } from "@/components/ui/input";
import { Options } from "@/components/ui/options";
import { FacilitySelect } from "@/components/shared/facility-select";
import { APPOINTMENT_TYPES, STATUSES } from "@/lib/core/vocabulary";
import { addDays, todayIn } from "@/lib/core/zoned";
import type { RunFacility } from "@/lib/facilities/mine-schema";
import type { Mode, Selection, View } from "./selection";

export type ToolbarProps = {
  s: Selection;
  facilities: RunFacility[];
  zone: string;
  set: (p: Partial<Selection>) => void;
};

const LABEL = "flex flex-col gap-1 text-sm font-medium text-slate-800";

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: [T, string][];
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <div className={LABEL}>
      <span id={id}>{label}</span>
      <div
        role="group"
        aria-labelledby={id}
        className="inline-flex w-fit rounded-md border border-slate-300 bg-white p-0.5 shadow-sm"
      >
        {options.map(([v, text]) => (
          <button
            key={v}
            type="button"
            aria-pressed={value === v}
            onClick={() => onChange(v)}
            className={cn(
              "rounded px-3 py-1.5 text-sm font-medium",
              value === v ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A drop-down that narrows the board to one of its codes, or to all. */
function Filter<T extends string>({
  label,
  all,
  value,
  values,
  word,
  onChange,
}: {
  label: string;
  all: string;
  value: T | "";
  values: readonly T[];
  word: (value: T) => string;
  onChange: (value: T | "") => void;
}) {
  return (
    <label className={LABEL}>
      {label}
      <Select value={value} onChange={(e) => onChange(e.target.value as T | "")} className="h-8 py-0">
        <option value="">{all}</option>
        <Options values={values} word={word} />
      </Select>
    </label>
  );
}

export function Toolbar({ s, facilities, zone, set }: ToolbarProps) {
  const t = useTranslations("calendar.toolbar");
  const tc = useTranslations("common");
  const week = s.view === "week";
  const step = (sign: 1 | -1) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => set({ date: addDays(s.date, sign * (week ? 7 : 1)) })}
      aria-label={sign < 0 ? t(week ? "previousWeek" : "previousDay") : t(week ? "nextWeek" : "nextDay")}
    >
      {sign < 0 ? "‹" : "›"}
    </Button>
  );
  const moment = (end: "from" | "to", label: string) => (
    <div className={LABEL}>
      <label htmlFor={`calendar-${end}`}>{label}</label>
      <DateTimeInput
        id={`calendar-${end}`}
        value={s[end]}
        onCommit={(at) => set({ [end]: at })}
        className="h-8 w-44"
      />
    </div>
  );
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <div className="flex flex-wrap items-end gap-3">
        <FacilitySelect
          label={t("facility")}
          facilities={facilities}
          value={s.facilityId ?? ""}
          onChange={(facilityId) => set({ facilityId })}
        />
        <Segmented<Mode>
          label={t("selectBy")}
          value={s.mode}
          options={[
            ["scheduled", t("scheduled")],
            ["created", t("created")],
            ["modified", t("modified")],
          ]}
          onChange={(mode) => set({ mode, view: mode === "scheduled" ? "day" : "list" })}
        />
        {s.mode === "scheduled" ? (
          <>
            <Segmented<View>
              label={t("view")}
              value={s.view}
              options={[
                ["day", t("day")],
                ["week", t("week")],
                ["list", t("list")],
              ]}
              onChange={(view) => set({ view })}
            />
            <div className={LABEL}>
              <label htmlFor="calendar-date">{t("dayLabel")}</label>
              <div className="flex items-center gap-1">
                {step(-1)}
                <Button variant="secondary" size="sm" onClick={() => set({ date: todayIn(zone) })}>
                  {t("today")}
                </Button>
                {step(1)}
                <DateInput
                  id="calendar-date"
                  value={s.date}
                  onCommit={(date) => set({ date })}
                  className="h-8 w-40"
                />
              </div>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-start gap-2">
            {moment("from", s.mode === "created" ? t("createdFrom") : t("modifiedFrom"))}
            {moment("to", t("to"))}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Filter
          label={t("status")}
          all={t("allStatuses")}
          value={s.status}
          values={STATUSES}
          word={(st) => tc(`status.${st}`)}
          onChange={(status) => set({ status })}
        />
        <Filter
          label={t("type")}
          all={t("allTypes")}
          value={s.type}
          values={APPOINTMENT_TYPES}
          word={(d) => tc(`direction.${d}`)}
          onChange={(type) => set({ type })}
        />
        <label className={LABEL}>
          {t("carrier")}
          <Input
            type="search"
            value={s.carrier}
            onChange={(e) => set({ carrier: e.target.value })}
            placeholder={t("anyCarrier")}
            className="h-8 w-48"
          />
        </label>
      </div>
    </div>
  );
}
