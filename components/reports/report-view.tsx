"use client";
// A report: the headline figures, then each chart with the table of its
// numbers and that table's CSV. Carriers get their own figures, no utilisation.
import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";
import type { FacilityMetrics } from "@/lib/metrics/schema";
import { percent, reportTables } from "@/lib/metrics/tables";
import { Chart } from "./chart";
import { ReportTableView } from "./report-table";

const pct = (rate: number | null) => (rate === null ? "—" : `${percent(rate)!.toFixed(1)}%`);
const stays = (n: number) => `${n} ${n === 1 ? "stay" : "stays"}`;
const min = (m: number | null) => (m === null ? "—" : `${m.toFixed(1)} min`);

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
  const tables = reportTables(m);
  const span = m.from === m.to ? m.from : `${m.from} to ${m.to}`;
  const file = (what: string) => `${facilityName} ${span} ${what}`;
  const carrier = m.scope === "carrier";
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label="Headline figures">
        <Tile
          term="On-time rate"
          value={pct(m.on_time.rate)}
          note={`${m.on_time.on_time} of ${m.on_time.arrived} arrivals within ±${m.on_time_tolerance_minutes} min`}
        />
        <Tile
          term="No-show rate"
          value={pct(m.no_show.rate)}
          note={`${m.no_show.no_shows} of ${m.no_show.outcomes} due`}
        />
        <Tile term="Average dwell" value={min(m.dwell.average_minutes)} note={stays(m.dwell.count)} />
        <Tile
          term="90th percentile dwell"
          value={min(m.dwell.p90_minutes)}
          note="9 in 10 stays were shorter"
        />
        <Tile
          term="Average door time"
          value={min(m.door_time.average_minutes)}
          note={`${m.door_time.count} ${m.door_time.count === 1 ? "load" : "loads"}`}
        />
        <Tile
          term="Detention"
          value={`${m.detention.hours.toFixed(2)} h`}
          note={`${stays(m.detention.count)} over ${m.free_time_minutes} min free time`}
        />
      </dl>

      <Section title="Appointments" className="flex flex-col gap-4">
        <Chart
          spec={{
            label: "Appointments by status",
            description: `${m.appointments.total} appointments in the period; the table below lists each status.`,
            valueLabel: "Appointments",
            counts: true,
            horizontal: true,
            data: tables.status.rows.map(([k, v]) => ({ key: String(k), value: Number(v) })),
          }}
        />
        <Pair>
          <ReportTableView table={tables.status} fileName={file("by status")} />
          <ReportTableView table={tables.type} fileName={file("by type")} />
        </Pair>
      </Section>

      <Section title="Figures">
        <ReportTableView table={tables.figures} fileName={file("figures")} />
      </Section>

      {!carrier && (
        <Section title={tables.hours.title} className="flex flex-col gap-4">
          <p className="-mt-2 text-sm text-slate-600">
            Booked dock-minutes as a share of all dock-minutes in each local hour, over every day of the
            period.
          </p>
          <Chart
            spec={{
              label: "Dock utilisation by hour of the day",
              description:
                "Percent of dock time booked, for each local hour from 00 to 23; the table below has the minutes.",
              valueLabel: "Utilisation (%)",
              domain: [0, 100],
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
        <Section title="Facility rules" className="flex flex-col gap-4">
          <p className="-mt-2 text-sm text-slate-600">
            How close each day came to the limits in the settings, how much of the kept dock time was booked,
            and {m.rules.overrides} {m.rules.overrides === 1 ? "booking" : "bookings"} made past a rule by
            staff.
          </p>
          {m.rules.caps.length > 0 && <ReportTableView table={tables.limits} fileName={file("limits")} />}
          {m.rules.holds.length > 0 && <ReportTableView table={tables.holds} fileName={file("kept docks")} />}
        </Section>
      )}

      <Section title={tables.scorecard.title} className="flex flex-col gap-4">
        {m.carrier_scorecard.length > 0 && (
          <Chart
            spec={{
              label: carrier ? "Your on-time rate" : "On-time rate by carrier company",
              description: "Percent of arrivals on time, per company; the table below has every column.",
              valueLabel: "On-time rate (%)",
              domain: [0, 100],
              horizontal: true,
              data: tables.scorecard.rows.map(([k, , , , v]) => ({ key: String(k), value: Number(v ?? 0) })),
            }}
          />
        )}
        <ReportTableView
          table={tables.scorecard}
          fileName={file("scorecard")}
          empty="No bookings by a carrier company in this period."
        />
      </Section>
    </div>
  );
}
