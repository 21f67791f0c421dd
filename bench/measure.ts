// One scenario's timed runs at each connection count, with the server's, the database's and the load
// generator's CPU per request: the main table's rows (./provider.ts) and the scale run's (./scale.ts).
import { drive, type DriveOptions, type DriveStats } from "./drive";
import { databaseCpuMs, type Server } from "./server";

export type BenchConfig = {
  sizes: [number, number];
  /** Seconds of load on every endpoint after the server starts, before anything is measured (JIT, pools, caches). */
  warmup: number;
  /** History day (0 = yesterday) the list scenarios ask for; inside the smaller history. */
  listDay: number;
  connections: number[];
  duration: number;
  /**
   * Requests per connection for a run instead of a duration: the smoke run counts requests, so a busy
   * machine slows it down rather than leaving a scenario with no request at all.
   */
  requestsPerConnection?: number;
};

export type Scenario =
  | "floor"
  | "list_scheduled"
  | "list_created"
  | "list_modified"
  | "request_free"
  | "request_contested"
  | "request_erasing"
  | "metrics_month"
  | "metrics_year";

export type ScenarioResult = DriveStats & {
  /** The server's CPU time per request (ms): less disturbed by other load on the machine than latency. */
  cpu_ms: number;
  /**
   * On PostgreSQL, its server processes' CPU per request (ms), and the load generator's (this process):
   * with cpu_ms, what one request costs the machine's cores in all.
   */
  db_cpu_ms: number;
  client_cpu_ms: number;
  provider: string;
  scenario: Scenario;
  /** Appointments of the facility's history when the scenario ran (null for the floor). */
  history: number | null;
  connections: number;
  /** Records in one response and its size (list and floor). */
  result_rows?: number;
  body_bytes?: number;
};

export type ScenarioRunner = (
  scenario: Scenario,
  historySize: number | null,
  o: Omit<DriveOptions, "connections" | "duration">,
  /** Connection counts other than the configuration's. */
  only?: number[],
) => Promise<void>;

/**
 * A short warm-up at the scenario's connections (not in smoke runs), then the measured run; every list, floor
 * or report response checked once first. Results go into `results`; bookings accepted are counted by `accepted`.
 */
export function scenarioRunner(c: {
  provider: string;
  server: Server;
  token: string;
  cfg: BenchConfig;
  say: (line: string) => void;
  onAnswer: (body: string, status: number) => void;
  results: ScenarioResult[];
  accepted: (n: number) => void;
}): ScenarioRunner {
  const { provider, server, token, cfg, say, onAnswer, results } = c;
  return async (scenario, historySize, o, only) => {
    let probe: { result_rows?: number; body_bytes?: number } = {};
    if (typeof o.body === "string" && !scenario.startsWith("request")) {
      const res = await fetch(o.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: o.body,
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${provider} ${scenario}: ${res.status} ${text.slice(0, 500)}`);
      probe = { result_rows: (JSON.parse(text) as unknown[]).length, body_bytes: Buffer.byteLength(text) };
    }
    for (const connections of only ?? cfg.connections) {
      server.memory.mark(`${scenario}${historySize === null ? "" : ` @${historySize}`} x${connections}`);
      const warm = cfg.warmup
        ? await drive({ ...o, onAnswer, connections, amount: connections * 10 })
        : { ok: 0 };
      const cpu = server.memory.cpuMs();
      const dbCpu = provider === "postgresql" ? databaseCpuMs() : 0;
      const client = process.cpuUsage();
      const stats = await drive({
        ...o,
        onAnswer,
        connections,
        ...(cfg.requestsPerConnection
          ? { amount: connections * cfg.requestsPerConnection }
          : { duration: cfg.duration }),
      });
      const perRequest = (ms: number) => ms / Math.max(1, stats.requests);
      const cpu_ms = perRequest(server.memory.cpuMs() - cpu);
      const db_cpu_ms = provider === "postgresql" ? perRequest(databaseCpuMs() - dbCpu) : 0;
      const used = process.cpuUsage(client);
      const client_cpu_ms = perRequest((used.user + used.system) / 1000);
      if (scenario.startsWith("request")) c.accepted(warm.ok + stats.ok);
      results.push({
        provider,
        scenario,
        history: historySize,
        connections,
        ...probe,
        ...stats,
        cpu_ms,
        db_cpu_ms,
        client_cpu_ms,
      });
      const extra =
        (stats.conflicts ? `, ${stats.conflicts} expected 409s` : "") +
        (stats.unanswered ? `, ${stats.unanswered} in flight at the run's end` : "");
      say(
        `${provider}: ${scenario}${historySize === null ? "" : ` @${historySize}`} x${connections}: ${Math.round(stats.rps)} req/s, p50 ${stats.p50.toFixed(2)} ms, p99 ${stats.p99.toFixed(2)} ms, CPU ms/req: server ${cpu_ms.toFixed(2)}, database ${db_cpu_ms.toFixed(2)}, load generator ${client_cpu_ms.toFixed(2)}; ${stats.errors} errors${extra}`,
      );
    }
  };
}
