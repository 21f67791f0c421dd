// get_facility_metrics: a facility's figures over a period, computed by the
// database (./queries.ts) and divided out here. Staff and admins of the
// facility see everything; a carrier sees the same figures over its own
// company's appointments only (the list's rule: any facility, own rows), and
// no utilisation, which would show the facility's whole booking load.
import type { Db } from "../db";
import { facilityToBook } from "../facilities/booking-facility";
import { bookingsNear } from "../rules/bookings";
import { capUse, holdUse } from "../rules/report";
import { directReader } from "../db/direct";
import { jsonSql } from "../db/json-sql";
import { forbidden, notFound } from "../core/errors";
import { isStaffOf, type Caller } from "../core/caller";
import { STATUSES } from "../core/vocabulary";
import { periodOf } from "./period";
import { metricsStatement, type MetricsStatement } from "./queries";
import type { FacilityMetrics, MetricsInput, ScorecardRow } from "./schema";
import { BUCKET_MS, LEAD_BUCKETS, bucketHours, utilisationByHour, type BucketCount } from "./utilisation";

/** A carrier's cancellation closer to the start than this (or the facility's cut-off, if longer) is late. */
export const LATE_CANCELLATION_MINUTES = 24 * 60;

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const ratio = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : null);
/** Average milliseconds as minutes with one decimal; null for none. */
const avgMinutes = (sum: number, n: number) => (n ? Math.round(sum / n / 6_000) / 10 : null);

export async function getFacilityMetrics(
  db: Db,
  caller: Caller,
  input: MetricsInput,
): Promise<FacilityMetrics> {
  const facility = await db.facility.findUnique({
    where: { id: input.facility_id },
    select: {
      id: true,
      timeZone: true,
      cancelCutoffMinutes: true,
      freeTimeMinutes: true,
      onTimeToleranceMinutes: true,
      _count: { select: { docks: { where: { active: true } } } },
    },
  });
  if (!facility) throw notFound("facility");
  const carrier = !isStaffOf(caller, facility.id);
  if (carrier && (caller.role !== "carrier" || !caller.carrierCompanyId))
    throw forbidden("only the facility's staff, and carriers for their own figures, may read its reports");

  const zone = facility.timeZone;
  const period = periodOf(input, zone);
  const lateMinutes = Math.max(LATE_CANCELLATION_MINUTES, facility.cancelCutoffMinutes);
  const reader = directReader(db);
  const j = jsonSql(reader.provider);
  const origin = period.start.getTime() - LEAD_BUCKETS * BUCKET_MS;
  const values = {
    facility: facility.id,
    from: j.instantParam(period.start),
    to: j.instantParam(period.end),
    reach: j.instantParam(new Date(origin)),
    company: caller.carrierCompanyId ?? "-",
    tolerance: facility.onTimeToleranceMinutes * 60_000,
    free: facility.freeTimeMinutes * 60_000,
    late_window: lateMinutes * 60_000,
    origin,
    bucket: BUCKET_MS,
  };
  const run = async (name: MetricsStatement) => {
    const statement = metricsStatement(reader.provider, name, carrier && name !== "booked");
    // Beside the write path (lib/db/direct.ts): a report must not hold bookings behind it.
    return (await reader.firstRowReadOnly(statement, statement.bind(values))) ?? [];
  };

  const s = (await run("summary")).map(num);
  const [total, ...rest] = s;
  const byStatus = rest.slice(0, STATUSES.length);
  const [inbound, outbound, arrived, onTime, early, late, noShows, dwellN, dwellSum, doorN, doorSum] =
    rest.slice(STATUSES.length);
  const [detained, beyond] = rest.slice(STATUSES.length + 11);
  const p90 = await dwellP90(run, reader.provider);
  const [scoreJson] = (await run("scorecard")) as [string | undefined];
  let hours: FacilityMetrics["utilisation"]["hours"] = [];
  if (!carrier) {
    const [starts, ends] = (await run("booked")) as [string, string];
    hours = utilisationByHour(
      bucketHours(period.start, period.end, zone),
      facility._count.docks,
      JSON.parse(starts) as BucketCount[],
      JSON.parse(ends) as BucketCount[],
    );
  }

  return {
    facility_id: facility.id,
    time_zone: zone,
    period: input.period,
    from: period.from,
    to: period.to,
    start_time: period.start.toISOString(),
    end_time: period.end.toISOString(),
    scope: carrier ? "carrier" : "facility",
    on_time_tolerance_minutes: facility.onTimeToleranceMinutes,
    free_time_minutes: facility.freeTimeMinutes,
    late_cancellation_minutes: lateMinutes,
    appointments: {
      total,
      by_status: STATUSES.map((status, i) => ({ status, count: byStatus[i] })),
      by_type: [
        { type: "Inbound", count: inbound },
        { type: "Outbound", count: outbound },
      ],
    },
    on_time: { arrived, on_time: onTime, early, late, rate: ratio(onTime, arrived) },
    no_show: { no_shows: noShows, outcomes: noShows + arrived, rate: ratio(noShows, noShows + arrived) },
    dwell: { count: dwellN, average_minutes: avgMinutes(dwellSum, dwellN), p90_minutes: p90 },
    door_time: { count: doorN, average_minutes: avgMinutes(doorSum, doorN) },
    detention: { count: detained, hours: Math.round(beyond / 36_000) / 100 },
    utilisation: { docks: carrier ? null : facility._count.docks, hours },
    rules: carrier ? null : await ruleFigures(db, facility.id, period.start, period.end),
    carrier_scorecard: scorecardRows(scoreJson),
  };
}

/** Cap use per day, hold use and overrides in [start, end): the staff's view of their rules at work. */
async function ruleFigures(db: Db, facilityId: string, start: Date, end: Date) {
  const { ruleSet } = await facilityToBook(db, facilityId);
  // Beside the write path too: a month of bookings read on the event loop would hold everything behind it.
  const bookings = await bookingsNear(
    directReader(db).readOnlyStatements(),
    facilityId,
    start.getTime(),
    end.getTime(),
    0,
    undefined,
    true,
  );
  const overrides = await db.appointment.count({
    where: { facilityId, overrideReason: { not: null }, scheduledStart: { gte: start, lt: end } },
  });
  return {
    overrides,
    caps: capUse(ruleSet, bookings, start, end),
    holds: holdUse(ruleSet, bookings, start, end),
  };
}

/** The 90th percentile of dwell in minutes (one decimal): linear interpolation between ranks, as percentile_cont. */
async function dwellP90(run: (name: MetricsStatement) => Promise<unknown[]>, provider: string) {
  const row = (await run("p90")).map((v) => (v === null || v === undefined ? null : Number(v)));
  const n = row[0] ?? 0;
  if (!n) return null;
  let value: number;
  if (provider === "postgresql") value = row[1]!;
  else {
    const [, lo, vLo, vHi] = row as [number, number, number, number | null];
    const p = 0.9 * (n - 1);
    value = vLo + (p - lo) * ((vHi ?? vLo) - vLo);
  }
  return Math.round(value / 6_000) / 10;
}

type ScoreSums = Omit<ScorecardRow, "on_time_rate" | "no_show_rate" | "average_dwell_minutes"> & {
  dwell_n: number;
  dwell_sum: number;
};

function scorecardRows(json: string | undefined): ScorecardRow[] {
  const rows = JSON.parse(json ?? "[]") as ScoreSums[];
  return rows.map((r) => {
    const [arrived, onTime, noShows] = [num(r.arrived), num(r.on_time), num(r.no_shows)];
    return {
      company_id: r.company_id,
      company: r.company,
      bookings: num(r.bookings),
      arrived,
      on_time: onTime,
      on_time_rate: ratio(onTime, arrived),
      no_shows: noShows,
      no_show_rate: ratio(noShows, noShows + arrived),
      late_cancellations: num(r.late_cancellations),
      average_dwell_minutes: avgMinutes(num(r.dwell_sum), num(r.dwell_n)),
    };
  });
}
