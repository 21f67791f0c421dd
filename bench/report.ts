// The run's figures as ratios to the floor, the one table, and the targets of
// issues 7 and 16 checked against them. The pages' first-load JavaScript (issue 16) is
// measured and checked in first-load.ts, with the same Target shape.
import type { ProviderReport, ScenarioResult } from "./provider";

export type Row = ScenarioResult & {
  rps_x_floor: number | null;
  p50_x_floor: number | null;
  p99_x_floor: number | null;
  cpu_x_floor: number | null;
  /** Server, database and load generator CPU per request (ms), and as a ratio to the floor's. */
  all_cpu_ms: number;
  all_cpu_x_floor: number | null;
  /** List at the larger history: p99 as a ratio to the same selector and connections at the smaller one. */
  p99_x_small: number | null;
  /** Metrics (bench/metrics.ts): p99 as a ratio to the day's list at the same history and connections. */
  p99_x_list: number | null;
};

export type Target = {
  target: string;
  provider: string;
  value: number;
  limit: number;
  met: boolean;
  detail: string;
};

const round = (x: number, digits = 2) =>
  Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : x;

export function withRatios(results: ScenarioResult[]): Row[] {
  const floor = (r: ScenarioResult) =>
    results.find(
      (f) => f.provider === r.provider && f.scenario === "floor" && f.connections === r.connections,
    );
  const sizes = [...new Set(results.map((r) => r.history).filter((h): h is number => h !== null))].sort(
    (a, b) => a - b,
  );
  return results.map((r) => {
    const f = r.scenario === "floor" ? undefined : floor(r);
    const small =
      r.scenario.startsWith("list") && r.history === sizes.at(-1) && sizes.length > 1
        ? results.find(
            (s) =>
              s.provider === r.provider &&
              s.scenario === r.scenario &&
              s.connections === r.connections &&
              s.history === sizes[0],
          )
        : undefined;
    const list =
      r.scenario === "metrics_month"
        ? results.find(
            (l) =>
              l.provider === r.provider &&
              l.scenario === "list_scheduled" &&
              l.connections === r.connections &&
              l.history === r.history,
          )
        : undefined;
    return {
      ...r,
      rps: round(r.rps, 1),
      p50: round(r.p50, 3),
      p99: round(r.p99, 3),
      seconds: round(r.seconds, 2),
      rps_x_floor: f ? round(r.rps / f.rps) : null,
      p50_x_floor: f ? round(r.p50 / f.p50) : null,
      p99_x_floor: f ? round(r.p99 / f.p99) : null,
      cpu_ms: round(r.cpu_ms, 2),
      cpu_x_floor: f ? round(r.cpu_ms / f.cpu_ms) : null,
      // Server, database and load generator: on a machine that runs all three, what bounds req/s.
      all_cpu_ms: round(allCpu(r), 2),
      all_cpu_x_floor: f ? round(allCpu(r) / allCpu(f)) : null,
      p99_x_small: small ? round(r.p99 / small.p99) : null,
      p99_x_list: list ? round(r.p99 / list.p99) : null,
    };
  });
}

const allCpu = (r: ScenarioResult) => r.cpu_ms + (r.db_cpu_ms ?? 0) + (r.client_cpu_ms ?? 0);

const short = (n: number | null) =>
  n === null ? "" : n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n);
const x = (v: number | null) => (v === null ? "" : `${v.toFixed(2)}x`);

export function table(rows: Row[]): string {
  const head = [
    "provider",
    "scenario",
    "history",
    "conns",
    "req/s",
    "xfloor",
    "p50 ms",
    "xfloor",
    "p99 ms",
    "xfloor",
    "cpu ms",
    "xfloor",
    "all cpu",
    "xfloor",
    "errors",
    "409s",
    "p99 x10k",
    "p99 xlist",
  ];
  const body = rows.map((r) => [
    r.provider,
    r.scenario,
    short(r.history),
    String(r.connections),
    r.rps.toFixed(0),
    x(r.rps_x_floor),
    r.p50.toFixed(2),
    x(r.p50_x_floor),
    r.p99.toFixed(2),
    x(r.p99_x_floor),
    r.cpu_ms.toFixed(2),
    x(r.cpu_x_floor),
    r.all_cpu_ms.toFixed(2),
    x(r.all_cpu_x_floor),
    String(r.errors),
    r.scenario === "request_contested" ? String(r.conflicts) : "",
    x(r.p99_x_small),
    x(r.p99_x_list),
  ]);
  return markdownTable(head, body, 3);
}

/** A Markdown table of `body` under `head`, its first `left` columns (names) aligned left and the figures right. */
export function markdownTable(head: string[], body: string[][], left: number): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    "| " + cells.map((c, i) => (i < left ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ") + " |";
  return [
    line(head),
    "|" +
      widths.map((w, i) => (i < left ? "-".repeat(w + 1) + "-" : "-".repeat(w + 1) + ":")).join("|") +
      "|",
    ...body.map(line),
  ].join("\n");
}

/** Issue 16: bookings on free slots at 32 connections, as a ratio to the floor (one lock per facility). */
const BOOKING_LIMIT: Record<string, number> = { sqlite: 0.3, postgresql: 0.2 };
const PEAK_RSS_MB = 300;

export function targets(rows: Row[], providers: ProviderReport[]): Target[] {
  const out: Target[] = [];
  const lists = rows.filter((r) => r.scenario.startsWith("list"));
  for (const p of providers) {
    const mine = lists.filter((r) => r.provider === p.provider);
    const growth = mine.filter((r) => r.p99_x_small !== null);
    if (growth.length) {
      const worst = growth.reduce((a, b) => (b.p99_x_small! > a.p99_x_small! ? b : a));
      out.push({
        target: "list p99 at the large history <= 1.5x the small one",
        provider: p.provider,
        value: worst.p99_x_small!,
        limit: 1.5,
        met: worst.p99_x_small! <= 1.5,
        detail: `worst: ${worst.scenario} x${worst.connections}`,
      });
    }
    const wide = mine.filter((r) => r.connections === 32 && r.rps_x_floor !== null);
    if (wide.length) {
      const worst = wide.reduce((a, b) => (b.rps_x_floor! < a.rps_x_floor! ? b : a));
      out.push({
        target: "list req/s at 32 connections >= 0.50x floor",
        provider: p.provider,
        value: worst.rps_x_floor!,
        limit: 0.5,
        met: worst.rps_x_floor! >= 0.5,
        detail: `worst: ${worst.scenario} @${short(worst.history)}`,
      });
    }
    const free = rows.find(
      (r) => r.provider === p.provider && r.scenario === "request_free" && r.connections === 32,
    );
    if (free && free.rps_x_floor !== null) {
      const limit = BOOKING_LIMIT[p.provider] ?? 0.2;
      out.push({
        target: `request req/s on free slots at 32 connections >= ${limit.toFixed(2)}x floor`,
        provider: p.provider,
        value: free.rps_x_floor,
        limit,
        met: free.rps_x_floor >= limit,
        detail: `${Math.round(free.rps)} req/s, p50 ${free.p50.toFixed(0)} ms`,
      });
    }
    // Erasure past retention takes a bounded share of the database (lib/privacy/pace.ts): bookings meanwhile.
    const erasing = rows
      .filter((r) => r.provider === p.provider && r.scenario === "request_erasing")
      .map((r) => {
        const alone = rows.find(
          (f) =>
            f.provider === p.provider && f.scenario === "request_free" && f.connections === r.connections,
        );
        return { r, ratio: alone ? round(r.p99 / alone.p99) : null };
      })
      .filter((e): e is { r: Row; ratio: number } => e.ratio !== null);
    if (erasing.length) {
      const worst = erasing.reduce((a, b) => (b.ratio > a.ratio ? b : a));
      out.push({
        target: "request p99 while a backlog past retention is erased <= 2.00x without",
        provider: p.provider,
        value: worst.ratio,
        limit: 2,
        met: worst.ratio <= 2,
        detail: `worst: x${worst.r.connections}, p99 ${worst.r.p99.toFixed(0)} ms`,
      });
    }
    const errors = rows.filter((r) => r.provider === p.provider).reduce((n, r) => n + r.errors, 0);
    out.push({
      target: "errors (non-2xx other than the contested slot's 409s)",
      provider: p.provider,
      value: errors,
      limit: 0,
      met: errors === 0,
      detail: "",
    });
    out.push({
      target: "double bookings",
      provider: p.provider,
      value: p.double_bookings,
      limit: 0,
      met: p.double_bookings === 0,
      detail: `${p.booked_appointments} booked, ${p.accepted_requests} accepted`,
    });
    out.push(
      rssTarget(
        p.provider,
        p.peak_rss_mb,
        `${p.server_processes} process(es)${p.peak_memory ? `; highest during ${p.peak_memory.during}: ${p.peak_memory.anon_mb} MB anonymous, ${p.peak_memory.file_mb} MB files` : ""}`,
      ),
    );
  }
  return out;
}

/** The server's peak RSS against its target, in every scenario that keeps a server. */
export const rssTarget = (provider: string, mb: number, detail: string): Target => ({
  target: `server peak RSS (MB) < ${PEAK_RSS_MB}`,
  provider,
  value: mb,
  limit: PEAK_RSS_MB,
  met: mb < PEAK_RSS_MB,
  detail,
});

export function targetLines(ts: Target[]): string {
  return ts
    .map(
      (t) =>
        `${t.met ? "met   " : "MISSED"}  ${t.provider.padEnd(10)} ${t.target}: ${t.value}${t.detail ? ` (${t.detail})` : ""}`,
    )
    .join("\n");
}
