"use client";
// A report: the headline figures, then each chart with the table of its
// numbers and that table's CSV. Carriers get their own figures, no utilisation.
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";
import type { FacilityMetrics } from "@/lib/metrics/schema";
import { percent, reportTables } from "@/lib/metrics/tables";
import { Chart } from "./chart";
import { ReportTableView } from "./report-table";

function Tile({ term, value, note }: { term: string; value: string; note: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-600">{note}</dd>
    </div>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 lg:grid-cols-2">{children}</div>;
}

export function ReportView({ metrics: m, facilityName }: { metrics: FacilityMetrics; facilityName: string }) {
  const t = useTranslations("reports.view");
  const tTables = useTranslations("reports.tables");
  const tCommon = useTranslations("common");
  const format = useFormatter();
  const tables = reportTables(m, {
    t: (key, values) => tTables(key, values),
    status: (code) => (tCommon.has(`status.${code}`) ? tCommon(`status.${code}`) : code),
  });
  const number = (n: number) => format.number(n);
  const one = (n: number) => format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const pct = (rate: number | null) =>
    rate === null
      ? "—"
      : format.number(percent(rate)! / 100, {
          style: "percent",
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        });
  const min = (v: number | null) => (v === null ? "—" : t("minutes", { value: one(v) }));
  // File names keep ISO dates: they sort in a folder.
  const span = m.from === m.to ? m.from : t("fileSpan", { from: m.from, to: m.to });
  const file = (
    what: "byStatus" | "byType" | "figures" | "utilisation" | "limits" | "keptDocks" | "scorecard",
  ) => `${facilityName} ${span} ${t(`files.${what}`)}`;
  const carrier = m.scope === "carrier";
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label={t("headline")}>
        <Tile
          term={t("onTime")}
          value={pct(m.on_time.rate)}
          note={t("onTimeNote", {
            onTime: number(m.on_time.on_time),
            arrived: number(m.on_time.arrived),
            tolerance: m.on_time_tolerance_minutes,
          })}
        />
        <Tile
          term={t("noShow")}
          value={pct(m.no_show.rate)}
          note={t("noShowNote", { noShows: number(m.no_show.no_shows), due: number(m.no_show.outcomes) })}
        />
        <Tile
          term={t("dwell")}
          value={min(m.dwell.average_minutes)}
          note={t("stays", { count: m.dwell.count })}
        />
        <Tile term={t("p90")} value={min(m.dwell.p90_minutes)} note={t("p90Note")} />
        <Tile
          term={t("doorTime")}
          value={min(m.door_time.average_minutes)}
          note={t("loads", { count: m.door_time.count })}
        />
        <Tile
          term={t("detention")}
          value={t("hours", {
            value: format.number(m.detention.hours, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
          })}
          note={t("detentionNote", { count: m.detention.count, free: m.free_time_minutes })}
        />
      </dl>

      <Section title={t("appointments")} className="flex flex-col gap-4">
        <Chart
          spec={{
            label: t("byStatus"),
            description: t("byStatusDescription", { count: number(m.appointments.total) }),
            valueLabel: t("appointments"),
            counts: true,
            format: number,
            horizontal: true,
            data: tables.status.rows.map(([k, v]) => ({ key: String(k), value: Number(v) })),
          }}
        />
        <Pair>
          <ReportTableView table={tables.status} fileName={file("byStatus")} />
          <ReportTableView table={tables.type} fileName={file("byType")} />
        </Pair>
      </Section>

      <Section title={t("figures")}>
        <ReportTableView table={tables.figures} fileName={file("figures")} />
      </Section>

      {!carrier && (
        <Section title={tables.hours.title} className="flex flex-col gap-4">
          <p className="-mt-2 text-sm text-slate-600">{t("hoursIntro")}</p>
          <Chart
            spec={{
              label: t("hoursChart"),
              description: t("hoursChartDescription"),
              valueLabel: t("utilisationAxis"),
              domain: [0, 100],
              format: number,
              data: tables.hours.rows.map(([k, , , v]) => ({
                key: String(k).slice(0, 2),
                value: Number(v ?? 0),
              })),
            }}
          />
          <ReportTableView table={tables.hours} fileName={file("utilisation")} />
        </Section>
      )}

      {m.rules && (m.rules.caps.length > 0 || m.rules.holds.length > 0) && (
        <Section title={t("rules")} className="flex flex-col gap-4">
          <p className="-mt-2 text-sm text-slate-600">{t("rulesIntro", { count: m.rules.overrides })}</p>
          {m.rules.caps.length > 0 && <ReportTableView table={tables.limits} fileName={file("limits")} />}
          {m.rules.holds.length > 0 && <ReportTableView table={tables.holds} fileName={file("keptDocks")} />}
        </Section>
      )}

      <Section title={tables.scorecard.title} className="flex flex-col gap-4">
        {m.carrier_scorecard.length > 0 && (
          <Chart
            spec={{
              label: carrier ? t("yourOnTime") : t("onTimeByCarrier"),
              description: t("onTimeChartDescription"),
              valueLabel: t("onTimeAxis"),
              domain: [0, 100],
              format: number,
              horizontal: true,
              data: tables.scorecard.rows.map(([k, , , , v]) => ({ key: String(k), value: Number(v ?? 0) })),
            }}
          />
        )}
        <ReportTableView
          table={tables.scorecard}
          fileName={file("scorecard")}
          empty={t("noCarrierBookings")}
        />
      </Section>
    </div>
  );
}
