// What metrics and tracing cost a booking, on the same database
// after the other scenarios: request_facility_appointment on free slots (the
// main scenario's request_free load) at 1 and 32 connections, on the
// production server with both off (no METRICS_TOKEN, no
// OTEL_EXPORTER_OTLP_ENDPOINT) and with both on: METRICS_TOKEN set and
// /metrics scraped during every run, and every request's span exported over
// OTLP/HTTP to a real receiver in this process (scripts/otlp-receiver.ts, the
// API tests' receiver). A fresh server for every round, the rounds alternated
// (off, on, off, on; one of each in smoke runs), so that a database growing
// through the runs and other load on the machine weigh on both sides alike;
// each mode's figures are its rounds' mean. The scenario fails when the
// receiver got no span or a scrape did not answer with the booking's count:
// the ratio would then be to nothing.
import { createClient } from "../lib/db";
import { createFacility } from "../lib/facilities/service";
import { createToken } from "../lib/tokens/service";
import { otlpReceiver } from "../scripts/otlp-receiver";
import type { BenchDatabase } from "./databases";
import { drive } from "./drive";
import { HISTORY_DOCKS, HISTORY_ZONE } from "./fixtures";
import { requestBody, type BenchConfig } from "./provider";
import { markdownTable } from "./report";
import { startServer } from "./server";

type Figures = { rps: number; p50: number; p99: number; cpu_ms: number };

export type TelemetryRow = {
  connections: number;
  off: Figures;
  on: Figures;
  /** On ÷ off: below 1 for req/s, above 1 for latency and CPU, is what metrics and tracing cost. */
  rps_ratio: number;
  p50_ratio: number;
  p99_ratio: number;
  cpu_ratio: number;
};

export type TelemetryReport = {
  provider: string;
  rounds: number;
  rows: TelemetryRow[];
  /** Bookings sent to the servers with telemetry on, the spans the receiver got, and the scrapes of /metrics. */
  requests_on: number;
  spans: number;
  scrapes: number;
};

const DAY = 86_400_000;
const METRICS_TOKEN = "bench-metrics-token";
/** Seconds between scrapes during a run (a Prometheus default is 15 s; more often here, so every run has some). */
const SCRAPE_EVERY = 2;

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

export async function benchTelemetry(
  database: BenchDatabase,
  cfg: BenchConfig,
  say: (line: string) => void,
): Promise<TelemetryReport> {
  const { provider, url } = database;
  const db = createClient(url);
  const f = await createFacility(db, {
    name: "Bench Telemetry",
    timeZone: HISTORY_ZONE,
    hours: "Mon-Sun 00:00-24:00",
    docks: HISTORY_DOCKS,
    instantBooking: true,
    horizonDays: 730,
  });
  const { token } = await createToken(db, { role: "staff", name: "bench telemetry", facilityIds: [f.id] });
  await db.$disconnect();
  // Free slots, as request_free books them: 20 bookings per half hour, from three days ahead, one per dock.
  const base = Date.now() + 3 * DAY - (Date.now() % 1_800_000);
  let n = 0;
  const next = () => {
    const k = n++;
    return requestBody(f.id, base + Math.floor(k / HISTORY_DOCKS) * 1_800_000, `TELEMETRY-${k}`);
  };
  const receiver = await otlpReceiver();
  const rounds = cfg.requestsPerConnection ? 1 : 2;
  const sums = new Map<string, Figures>();
  let requestsOn = 0;
  let scrapes = 0;

  const scrape = async (origin: string) => {
    const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await res.text();
    if (res.status !== 200)
      throw new Error(`telemetry: /metrics answered ${res.status}: ${text.slice(0, 300)}`);
    scrapes++;
    return text;
  };

  try {
    for (let r = 0; r < rounds; r++) {
      for (const on of [false, true]) {
        const server = await startServer({
          DATABASE_URL: url,
          RATE_LIMIT_PER_MINUTE: "1000000000",
          LOG_LEVEL: "silent",
          ...(on ? { METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin } : {}),
        });
        try {
          for (const connections of cfg.connections) {
            const o = {
              url: `${server.origin}/api/service.v1.request_facility_appointment`,
              token,
              body: next,
              connections,
            };
            // The main scenario's warm-up: a few requests per connection (JIT, pools; with telemetry on, the SDK's load).
            const warm = cfg.warmup ? await drive({ ...o, amount: connections * 10 }) : { requests: 0 };
            // Scrapes during the run, as a Prometheus would make them; a failed one fails the scenario after it.
            const scraped: Promise<unknown>[] = [];
            const timer = on
              ? setInterval(
                  () => scraped.push(scrape(server.origin).catch((e: unknown) => e)),
                  SCRAPE_EVERY * 1000,
                )
              : undefined;
            const cpu = server.memory.cpuMs();
            const stats = await drive({
              ...o,
              ...(cfg.requestsPerConnection
                ? { amount: connections * cfg.requestsPerConnection }
                : { duration: cfg.duration }),
            });
            const cpuMs = (server.memory.cpuMs() - cpu) / Math.max(1, stats.requests);
            clearInterval(timer);
            const failed = (await Promise.all(scraped)).find((e) => e instanceof Error);
            if (failed) throw failed;
            if (stats.errors)
              throw new Error(`errors in the telemetry scenario: ${JSON.stringify(stats.statuses)}`);
            if (on) {
              requestsOn += warm.requests + stats.requests;
              // One scrape after every run, whatever the timer got: the booking's count must be in it.
              if (!(await scrape(server.origin)).includes('operation="request_facility_appointment"'))
                throw new Error("telemetry: /metrics does not count the bookings");
            }
            const key = `${on ? "on" : "off"} ${connections}`;
            const sum = sums.get(key) ?? { rps: 0, p50: 0, p99: 0, cpu_ms: 0 };
            sums.set(key, {
              rps: sum.rps + stats.rps / rounds,
              p50: sum.p50 + stats.p50 / rounds,
              p99: sum.p99 + stats.p99 / rounds,
              cpu_ms: sum.cpu_ms + cpuMs / rounds,
            });
            say(
              `${provider}: telemetry ${on ? "on " : "off"} (round ${r + 1}) booking x${connections}: ${Math.round(stats.rps)} req/s, p50 ${stats.p50.toFixed(2)} ms, p99 ${stats.p99.toFixed(2)} ms, server CPU ${cpuMs.toFixed(2)} ms/req`,
            );
          }
        } catch (e) {
          const tail = server.output().trim();
          if (tail) say(`${provider}: server output:\n${tail}`);
          throw e;
        } finally {
          // SIGTERM: the server sends the spans it still holds before it exits (scripts/server.ts).
          await server.stop();
        }
      }
    }
  } finally {
    await receiver.close();
  }
  const spans = receiver.spans().length;
  // Every answered booking has its span, the last batch sent as each server stops: fewer, and tracing lost
  // some (or did not run), so the figures are not its cost.
  if (spans < requestsOn)
    throw new Error(
      `telemetry: the OTLP receiver got ${spans} spans for ${requestsOn} bookings answered: tracing lost spans`,
    );
  const rows = cfg.connections.map((connections): TelemetryRow => {
    const off = sums.get(`off ${connections}`)!;
    const on = sums.get(`on ${connections}`)!;
    const fig = (x: Figures): Figures => ({
      rps: round(x.rps, 1),
      p50: round(x.p50, 3),
      p99: round(x.p99, 3),
      cpu_ms: round(x.cpu_ms),
    });
    return {
      connections,
      off: fig(off),
      on: fig(on),
      rps_ratio: round(on.rps / off.rps),
      p50_ratio: round(on.p50 / off.p50),
      p99_ratio: round(on.p99 / off.p99),
      cpu_ratio: round(on.cpu_ms / off.cpu_ms),
    };
  });
  const report: TelemetryReport = { provider, rounds, rows, requests_on: requestsOn, spans, scrapes };
  say(
    `${provider}: telemetry: ${spans} spans received for ${requestsOn} bookings answered with it on, /metrics scraped ${scrapes} times; ${rows.map((w) => `x${w.connections} on/off req/s ${w.rps_ratio}x, p99 ${w.p99_ratio}x`).join("; ")}`,
  );
  return report;
}

const x = (v: number) => `${v.toFixed(2)}x`;

/** One row per provider and connection count: off, on, and on ÷ off for each figure. */
export function telemetryTable(reports: TelemetryReport[]): string {
  const head = [
    "provider",
    "conns",
    "req/s off",
    "req/s on",
    "on/off",
    "p50 ms off",
    "p50 ms on",
    "on/off",
    "p99 ms off",
    "p99 ms on",
    "on/off",
    "cpu ms off",
    "cpu ms on",
    "on/off",
  ];
  const body = reports.flatMap((t) =>
    t.rows.map((r) => [
      t.provider,
      String(r.connections),
      r.off.rps.toFixed(0),
      r.on.rps.toFixed(0),
      x(r.rps_ratio),
      r.off.p50.toFixed(2),
      r.on.p50.toFixed(2),
      x(r.p50_ratio),
      r.off.p99.toFixed(2),
      r.on.p99.toFixed(2),
      x(r.p99_ratio),
      r.off.cpu_ms.toFixed(2),
      r.on.cpu_ms.toFixed(2),
      x(r.cpu_ratio),
    ]),
  );
  return markdownTable(head, body, 1);
}
