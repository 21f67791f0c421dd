// A report's figures as tables: what the Reports page shows under each chart
// and what each table's CSV holds, from one definition so the two agree.
// Rates are percentages with one decimal; minutes keep the answer's decimal.
import { statusWord } from "../core/words";
import { UTF8_BOM, csvField } from "../calendar/csv";
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

export function reportTables(m: FacilityMetrics): ReportTables {
  const carrier = m.scope === "carrier";
  return {
    figures: {
      title: "Figures",
      columns: ["Figure", "Value"],
      rows: [
        ["Appointments", m.appointments.total],
        ["Arrived (checked in; work-ins not counted)", m.on_time.arrived],
        [`On time (within ±${m.on_time_tolerance_minutes} min of the start)`, m.on_time.on_time],
        ["Early", m.on_time.early],
        ["Late", m.on_time.late],
        ["On-time rate (%)", percent(m.on_time.rate)],
        ["No-shows", m.no_show.no_shows],
        ["No-show rate (%)", percent(m.no_show.rate)],
        ["Average dwell (min)", m.dwell.average_minutes],
        ["90th percentile dwell (min)", m.dwell.p90_minutes],
        ["Average door time (min)", m.door_time.average_minutes],
        [`Detained (on site over ${m.free_time_minutes} min)`, m.detention.count],
        ["Detention beyond free time (h)", m.detention.hours],
        ...(m.rules ? [["Booked past a rule by staff", m.rules.overrides] as Cell[]] : []),
      ],
    },
    status: {
      title: "Appointments by status",
      columns: ["Status", "Appointments"],
      rows: m.appointments.by_status.map((s) => [statusWord(s.status), s.count]),
    },
    type: {
      title: "Appointments by type",
      columns: ["Type", "Appointments"],
      rows: m.appointments.by_type.map((t) => [t.type, t.count]),
    },
    hours: {
      title: carrier ? "Dock utilisation" : `Dock utilisation by hour (${m.utilisation.docks} docks)`,
      columns: ["Hour", "Booked dock-minutes", "Available dock-minutes", "Utilisation (%)"],
      rows: m.utilisation.hours.map((h) => [
        hh(h.hour),
        h.booked_minutes,
        h.available_minutes,
        percent(h.rate),
      ]),
    },
    scorecard: {
      title: carrier ? "Your scorecard" : "Carrier scorecard",
      columns: [
        "Company",
        "Bookings",
        "Arrived",
        "On time",
        "On-time rate (%)",
        "No-shows",
        "No-show rate (%)",
        "Late cancellations",
        "Average dwell (min)",
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
      title: "Limits by day",
      columns: ["Date", "Limit", "Busiest (trucks)", "Busiest (units)", "Reached"],
      rows: (m.rules?.caps ?? []).flatMap((c) =>
        c.days.map((d) => [d.date, c.label, d.peak_appointments, d.peak_units, d.reached ? "Yes" : "No"]),
      ),
    },
    holds: {
      title: "Kept docks",
      columns: ["Kept for", "Kept dock-hours", "Booked dock-hours", "Used (%)"],
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
