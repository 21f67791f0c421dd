// A report's figures as tables: what the Reports page shows under each chart
// and what each table's CSV holds, from one definition so the two agree.
// Rates are percentages with one decimal; minutes keep the answer's decimal.
// The words come from the caller (the page's translator, messages reports.tables.*),
// so lib stays free of the i18n library; a CSV is in the language of the table it
// downloads, its numbers plain so a spreadsheet in any locale reads them.
import { UTF8_BOM, csvField } from "../core/csv-field";
import type { FacilityMetrics } from "./schema";

export type Cell = string | number | null;
export type ReportTable = { title: string; columns: string[]; rows: Cell[][] };
export type ReportTables = Record<
  "figures" | "status" | "type" | "hours" | "scorecard" | "limits" | "holds",
  ReportTable
>;

/** 0.5 → 50; null stays null (nothing to divide). */
export const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The tables' words: `t` takes a key under reports.tables (e.g. "figures.title"), `status` a status code. */
export type TableWords = {
  t: (key: string, values?: Record<string, string | number>) => string;
  status: (code: string) => string;
};

export function reportTables(m: FacilityMetrics, { t, status }: TableWords): ReportTables {
  const carrier = m.scope === "carrier";
  return {
    figures: {
      title: t("figures.title"),
      columns: [t("figures.figure"), t("figures.value")],
      rows: [
        [t("figures.appointments"), m.appointments.total],
        [t("figures.arrived"), m.on_time.arrived],
        [t("figures.onTime", { tolerance: m.on_time_tolerance_minutes }), m.on_time.on_time],
        [t("figures.early"), m.on_time.early],
        [t("figures.late"), m.on_time.late],
        [t("figures.onTimeRate"), percent(m.on_time.rate)],
        [t("figures.noShows"), m.no_show.no_shows],
        [t("figures.noShowRate"), percent(m.no_show.rate)],
        [t("figures.averageDwell"), m.dwell.average_minutes],
        [t("figures.p90Dwell"), m.dwell.p90_minutes],
        [t("figures.averageDoorTime"), m.door_time.average_minutes],
        [t("figures.detained", { free: m.free_time_minutes }), m.detention.count],
        [t("figures.detentionHours"), m.detention.hours],
        ...(m.rules ? [[t("figures.overrides"), m.rules.overrides] as Cell[]] : []),
      ],
    },
    status: {
      title: t("status.title"),
      columns: [t("status.status"), t("status.appointments")],
      rows: m.appointments.by_status.map((s) => [status(s.status), s.count]),
    },
    type: {
      title: t("type.title"),
      columns: [t("type.type"), t("type.appointments")],
      rows: m.appointments.by_type.map((t) => [t.type, t.count]),
    },
    hours: {
      title: carrier ? t("hours.titleCarrier") : t("hours.title", { docks: String(m.utilisation.docks) }),
      columns: [t("hours.hour"), t("hours.booked"), t("hours.available"), t("hours.utilisation")],
      rows: m.utilisation.hours.map((h) => [
        hh(h.hour),
        h.booked_minutes,
        h.available_minutes,
        percent(h.rate),
      ]),
    },
    scorecard: {
      title: carrier ? t("scorecard.titleCarrier") : t("scorecard.title"),
      columns: [
        t("scorecard.company"),
        t("scorecard.bookings"),
        t("scorecard.arrived"),
        t("scorecard.onTime"),
        t("scorecard.onTimeRate"),
        t("scorecard.noShows"),
        t("scorecard.noShowRate"),
        t("scorecard.lateCancellations"),
        t("scorecard.averageDwell"),
      ],
      rows: m.carrier_scorecard.map((r) => [
        r.company,
        r.bookings,
        r.arrived,
        r.on_time,
        percent(r.on_time_rate),
        r.no_shows,
        percent(r.no_show_rate),
        r.late_cancellations,
        r.average_dwell_minutes,
      ]),
    },
    limits: {
      title: t("limits.title"),
      columns: [
        t("limits.date"),
        t("limits.limit"),
        t("limits.busiestTrucks"),
        t("limits.busiestUnits"),
        t("limits.reached"),
      ],
      rows: (m.rules?.caps ?? []).flatMap((c) =>
        c.days.map((d) => [
          d.date,
          c.label,
          d.peak_appointments,
          d.peak_units,
          d.reached ? t("limits.yes") : t("limits.no"),
        ]),
      ),
    },
    holds: {
      title: t("holds.title"),
      columns: [t("holds.keptFor"), t("holds.kept"), t("holds.booked"), t("holds.used")],
      rows: (m.rules?.holds ?? []).map((h) => [
        h.label,
        Math.round(h.kept_minutes / 6) / 10,
        Math.round(h.booked_minutes / 6) / 10,
        percent(h.rate),
      ]),
    },
  };
}

/** A table as CSV: the calendar export's quoting and formula guard, a byte-order mark, CRLF. */
export function tableCsv(table: ReportTable): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map((c) => csvField(c)).join(","));
  return UTF8_BOM + lines.join("\r\n") + "\r\n";
}
