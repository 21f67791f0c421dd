// A busy hour's mixed load (issue 42), at one facility and across 20: bookings
// offered in bursts, staff lists, open event streams, availability, and N
// managers reading a month's report back to back (N = 0, 2, 8). Each
// operation's p50/p99 in the mix is divided by the same operation's alone, in
// the same run; two rounds, the second in the reverse order, give each ratio
// with its spread. Targets: bookings' and lists' p99 with 8 report readers at
// most 2x without; reports' p99 at most 1 s.
import { execFileSync } from "node:child_process";
import { createClient } from "../lib/db";
import { createFacility } from "../lib/facilities/service";
import { createToken } from "../lib/tokens/service";
import type { BenchDatabase } from "./databases";
import { HISTORY_DOCKS, HISTORY_ZONE } from "./fixtures";
import { createHistoryFacility, historyDate, loadHistory } from "./history";
import { metricsBody, METRICS_OPERATION } from "./metrics";
import { requestBody } from "./provider";
import type { Target } from "./report";
import { startServer } from "./server";
import { holdStreams } from "./stream-holder";

export type MixedOp = "booking" | "list" | "availability" | "report";
export type MixedRow = {
  provider: string;
  layout: "one facility" | "20 facilities";
  op: MixedOp;
  readers: number;
  /** Per round: p50 and p99 in the mix as ratios to the same operation alone, and the mix's own p99 (ms). */
  p50_ratio: number[];
  p99_ratio: number[];
  p99_ms: number[];
  alone_p99_ms: number[];
  requests: number;
  errors: number;
  /** The errors' statuses ("socket" for no answer). */
  error_statuses: Record<string, number>;
};
export type MixedReport = {
  provider: string;
  streams: number;
  descriptor_limit: number;
  seconds: number;
  rows: MixedRow[];
};

const FACILITIES = 20;
const READERS = [0, 2, 8];
/** Bookings offered in bursts: BURST at once every BURST_MS (20/s). */
const BURST = 10;
const BURST_MS = 500;
const LIST_CONNECTIONS = 4;
const AVAILABILITY_CONNECTIONS = 2;
const MINUTE = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

/** The open-file limit this process (and the server it starts) has: each stream is a descriptor on both sides. */
function descriptorLimit(): number {
  try {
    return Number(execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim()) || 1024;
  } catch {
    return 1024;
  }
}

type Sample = { ms: number[]; errors: number; statuses: Record<string, number> };

export async function benchMixed(
  database: BenchDatabase,
  opts: { seconds: number; history: number; smoke: boolean; port?: number },
  say: (line: string) => void,
): Promise<MixedReport> {
  const { provider, url } = database;
  const db = createClient(url);
  // As `npm start` leaves a SQLite database: write-ahead logging.
  if (provider === "sqlite") await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  const history = await createHistoryFacility(db, "Bench Mixed DC");
  const facilities = [history.facilityId];
  for (let i = 1; i < FACILITIES; i++)
    facilities.push(
      (
        await createFacility(db, {
          name: `Bench Mixed ${i}`,
          timeZone: HISTORY_ZONE,
          hours: "Mon-Sun 00:00-24:00",
          docks: HISTORY_DOCKS,
          instantBooking: true,
          horizonDays: 730,
        })
      ).id,
    );
  const { token } = await createToken(db, { role: "staff", name: "bench mixed", facilityIds: facilities });
  await db.$disconnect();
  await loadHistory(url, history, 0, opts.history);

  const limit = descriptorLimit();
  // Half the descriptors to spare for the server's other sockets, the database and the load generator.
  const streams = opts.smoke ? 100 : Math.min(2_000, Math.floor(limit / 2) - 500);
  say(`${provider}: mixed: ${streams} streams (descriptor limit ${limit}), ${opts.seconds} s per phase`);
  const server = await startServer({
    DATABASE_URL: url,
    RATE_LIMIT_PER_MINUTE: "1000000000",
    EVENTS_MAX_STREAMS_PER_CALLER: String(streams),
    LOG_LEVEL: "silent",
    // A port of one's own on a shared machine (any free one otherwise).
    ...(opts.port ? { PORT: String(opts.port) } : {}),
  });
  const holder = holdStreams();
  const day = historyDate(8);
  const base = Date.now() + 2 * 86_400_000 - (Date.now() % 1_800_000);
  let n = 0;
  const booked = new Map<string, number>();
  const post = async (operation: string, body: string, into: Sample) => {
    const t = performance.now();
    try {
      const res = await fetch(`${server.origin}/api/${operation}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body,
      });
      await res.arrayBuffer();
      if (!res.ok) {
        into.errors++;
        into.statuses[res.status] = (into.statuses[res.status] ?? 0) + 1;
      }
    } catch {
      into.errors++;
      into.statuses.socket = (into.statuses.socket ?? 0) + 1;
    }
    into.ms.push(performance.now() - t);
  };
  const bodies = (where: readonly string[]) => ({
    booking: () => {
      const i = n++;
      const f = where[i % where.length];
      // Each facility's next free half hour on its next dock, whichever layout booked there before.
      const k = booked.get(f) ?? 0;
      booked.set(f, k + 1);
      return requestBody(f, base + Math.floor(k / HISTORY_DOCKS) * 30 * MINUTE, `MIX-${i}`);
    },
    list: (i: number) => JSON.stringify({ facility_id: where[i % where.length], start: day, end: day }),
    availability: (i: number) => {
      const from = new Date(base).toISOString().slice(0, 10);
      return JSON.stringify({
        facility_id: where[i % where.length],
        start: from,
        end: from,
        type: "Inbound",
        duration_minutes: 30,
      });
    },
  });
  /** One phase: the operations in `ops` at once for `seconds`, `readers` report loops among them. */
  const phase = async (where: readonly string[], ops: MixedOp[], readers: number) => {
    const b = bodies(where);
    const until = performance.now() + opts.seconds * 1000;
    const out: Record<MixedOp, Sample> = {
      booking: { ms: [], errors: 0, statuses: {} },
      list: { ms: [], errors: 0, statuses: {} },
      availability: { ms: [], errors: 0, statuses: {} },
      report: { ms: [], errors: 0, statuses: {} },
    };
    const loop = async (work: (i: number) => Promise<void>) => {
      for (let i = 0; performance.now() < until; i++) await work(i);
    };
    const tasks: Promise<unknown>[] = [];
    if (ops.includes("booking"))
      tasks.push(
        (async () => {
          const sent: Promise<void>[] = [];
          for (let t = performance.now(); t < until; t += BURST_MS) {
            for (let k = 0; k < BURST; k++)
              sent.push(post("service.v1.request_facility_appointment", b.booking(), out.booking));
            await sleep(Math.max(0, t + BURST_MS - performance.now()));
          }
          await Promise.all(sent);
        })(),
      );
    if (ops.includes("list"))
      for (let c = 0; c < LIST_CONNECTIONS; c++)
        tasks.push(loop((i) => post("service.v1.get_facility_appointments", b.list(i + c), out.list)));
    if (ops.includes("availability"))
      for (let c = 0; c < AVAILABILITY_CONNECTIONS; c++)
        tasks.push(
          loop((i) => post("service.v1.get_facility_availability", b.availability(i + c), out.availability)),
        );
    for (let r = 0; r < readers; r++)
      tasks.push(loop(() => post(METRICS_OPERATION, metricsBody(history.facilityId, day), out.report)));
    await Promise.all(tasks);
    return out;
  };

  const rows: MixedRow[] = [];
  try {
    for (const [layout, where] of [
      ["one facility", [history.facilityId]],
      ["20 facilities", facilities],
    ] as const) {
      const alone: Record<MixedOp, Sample[]> = { booking: [], list: [], availability: [], report: [] };
      // Not measured: the server's code warm (the first phase alone ran several times slower without it).
      await phase(where, ["booking", "list", "availability"], 2);
      const mixes = new Map<number, Record<MixedOp, Sample>[]>(READERS.map((r) => [r, []]));
      for (let round = 0; round < 2; round++) {
        const runAlone = async () => {
          for (const op of ["booking", "list", "availability"] as const)
            alone[op].push((await phase(where, [op], 0))[op]);
          alone.report.push((await phase(where, [], 8)).report);
        };
        const runMixes = async () => {
          await holder.open({ origin: server.origin, token, facilities: [...where], streams });
          for (const r of round ? [...READERS].reverse() : READERS)
            mixes.get(r)!.push(await phase(where, ["booking", "list", "availability"], r));
          await holder.close();
          await sleep(1_000); // the server lets the closed streams go
        };
        // Alternated: alone first in round 1, the mix first in round 2.
        if (round === 0) {
          await runAlone();
          await runMixes();
        } else {
          await runMixes();
          await runAlone();
        }
      }
      for (const readers of READERS)
        for (const op of ["booking", "list", "availability", "report"] as const) {
          if (op === "report" && readers === 0) continue;
          const mix = mixes.get(readers)!.map((m) => m[op]);
          const row: MixedRow = {
            provider,
            layout,
            op,
            readers,
            p50_ratio: mix.map((m, i) => round2(pct(m.ms, 50) / pct(alone[op][i].ms, 50))),
            p99_ratio: mix.map((m, i) => round2(pct(m.ms, 99) / pct(alone[op][i].ms, 99))),
            p99_ms: mix.map((m) => Math.round(pct(m.ms, 99))),
            alone_p99_ms: alone[op].map((a) => Math.round(pct(a.ms, 99))),
            requests: mix.reduce((s, m) => s + m.ms.length, 0),
            errors: mix.reduce((s, m) => s + m.errors, 0),
            error_statuses: {},
          };
          for (const m of mix)
            for (const [k, v] of Object.entries(m.statuses))
              row.error_statuses[k] = (row.error_statuses[k] ?? 0) + v;
          rows.push(row);
          say(`${provider}: mixed ${mixedLine(row)}`);
        }
    }
  } finally {
    holder.stop();
    await server.stop();
  }
  return { provider, streams, descriptor_limit: limit, seconds: opts.seconds, rows };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** "1.23x (1.10-1.36)": the two rounds' mean and their range. */
const spread = (xs: number[]) =>
  `${mean(xs).toFixed(2)}x (${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})`;

export const mixedLine = (r: MixedRow) =>
  `${r.layout}, ${r.readers} report readers: ${r.op} p50 ${spread(r.p50_ratio)}, p99 ${spread(r.p99_ratio)} of alone; p99 ${r.p99_ms.join("/")} ms vs ${r.alone_p99_ms.join("/")} ms alone; ${r.requests} requests, ${r.errors} errors${r.errors ? ` ${JSON.stringify(r.error_statuses)}` : ""}`;

/** Bookings' and lists' p99 with 8 readers against none (same rounds), reports' p99 in the mix. */
export function mixedTargets(report: MixedReport): Target[] {
  const out: Target[] = [];
  const find = (layout: string, op: MixedOp, readers: number) =>
    report.rows.find((r) => r.layout === layout && r.op === op && r.readers === readers)!;
  for (const layout of ["one facility", "20 facilities"]) {
    for (const op of ["booking", "list"] as const) {
      const with8 = find(layout, op, 8).p99_ms;
      const without = find(layout, op, 0).p99_ms;
      const ratios = with8.map((ms, i) => ms / Math.max(1, without[i]));
      const worst = Math.max(...ratios);
      out.push({
        target: `mixed, ${layout}: ${op} p99 with 8 report readers <= 2x without`,
        provider: report.provider,
        value: round2(worst),
        limit: 2,
        met: worst <= 2,
        detail: `${spread(ratios.map(round2))}; ${with8.join("/")} vs ${without.join("/")} ms`,
      });
    }
    const reports = find(layout, "report", 8).p99_ms;
    out.push({
      target: `mixed, ${layout}: report p99 with 8 readers <= 1 s`,
      provider: report.provider,
      value: Math.max(...reports),
      limit: 1000,
      met: Math.max(...reports) <= 1000,
      detail: `${reports.join("/")} ms in the two rounds`,
    });
  }
  return out;
}
