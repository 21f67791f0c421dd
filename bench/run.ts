// `npm run bench`: the production server on SQLite, then on PostgreSQL, driven
// at 1 and 32 connections; one table of figures as ratios to the floor, the
// same as JSON under bench/results/. `npm run bench -- --smoke`: tiny data,
// short runs, SQLite only, so the test suite can keep the benchmark working.
// Options: --smoke, --duration <seconds>, --sqlite-only, --out <file.json>, --port <n> (mixed's server),
// --only streams|rules|telemetry|lighthouse|mixed (that scenario alone; mixed: 60 s a phase unless --duration),
// --only core (the main table alone: floor, lists, a month's report and bookings, without the other scenarios).
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild } from "../scripts/test-build";
import { benchDatabase, type BenchDatabase } from "./databases";
import { BENCH_DIST_DIR, firstLoadTable, firstLoadTargets, measureFirstLoad } from "./first-load";
import {
  benchProvider,
  peakParts,
  type BenchConfig,
  type ProviderReport,
  type ScenarioResult,
} from "./provider";
import { plansText } from "./plans";
import { rssTarget, table, targetLines, targets, withRatios } from "./report";
import { benchWebhooks, webhookTarget, type WebhookReport } from "./webhooks";
import { metricsLines } from "./metrics";
import { benchTwoProcesses, twoProcessTarget, type TwoProcessReport } from "./two-processes";
import { benchRules, rulesTargets, type RulesReport } from "./rules";
import { benchStreams, streamsTargets, type StreamsReport } from "./streams";
import { benchTelemetry, telemetryTable, type TelemetryReport } from "./telemetry";
import { migrate } from "../lib/db/migrate";
import { createClient } from "../lib/db";
import { seedDemo } from "../lib/demo/seed";
import { randomBytes } from "node:crypto";
import { benchLighthouse, lighthouseTable, lighthouseTargets, type LighthouseRow } from "./lighthouse";
import { freePort, startServer } from "./server";
import { reconcileDefects, reconcileLine } from "./ledger";
import { benchMixed, mixedLine, mixedTargets } from "./mixed";
import { benchScale, SCALE, SCALE_SMOKE, scaleBroken, scaleTargets } from "./scale";

const { values: args } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    duration: { type: "string" },
    "sqlite-only": { type: "boolean", default: false },
    out: { type: "string" },
    only: { type: "string" },
    port: { type: "string" },
    scale: { type: "boolean", default: false },
  },
});

const FULL: BenchConfig = {
  sizes: [10_000, 500_000],
  warmup: 6,
  listDay: 83,
  connections: [1, 32],
  duration: 8,
};
// 1,000 appointments are 17 days: day 8 has rows for every selector. A few requests per connection
// (not a second of load): on a busy machine a one-second run can finish none.
const SMOKE: BenchConfig = {
  sizes: [1_000, 2_000],
  warmup: 0,
  listDay: 8,
  connections: [1, 32],
  duration: 1,
  requestsPerConnection: 4,
};
const cfg: BenchConfig = { ...(args.smoke ? SMOKE : FULL) };
if (args.duration) cfg.duration = Number(args.duration);

const RESULTS = path.join(process.cwd(), "bench", "results");
const started = new Date();
const t0 = performance.now();
const say = (line: string) =>
  console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${line}`);

async function main(): Promise<number> {
  mkdirSync(RESULTS, { recursive: true });
  const stamp = started.toISOString().replace(/[:.]/g, "-");
  const built = ensureBuild(path.join(RESULTS, "build.log"), say);
  if (args.only === "streams" || args.only === "rules" || args.only === "telemetry")
    return oneScenario(args.only, stamp);
  if (args.only === "lighthouse") return lighthouseScenario(stamp);
  if (args.only === "mixed") return mixedScenario(stamp);
  if (args.scale) return scaleScenario(stamp);
  const core = args.only === "core";
  if (args.only && !core)
    throw new Error(
      `--only ${args.only}: not a scenario (core, streams, rules, telemetry, lighthouse or mixed)`,
    );
  const pages = measureFirstLoad(BENCH_DIST_DIR);

  const providers: ProviderReport[] = [];
  const results: ScenarioResult[] = [];
  const skipped: { provider: string; reason: string }[] = [];
  const webhooks: WebhookReport[] = [];
  const twoProcesses: TwoProcessReport[] = [];
  const rules: RulesReport[] = [];
  const streams: StreamsReport[] = [];
  const telemetry: TelemetryReport[] = [];
  const kinds =
    args.smoke || args["sqlite-only"] ? (["sqlite"] as const) : (["sqlite", "postgresql"] as const);
  for (const kind of kinds) {
    const database = await benchDatabase(kind);
    if ("skipped" in database) {
      say(`postgresql: SKIPPED, ${database.skipped}`);
      skipped.push({ provider: kind, reason: database.skipped });
      continue;
    }
    try {
      const r = await benchProvider(database, cfg, say);
      providers.push(r.report);
      results.push(...r.results);
      // The main table alone: what a change to the booking and list paths is compared by.
      if (core) continue;
      webhooks.push(await benchWebhooks(database, cfg, say));
      rules.push(await benchRules(database, cfg, say));
      streams.push(await benchStreams(database, cfg, say));
      // A server of its own for each mode and round: more time than the smoke run can spare, so not in it.
      if (!args.smoke) telemetry.push(await benchTelemetry(database, cfg, say));
      if (kind === "postgresql") {
        // A row of its own: its failure is reported, not the end of the run's figures.
        try {
          twoProcesses.push(await benchTwoProcesses(database, cfg, say));
        } catch (e) {
          say(`${kind}: two processes: FAILED, ${(e as Error).message}`);
          skipped.push({ provider: kind, reason: `two processes: ${(e as Error).message}` });
        }
      }
    } finally {
      await database.drop();
    }
  }

  const rows = withRatios(results);
  const checks = [
    ...targets(rows, providers),
    ...webhooks.map(webhookTarget),
    ...rules.flatMap(rulesTargets),
    ...twoProcesses.map(twoProcessTarget),
    ...streams.flatMap(streamsTargets),
    ...firstLoadTargets(pages),
  ];
  const summary = [
    table(rows),
    "",
    ...providers.map(
      (p) =>
        `${p.provider}: server peak RSS ${p.peak_rss_mb} MB${peakParts(p.peak_memory)}; ${p.double_bookings} double bookings (${p.booked_appointments} booked, ${p.accepted_requests} accepted)`,
    ),
    ...providers.flatMap((p) => (p.reconcile ? [reconcileLine(p.provider, p.reconcile)] : [])),
    ...skipped.map((s) => `${s.provider}: skipped: ${s.reason}`),
    ...metricsLines(rows),
    "",
    firstLoadTable(pages),
    "",
    ...(telemetry.length
      ? ["Metrics and tracing on a booking (bench/telemetry.ts):", telemetryTable(telemetry), ""]
      : []),
    targetLines(checks),
  ].join("\n");
  console.log("\n" + summary + "\n");

  const out = args.out
    ? path.resolve(args.out)
    : path.join(RESULTS, `bench-${args.smoke ? "smoke-" : ""}${stamp}.json`);
  const json = {
    started_at: started.toISOString(),
    seconds: Math.round((performance.now() - t0) / 1000),
    mode: args.smoke ? "smoke" : core ? "core" : "full",
    config: cfg,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memory_gb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    build: built ? "built" : "reused",
    providers,
    webhooks,
    rules,
    pages,
    two_processes: twoProcesses,
    streams,
    telemetry,
    skipped,
    scenarios: rows,
    targets: checks,
  };
  writeFileSync(out, JSON.stringify(json, null, 2) + "\n");
  const plansFile = out.replace(/\.json$/, "") + "-plans.txt";
  writeFileSync(plansFile, providers.map((p) => plansText(p.provider, p.plans)).join("\n"));
  say(`wrote ${path.relative(process.cwd(), out)} and ${path.basename(plansFile)}`);

  // Missed speed targets are findings; errors, lost or double bookings mean the service (or the bench) is broken.
  const broken =
    rows.some((r) => r.errors > 0 || r.requests === 0) ||
    twoProcesses.some((t) => t.errors > 0) ||
    providers.some(
      (p) =>
        p.double_bookings > 0 ||
        p.booked_appointments < p.accepted_requests ||
        !p.reconcile ||
        reconcileDefects(p.reconcile) > 0,
    );
  if (broken) say("FAILED: errors, a scenario without requests, or a booking check failed (see above)");
  return broken ? 1 : 0;
}

/** `--only streams|rules|telemetry`: the live-update, facility-rules or telemetry scenario alone, on each database. */
async function oneScenario(name: "streams" | "rules" | "telemetry", stamp: string): Promise<number> {
  const kinds =
    args.smoke || args["sqlite-only"] ? (["sqlite"] as const) : (["sqlite", "postgresql"] as const);
  const reports: (StreamsReport | RulesReport | TelemetryReport)[] = [];
  const checks = [];
  for (const kind of kinds) {
    const database = await benchDatabase(kind);
    if ("skipped" in database) {
      say(`${kind}: SKIPPED, ${database.skipped}`);
      continue;
    }
    try {
      migrate(database.url, { quiet: true });
      if (name === "streams") {
        const r = await benchStreams(database, cfg, say);
        reports.push(r);
        checks.push(...streamsTargets(r));
      } else if (name === "rules") {
        const r = await benchRules(database, cfg, say);
        reports.push(r);
        checks.push(...rulesTargets(r));
      } else reports.push(await benchTelemetry(database, cfg, say));
    } finally {
      await database.drop();
    }
  }
  const figures = name === "telemetry" ? telemetryTable(reports as TelemetryReport[]) : targetLines(checks);
  console.log("\n" + figures + "\n");
  const out = args.out ? path.resolve(args.out) : path.join(RESULTS, `bench-${name}-${stamp}.json`);
  writeFileSync(
    out,
    JSON.stringify(
      { started_at: started.toISOString(), config: cfg, [name]: reports, targets: checks },
      null,
      2,
    ) + "\n",
  );
  say(`wrote ${path.relative(process.cwd(), out)}`);
  return 0;
}

/** `run` on a fresh database of each provider the options ask for (SQLite alone with --smoke or --sqlite-only), dropped after. */
async function onEachDatabase<T>(run: (database: BenchDatabase) => Promise<T>): Promise<T[]> {
  const kinds =
    args.smoke || args["sqlite-only"] ? (["sqlite"] as const) : (["sqlite", "postgresql"] as const);
  const out: T[] = [];
  for (const kind of kinds) {
    const database = await benchDatabase(kind);
    if ("skipped" in database) {
      say(`${kind}: SKIPPED, ${database.skipped}`);
      continue;
    }
    try {
      out.push(await run(database));
    } finally {
      await database.drop();
    }
  }
  return out;
}

/** `--only mixed`: the busy hour's mixed load (./mixed.ts) on each database. */
async function mixedScenario(stamp: string): Promise<number> {
  // The smoke run's phases are as short as its other runs: 2 s, so that each phase has requests.
  const seconds = args.duration ? cfg.duration : args.smoke ? 2 : 60;
  const reports = await onEachDatabase(async (database) => {
    migrate(database.url, { quiet: true });
    return benchMixed(
      database,
      {
        seconds,
        history: cfg.sizes[0],
        smoke: args.smoke,
        port: args.port ? Number(args.port) : undefined,
      },
      say,
    );
  });
  const checks = reports.flatMap(mixedTargets);
  console.log(
    "\n" +
      [
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(", ")} on ${os.cpus().length} cores`,
        ...reports.flatMap((r) => [
          `${r.provider}: ${r.streams} streams open in the mix (descriptor limit ${r.descriptor_limit}), ${r.seconds} s a phase`,
          ...r.rows.map((row) => `${r.provider}: ${mixedLine(row)}`),
        ]),
        "",
        targetLines(checks),
      ].join("\n") +
      "\n",
  );
  const out = args.out ? path.resolve(args.out) : path.join(RESULTS, `bench-mixed-${stamp}.json`);
  writeFileSync(
    out,
    JSON.stringify({ started_at: started.toISOString(), mixed: reports, targets: checks }, null, 2) + "\n",
  );
  say(`wrote ${path.relative(process.cwd(), out)}`);
  return reports.some((r) => r.rows.some((row) => row.errors > 0 || row.requests === 0)) ? 1 : 0;
}

/** `--scale`: a year of a port's history (./scale.ts) on each database. */
async function scaleScenario(stamp: string): Promise<number> {
  const reports = await onEachDatabase((database) =>
    benchScale(database, cfg, args.smoke ? SCALE_SMOKE : SCALE, say),
  );
  const checks = reports.flatMap((r) => [
    ...scaleTargets(r),
    rssTarget(r.provider, r.peak_rss_mb, "the scale run's two servers"),
  ]);
  console.log(
    "\n" +
      [
        table(withRatios(reports.flatMap((r) => r.scenarios))),
        "",
        ...reports.map(
          (r) =>
            `${r.provider}: ${r.appointments.toLocaleString("en")} appointments, ${r.load_seconds} s to load; ${r.double_bookings} double bookings`,
        ),
        ...reports.map((r) => reconcileLine(r.provider, r.reconcile)),
        "",
        targetLines(checks),
      ].join("\n") +
      "\n",
  );
  const out = args.out ? path.resolve(args.out) : path.join(RESULTS, `bench-scale-${stamp}.json`);
  writeFileSync(
    out,
    JSON.stringify(
      { started_at: started.toISOString(), config: cfg, scale: reports, targets: checks },
      null,
      2,
    ) + "\n",
  );
  say(`wrote ${path.relative(process.cwd(), out)}`);
  const broken = reports.some((r) => scaleBroken(r, reconcileDefects(r.reconcile)));
  if (broken) say("FAILED: errors, a scenario without requests, or a booking check failed (see above)");
  return broken ? 1 : 0;
}

/** Lighthouse on the app as `npm start` serves it: SQLite with the demo data, people signed in through its form. */
async function lighthouseScenario(stamp: string): Promise<number> {
  const database = await benchDatabase("sqlite");
  if ("skipped" in database) throw new Error(database.skipped);
  const rows: LighthouseRow[] = [];
  try {
    migrate(database.url, { quiet: true });
    const db = createClient(database.url);
    try {
      await seedDemo(db);
    } finally {
      await db.$disconnect();
    }
    const port = String(await freePort());
    const server = await startServer({
      DATABASE_URL: database.url,
      PORT: port,
      // The address the browser signs in at: the session cookie is the public URL's.
      NEXTAUTH_URL: `http://localhost:${port}`,
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
    });
    try {
      rows.push(...(await benchLighthouse(`http://localhost:${port}`, args.smoke ? 1 : 3, say)));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  const checks = lighthouseTargets(rows);
  console.log("\n" + lighthouseTable(rows) + "\n\n" + targetLines(checks) + "\n");
  const out = args.out ? path.resolve(args.out) : path.join(RESULTS, `bench-lighthouse-${stamp}.json`);
  writeFileSync(
    out,
    JSON.stringify({ started_at: started.toISOString(), lighthouse: rows, targets: checks }, null, 2) + "\n",
  );
  say(`wrote ${path.relative(process.cwd(), out)}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.stack : e);
    process.exit(1);
  },
);
