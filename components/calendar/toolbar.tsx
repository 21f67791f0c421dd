"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { DateInput, DateTimeInput } from "@/components/ui/date-fields";
import { Input, Select } from "@/components/ui/input";
import { STATUSES } from "@/lib/core/vocabulary";
import { addDays, todayIn } from "@/lib/core/zoned";
import type { RunFacility } from "@/lib/facilities/mine-schema";
import type { Mode, Selection, View } from "./selection";
import { Options } from "@/components/ui/options";

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

export function Toolbar({ s, facilities, zone, set }: ToolbarProps) {
  const t = useTranslations("calendar.toolbar");
  const tc = useTranslations("common");
  const shift = (sign: 1 | -1) =>
    set({
      date: addDays(s.date, sign * (s.view === "week" ? 7 : 1)),
    });
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t("facility")}
          <Select
            value={s.facilityId ?? ""}
            onChange={(e) => set({ facilityId: e.target.value })}
            className="min-w-56"
          >
            {facilities.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </Select>
        </label>
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
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => shift(-1)}
                  aria-label={s.view === "week" ? t("previousWeek") : t("previousDay")}
                >
                  ‹
                </Button>
                <Button variant="secondary" size="sm" onClick={() => set({ date: todayIn(zone) })}>
                  {t("today")}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => shift(1)}
                  aria-label={s.view === "week" ? t("nextWeek") : t("nextDay")}
                >
                  ›
                </Button>
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
            <div className={LABEL}>
              <label htmlFor="calendar-from">
                {s.mode === "created" ? t("createdFrom") : t("modifiedFrom")}
              </label>
              <DateTimeInput
                id="calendar-from"
                value={s.from}
                onCommit={(from) => set({ from })}
                className="h-8 w-44"
              />
            </div>
            <div className={LABEL}>
              <label htmlFor="calendar-to">{t("to")}</label>
              <DateTimeInput
                id="calendar-to"
                value={s.to}
                onCommit={(to) => set({ to })}
                className="h-8 w-44"
              />
            </div>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t("status")}
          <Select
            value={s.status}
            onChange={(e) => set({ status: e.target.value as Selection["status"] })}
            className="h-8 py-0"
          >
            <option value="">{t("allStatuses")}</option>
            <Options values={STATUSES} word={(st) => tc(`status.${st}`)} />
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t("type")}
          <Select
            value={s.type}
            onChange={(e) => set({ type: e.target.value as Selection["type"] })}
            className="h-8 py-0"
          >
            <option value="">{t("allTypes")}</option>
            <option value="Inbound">{tc("direction.Inbound")}</option>
            <option value="Outbound">{tc("direction.Outbound")}</option>
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
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
