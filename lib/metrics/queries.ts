// The statements behind get_facility_metrics, written once with Kysely for
// both databases (as lib/appointments/list-query.ts) and compiled once per
// provider and scope. Each is an aggregate over one range of the index
// (facility_id, scheduled_start, id): the database returns counts and sums,
// never the appointments. Times are compared as whole milliseconds since the
// epoch (`ms`), which both dialects compute from their own date-time columns;
// rates and averages are divided out by the caller from these sums, so both
// databases answer the same figures. Definitions: docs/reports.md.
import { sql, type RawBuilder } from "kysely";
import { compile, param, queryBuilder, type CompiledStatement } from "../db/sql";
import { jsonSql } from "../db/json-sql";
import type { Provider } from "../db/url";
import { STATUSES } from "../core/vocabulary";

/** Milliseconds since the epoch of a date-time column, an integer (null stays null). */
function ms(provider: Provider, column: string): RawBuilder<number> {
  const ref = sql.ref(column);
  return provider === "postgresql"
    ? // timestamp(3) holds UTC wall-clock time: its epoch is the instant's. date_part answers a double,
      // exact to the millisecond here and several times cheaper than extract's numeric.
      sql`(date_part('epoch', ${ref}) * 1000)::bigint`
    : // julianday reads the adapter's text with its offset; rounding removes the double's last bits.
      sql`cast(round((julianday(${ref}) - 2440587.5) * 86400000.0) as integer)`;
}

/** A whole-number parameter, typed so PostgreSQL need not guess it in arithmetic. */
const whole = (name: string) => sql<number>`cast(${param<number>(name)} as bigint)`;

/**
 * The period's appointments, one row each with what the figures need: status, type, company, and as
 * milliseconds the check-in's distance from the start (arrived appointments only, work-ins excepted),
 * the dwell and the door time (when both ends are recorded, in order), and whether it was a late
 * cancellation by the carrier.
 */
function periodRows(provider: Provider, carrier: boolean) {
  const at = (c: string) => ms(provider, c);
  return queryBuilder(provider)
    .selectFrom("appointments as a")
    .select([
      "a.status as status",
      "a.type as type",
      "a.carrier_company_id as company",
      sql<
        number | null
      >`case when ${sql.ref("a.checked_in_at")} is not null and not ${sql.ref("a.is_work_in")}
        then ${at("a.checked_in_at")} - ${at("a.scheduled_start")} end`.as("delta"),
      sql<number | null>`case when ${at("a.checked_out_at")} >= ${at("a.checked_in_at")}
        then ${at("a.checked_out_at")} - ${at("a.checked_in_at")} end`.as("dwell"),
      sql<number | null>`case when ${at("a.load_finished_at")} >= ${at("a.load_started_at")}
        then ${at("a.load_finished_at")} - ${at("a.load_started_at")} end`.as("door"),
      sql<number>`case when ${sql.ref("a.status")} = 'Cancelled' and ${sql.ref("a.cancelled_reason")} = 'CarrierRequest'
        and ${at("a.cancelled_at")} > ${at("a.scheduled_start")} - ${whole("late_window")} then 1 else 0 end`.as(
        "late_cancel",
      ),
    ])
    .where("a.facility_id", "=", param<string>("facility"))
    .where("a.scheduled_start", ">=", param<string>("from"))
    .where("a.scheduled_start", "<", param<string>("to"))
    .$if(carrier, (q) => q.where("a.carrier_company_id", "=", param<string>("company")));
}

const countWhere = (condition: RawBuilder<unknown>) =>
  sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/**
 * One row: total, a count per status (STATUSES' order), Inbound, Outbound, arrived, on time, early, late,
 * no-shows, dwell count and sum, door count and sum, detained count and milliseconds beyond the free time.
 */
function summary(provider: Provider, carrier: boolean) {
  const delta = sql.ref("m.delta");
  const dwell = sql.ref("m.dwell");
  const tolerance = whole("tolerance");
  const free = whole("free");
  return queryBuilder(provider)
    .selectFrom(periodRows(provider, carrier).as("m"))
    .select([
      sql<number>`count(*)`.as("total"),
      ...STATUSES.map((s) => countWhere(sql`${sql.ref("m.status")} = ${sql.lit(s)}`).as(`s_${s}`)),
      countWhere(sql`${sql.ref("m.type")} = 'Inbound'`).as("inbound"),
      countWhere(sql`${sql.ref("m.type")} = 'Outbound'`).as("outbound"),
      sql<number>`count(${delta})`.as("arrived"),
      countWhere(sql`abs(${delta}) <= ${tolerance}`).as("on_time"),
      countWhere(sql`${delta} < -${tolerance}`).as("early"),
      countWhere(sql`${delta} > ${tolerance}`).as("late"),
      countWhere(sql`${sql.ref("m.status")} = 'NoShow' and ${delta} is null`).as("no_shows"),
      sql<number>`count(${dwell})`.as("dwell_n"),
      sql<number>`sum(${dwell})`.as("dwell_sum"),
      sql<number>`count(${sql.ref("m.door")})`.as("door_n"),
      sql<number>`sum(${sql.ref("m.door")})`.as("door_sum"),
      countWhere(sql`${dwell} > ${free}`).as("detained"),
      sql<number>`sum(case when ${dwell} > ${free} then ${dwell} - ${free} else 0 end)`.as("beyond"),
    ]);
}

/**
 * One row: [dwells, the 90th percentile] on PostgreSQL (percentile_cont interpolates); on SQLite, which
 * has no percentile function, [dwells, the rank below it, the dwell at that rank, the one after], found by
 * numbering the dwells in order (a window function), for the caller to interpolate the same way.
 */
function p90(provider: Provider, carrier: boolean) {
  const rows = periodRows(provider, carrier);
  if (provider === "postgresql")
    return queryBuilder(provider)
      .selectFrom(rows.as("m"))
      .select([
        sql<number>`count(${sql.ref("m.dwell")})`.as("n"),
        sql<number>`percentile_cont(0.9) within group (order by ${sql.ref("m.dwell")})`.as("p90"),
      ])
      .where("m.dwell", "is not", null);
  const ranked = queryBuilder(provider)
    .selectFrom(rows.as("m"))
    .select([
      "m.dwell as dwell",
      sql<number>`row_number() over (order by ${sql.ref("m.dwell")}) - 1`.as("i"),
      sql<number>`cast(0.9 * (count(*) over () - 1) as integer)`.as("lo"),
    ])
    .where("m.dwell", "is not", null);
  return queryBuilder(provider)
    .selectFrom(ranked.as("r"))
    .select([
      sql<number>`count(*)`.as("n"),
      sql<number>`max(${sql.ref("r.lo")})`.as("lo"),
      sql<number>`sum(case when ${sql.ref("r.i")} = ${sql.ref("r.lo")} then ${sql.ref("r.dwell")} end)`.as(
        "v_lo",
      ),
      sql<number>`sum(case when ${sql.ref("r.i")} = ${sql.ref("r.lo")} + 1 then ${sql.ref("r.dwell")} end)`.as(
        "v_hi",
      ),
    ]);
}

/** One row: the scorecard as a JSON array, one object of counts and sums per carrier company, by name. */
function scorecard(provider: Provider, carrier: boolean) {
  const j = jsonSql(provider);
  const tolerance = whole("tolerance");
  const delta = sql.ref("m.delta");
  const grouped = queryBuilder(provider)
    .selectFrom(periodRows(provider, carrier).as("m"))
    .innerJoin("carrier_companies as c", "c.id", "m.company")
    .select([
      "c.id as id",
      "c.name as name",
      sql<number>`count(*)`.as("bookings"),
      sql<number>`count(${delta})`.as("arrived"),
      countWhere(sql`abs(${delta}) <= ${tolerance}`).as("on_time"),
      countWhere(sql`${sql.ref("m.status")} = 'NoShow' and ${delta} is null`).as("no_shows"),
      sql<number>`sum(${sql.ref("m.late_cancel")})`.as("late_cancellations"),
      sql<number>`count(${sql.ref("m.dwell")})`.as("dwell_n"),
      sql<number>`sum(${sql.ref("m.dwell")})`.as("dwell_sum"),
    ])
    .groupBy(["c.id", "c.name"]);
  return queryBuilder(provider)
    .selectFrom(grouped.as("g"))
    .select((eb) =>
      j
        .text(
          j.array(
            j.object({
              company_id: eb.ref("g.id"),
              company: eb.ref("g.name"),
              bookings: eb.ref("g.bookings"),
              arrived: eb.ref("g.arrived"),
              on_time: eb.ref("g.on_time"),
              no_shows: eb.ref("g.no_shows"),
              late_cancellations: eb.ref("g.late_cancellations"),
              dwell_n: eb.ref("g.dwell_n"),
              dwell_sum: eb.ref("g.dwell_sum"),
            }),
            [eb.ref("g.name"), eb.ref("g.id")],
          ),
        )
        .as("json"),
    );
}

/**
 * Booked time for utilisation, on a grid of BUCKET_MS from `origin` (a day before the period, so every
 * offset is positive and integer division floors): appointments that are not cancelled and overlap the
 * period, whichever day they started on. One row, two JSON arrays of {b, n, o}: per bucket, how many
 * start in it and their summed offsets into it; the same for ends. ./utilisation.ts spreads them out.
 */
function booked(provider: Provider) {
  const j = jsonSql(provider);
  const k = queryBuilder(provider);
  const bucket = whole("bucket");
  const start = sql`${ms(provider, "a.scheduled_start")} - ${whole("origin")}`;
  const end = sql`${ms(provider, "a.scheduled_end")} - ${whole("origin")}`;
  // Bucket and offset as columns: PostgreSQL would not see two parameters as one expression to group by.
  const rows = k
    .selectFrom("appointments as a")
    .select([
      sql<number>`(${start}) / ${bucket}`.as("s_b"),
      sql<number>`(${start}) % ${bucket}`.as("s_o"),
      sql<number>`(${end}) / ${bucket}`.as("e_b"),
      sql<number>`(${end}) % ${bucket}`.as("e_o"),
    ])
    .where("a.facility_id", "=", param<string>("facility"))
    // No appointment lasts longer than a day: one starting before `reach` ends before the period.
    .where("a.scheduled_start", ">=", param<string>("reach"))
    .where("a.scheduled_start", "<", param<string>("to"))
    .where("a.scheduled_end", ">", param<string>("from"))
    .where("a.status", "<>", sql.lit("Cancelled"));
  const side = (edge: "s" | "e") => {
    const grouped = k
      .selectFrom(rows.as("u"))
      .select([
        sql.ref<number>(`u.${edge}_b`).as("b"),
        sql<number>`count(*)`.as("n"),
        sql<number>`sum(${sql.ref(`u.${edge}_o`)})`.as("o"),
      ])
      .groupBy(`u.${edge}_b`);
    return k
      .selectFrom(grouped.as("g"))
      .select((eb) =>
        j
          .text(j.array(j.object({ b: eb.ref("g.b"), n: eb.ref("g.n"), o: eb.ref("g.o") }), [eb.ref("g.b")]))
          .as("json"),
      );
  };
  return k.selectNoFrom([side("s").as("starts"), side("e").as("ends")]);
}

export type MetricsStatement = "summary" | "p90" | "scorecard" | "booked";
const builders = { summary, p90, scorecard, booked: (p: Provider) => booked(p) };
const statements = new Map<string, CompiledStatement>();

/**
 * A statement, compiled on first use. Parameters: facility, from, to (instants as JsonSql.instantParam
 * gives them), company (carrier scope); summary, p90 and scorecard also late_window, tolerance, free
 * (milliseconds); booked: reach, origin (milliseconds since the epoch), bucket (milliseconds).
 */
export function metricsStatement(provider: Provider, name: MetricsStatement, carrier: boolean) {
  const key = `${provider} ${name} ${carrier}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = compile(builders[name](provider, carrier));
    statements.set(key, statement);
  }
  return statement;
}
