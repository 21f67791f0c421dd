// `npm run bench -- --scale`: history at a port's scale. A year of 15,000 trucks a day (Hamburg's container
// terminals) across 20 terminal facilities of 750 a day each, 5,475,000 appointments, loaded in bulk through the
// drivers (./history.ts). The first terminal is measured twice: at 10,000 appointments of its own, before the rest
// is loaded, and again at the whole year: its day's list and bookings on free slots at 1 and 32 connections, and
// at the year a manager's report over the whole of it. Between the two, the server is stopped and the parts of
// `npm start` that touch the database are timed on the full one: the migrations (`npm run db:migrate`), and a
// server's start until /readyz answers.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { DateTime } from "luxon";
import { createClient } from "../lib/db";
import { createToken } from "../lib/tokens/service";
import type { BenchDatabase } from "./databases";
import { HISTORY_ZONE, type HistoryShape } from "./fixtures";
import { createHistoryFacility, historyDate, loadHistory, type BenchFacility } from "./history";
import { BookingLedger, reconcileLine, type Reconcile } from "./ledger";
import { scenarioRunner, type BenchConfig, type ScenarioResult } from "./measure";
import { METRICS_OPERATION } from "./metrics";
import { doubleBookings, requestBody, settle } from "./provider";
import type { Target } from "./report";
import { startServer } from "./server";

export type ScaleConfig = {
  terminals: number;
  perDay: number;
  docks: number;
  days: number;
  /** The first terminal's own history at the first measurement. */
  small: number;
  /** History day (0 = yesterday) the lists ask for; inside the small history. */
  listDay: number;
};

/** 20 terminals x 750 a day x 365 days. */
export const SCALE: ScaleConfig = {
  terminals: 20,
  perDay: 750,
  docks: 32,
  days: 365,
  small: 10_000,
  listDay: 5,
};
/** The smoke run's: the same steps on 6,000 appointments. */
export const SCALE_SMOKE: ScaleConfig = {
  terminals: 2,
  perDay: 100,
  docks: 8,
  days: 30,
  small: 1_000,
  listDay: 5,
};

export type ScaleReport = {
  provider: string;
  appointments: number;
  load_seconds: number;
  /** `npm run db:migrate` on the full database, and a server's start until /readyz answers 200. */
  migrate_seconds: number;
  start_seconds: number;
  peak_rss_mb: number;
  double_bookings: number;
  reconcile: Reconcile;
  scenarios: ScenarioResult[];
};

const MINUTE = 60_000;
const MIGRATE_LIMIT_S = 60;
const START_LIMIT_S = 60;
const YEAR_REPORT_P99_MS = 2_000;
const GROWTH = 1.5;

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** `npm run db:migrate` on `url`, as an operator runs it; its seconds. */
function dbMigrate(url: string): number {
  const started = performance.now();
  const migrated = spawnSync(
    process.execPath,
    [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/migrate.ts"],
    { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" },
  );
  if (migrated.status !== 0)
    throw new Error(
      `npm run db:migrate exited with ${migrated.status}:\n${migrated.stdout}${migrated.stderr}`,
    );
  return (performance.now() - started) / 1000;
}

/** Polls /readyz until it answers 200; throws after two minutes. */
async function ready(origin: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`${origin}/readyz`).catch(() => null);
    await res?.arrayBuffer();
    if (res?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`/readyz did not answer 200 in 120 s (last ${res?.status})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function benchScale(
  database: BenchDatabase,
  cfg: BenchConfig,
  scale: ScaleConfig,
  say: (line: string) => void,
): Promise<ScaleReport> {
  const { provider, url } = database;
  const started = performance.now();
  dbMigrate(url);
  let db = createClient(url);
  const terminals: BenchFacility[] = [];
  for (let t = 0; t < scale.terminals; t++)
    terminals.push(await createHistoryFacility(db, `Terminal ${t + 1}`, scale.docks));
  const shape = (t: number): HistoryShape => ({
    perDay: scale.perDay,
    docks: scale.docks,
    codeOffset: (t + 1) * 10_000_000,
  });
  const [first] = terminals;
  const { token } = await createToken(db, { role: "staff", name: "bench", facilityIds: [first.facilityId] });
  const year = scale.perDay * scale.days;
  const total = year * scale.terminals;

  const ledger = new BookingLedger(["SCALE-"]);
  const onAnswer = (body: string, status: number) => ledger.answer(body, status);
  const results: ScenarioResult[] = [];
  let peak = 0;
  const base = DateTime.now().setZone(HISTORY_ZONE).plus({ days: 2 }).startOf("day").toMillis();
  let n = 0;
  // Free slots at the first terminal: a request a dock each half hour, from two days ahead.
  const free = () => {
    const k = n++;
    return ledger.sent(
      requestBody(first.facilityId, base + Math.floor(k / scale.docks) * 30 * MINUTE, `SCALE-${k}`),
    );
  };
  const list = JSON.stringify({
    facility_id: first.facilityId,
    start: historyDate(scale.listDay),
    end: historyDate(scale.listDay),
  });
  const report = JSON.stringify({
    facility_id: first.facilityId,
    period: "custom",
    from: historyDate(scale.days - 1),
    to: historyDate(0),
  });

  const serve = async (size: number, withReport: boolean) => {
    const server = await startServer({
      DATABASE_URL: url,
      RATE_LIMIT_PER_MINUTE: "1000000000",
      LOG_LEVEL: "silent",
    });
    const op = (name: string) => `${server.origin}/api/${name}`;
    const run = scenarioRunner({ provider, server, token, cfg, say, onAnswer, results, accepted: () => {} });
    try {
      await run("list_scheduled", size, {
        url: op("service.v1.get_facility_appointments"),
        token,
        body: list,
      });
      await run("request_free", size, {
        url: op("service.v1.request_facility_appointment"),
        token,
        body: free,
      });
      if (withReport)
        await run("metrics_year", size, { url: op(METRICS_OPERATION), token, body: report }, [1]);
    } catch (e) {
      const tail = server.output().trim();
      if (tail) say(`${provider}: server output:\n${tail}`);
      throw e;
    } finally {
      peak = Math.max(peak, server.memory.peak().mb);
      await server.stop();
    }
  };

  await loadHistory(url, first, 0, scale.small, shape(0));
  say(`${provider}: scale: ${scale.small.toLocaleString("en")} appointments at ${first.name}`);
  await serve(scale.small, false);

  const loadStarted = performance.now();
  await loadHistory(url, first, scale.small, year, shape(0));
  for (let t = 1; t < terminals.length; t++) {
    await loadHistory(url, terminals[t], 0, year, shape(t));
    say(`${provider}: scale: ${((t + 1) * year).toLocaleString("en")} appointments loaded`);
  }
  await settle(url, provider);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  say(
    `${provider}: scale: ${total.toLocaleString("en")} appointments, the rest loaded in ${loadSeconds.toFixed(0)} s`,
  );

  // Prisma's migrate deploy cannot take a SQLite file another connection has open: as at `npm start`, none is.
  await db.$disconnect();
  const migrateSeconds = dbMigrate(url);
  db = createClient(url);
  const startStarted = performance.now();
  const probe = await startServer({ DATABASE_URL: url, LOG_LEVEL: "silent" });
  try {
    await ready(probe.origin);
  } finally {
    await probe.stop();
  }
  const startSeconds = (performance.now() - startStarted) / 1000;
  say(
    `${provider}: scale: on ${total.toLocaleString("en")} appointments, npm run db:migrate ${migrateSeconds.toFixed(1)} s, the server's start to /readyz ${startSeconds.toFixed(1)} s`,
  );

  await serve(total, true);
  const reconcile = await ledger.reconcile(db);
  say(reconcileLine(`${provider} scale`, reconcile));
  const out: ScaleReport = {
    provider,
    appointments: total,
    load_seconds: round(loadSeconds, 1),
    migrate_seconds: round(migrateSeconds, 1),
    start_seconds: round(startSeconds, 1),
    peak_rss_mb: peak,
    double_bookings: await doubleBookings(db),
    reconcile,
    scenarios: results,
  };
  await db.$disconnect();
  say(`${provider}: scale done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return out;
}

/** The scale run's targets: the year's growth for lists and bookings, a year's report, migrations and start. */
export function scaleTargets(r: ScaleReport): Target[] {
  const at = (scenario: string, history: number, connections: number) =>
    r.scenarios.find(
      (s) => s.scenario === scenario && s.history === history && s.connections === connections,
    );
  const small = Math.min(...r.scenarios.map((s) => s.history ?? Infinity));
  const growth = (scenario: string, label: string): Target => {
    const ratios = r.scenarios
      .filter((s) => s.scenario === scenario && s.history === r.appointments)
      .map((s) => ({ c: s.connections, big: s.p99, small: at(scenario, small, s.connections)?.p99 ?? NaN }))
      .map((x) => ({ ...x, ratio: x.big / x.small }));
    const worst = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    return {
      target: `${label} p99 at ${r.appointments.toLocaleString("en")} <= ${GROWTH}x at ${small.toLocaleString("en")}`,
      provider: r.provider,
      value: round(worst.ratio),
      limit: GROWTH,
      met: worst.ratio <= GROWTH,
      detail: `worst x${worst.c}: ${worst.big.toFixed(1)} vs ${worst.small.toFixed(1)} ms`,
    };
  };
  const year = r.scenarios.find((s) => s.scenario === "metrics_year");
  return [
    growth("list_scheduled", "list"),
    growth("request_free", "booking"),
    {
      target: `a year's report p99 (ms) <= ${YEAR_REPORT_P99_MS}`,
      provider: r.provider,
      value: round(year?.p99 ?? NaN, 0),
      limit: YEAR_REPORT_P99_MS,
      met: (year?.p99 ?? Infinity) <= YEAR_REPORT_P99_MS,
      detail: `p50 ${year?.p50.toFixed(0)} ms, ${year?.requests} reports, 1 connection`,
    },
    {
      target: `npm run db:migrate on it (s) < ${MIGRATE_LIMIT_S}`,
      provider: r.provider,
      value: r.migrate_seconds,
      limit: MIGRATE_LIMIT_S,
      met: r.migrate_seconds < MIGRATE_LIMIT_S,
      detail: `${r.appointments.toLocaleString("en")} appointments`,
    },
    {
      target: `the server's start to /readyz (s) < ${START_LIMIT_S}`,
      provider: r.provider,
      value: r.start_seconds,
      limit: START_LIMIT_S,
      met: r.start_seconds < START_LIMIT_S,
      detail: "the build not included",
    },
  ];
}

/** Errors, lost or double bookings: the run is broken, not slow. */
export const scaleBroken = (r: ScaleReport, defects: number) =>
  r.double_bookings > 0 || defects > 0 || r.scenarios.some((s) => s.errors > 0 || s.requests === 0);
