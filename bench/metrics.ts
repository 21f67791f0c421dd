// The reports' call in the benchmark: get_facility_metrics for the month that
// holds the list scenarios' day, at the larger history (a month of it: about
// 1,800 appointments aggregated by the database), with its p99 as a ratio to
// the day's list (list_scheduled) at the same history and connections, and the
// plans of its statements as the server binds them.
import pg from "pg";
import { createClient } from "../lib/db";
import { jsonSql } from "../lib/db/json-sql";
import { providerOf } from "../lib/db/url";
import { periodOf } from "../lib/metrics/period";
import { metricsStatement, type MetricsStatement } from "../lib/metrics/queries";
import { metricsInput } from "../lib/metrics/schema";
import { BUCKET_MS, LEAD_BUCKETS } from "../lib/metrics/utilisation";
import type { Plan } from "./plans";
import type { Row } from "./report";

export const METRICS_SCENARIO = "metrics_month";
export const METRICS_OPERATION = "service.v1.get_facility_metrics";

export const metricsBody = (facilityId: string, day: string) =>
  JSON.stringify({ facility_id: facilityId, period: "month", date: day });

/** "metrics_month p99 … ms = N x list_scheduled", per provider and connections, for the summary. */
export function metricsLines(rows: Row[]): string[] {
  return rows
    .filter((r) => r.scenario === METRICS_SCENARIO)
    .map((m) => {
      const list = rows.find(
        (r) =>
          r.provider === m.provider &&
          r.scenario === "list_scheduled" &&
          r.history === m.history &&
          r.connections === m.connections,
      );
      const ratio = list
        ? `${(m.p99 / list.p99).toFixed(2)}x the day's list (${list.p99.toFixed(2)} ms)`
        : "";
      return `${m.provider}: metrics for a month @${m.history} x${m.connections}: p99 ${m.p99.toFixed(2)} ms, ${ratio}`;
    });
}

/** EXPLAIN (PostgreSQL) or EXPLAIN QUERY PLAN (SQLite) of each statement, with the values a month binds. */
export async function metricsPlans(url: string, facilityId: string, day: string): Promise<Plan[]> {
  const provider = providerOf(url);
  const db = createClient(url);
  const pgClient = provider === "postgresql" ? new pg.Client({ connectionString: url }) : null;
  try {
    const f = await db.facility.findUniqueOrThrow({ where: { id: facilityId } });
    const period = periodOf(metricsInput.parse(JSON.parse(metricsBody(facilityId, day))), f.timeZone);
    const j = jsonSql(provider);
    const origin = period.start.getTime() - LEAD_BUCKETS * BUCKET_MS;
    const values = {
      facility: facilityId,
      from: j.instantParam(period.start),
      to: j.instantParam(period.end),
      reach: j.instantParam(new Date(origin)),
      company: "-",
      tolerance: f.onTimeToleranceMinutes * 60_000,
      free: f.freeTimeMinutes * 60_000,
      late_window: 1440 * 60_000,
      origin,
      bucket: BUCKET_MS,
    };
    await pgClient?.connect();
    const plans: Plan[] = [];
    for (const name of ["summary", "p90", "scorecard", "booked"] as MetricsStatement[]) {
      const statement = metricsStatement(provider, name, false);
      const bound = statement.bind(values);
      let plan: string[];
      if (pgClient) {
        const { rows } = await pgClient.query<{ "QUERY PLAN": string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
          bound,
        );
        plan = rows.map((r) => r["QUERY PLAN"]);
      } else {
        const rows = await db.$queryRawUnsafe<{ detail: string }[]>(
          `EXPLAIN QUERY PLAN ${statement.sql}`,
          ...bound,
        );
        plan = rows.map((r) => `  ${r.detail}`);
      }
      plans.push({ label: `metrics ${name}`, sql: statement.sql, plan });
    }
    return plans;
  } finally {
    await pgClient?.end();
    await db.$disconnect();
  }
}
