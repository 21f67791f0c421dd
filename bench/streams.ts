// Live updates under load (issue 25), on one app process: 2,000 open event
// streams (GET /api/events), 100 on each of 20 facilities, as 2,000 open
// calendars would be. Measured: the server's RSS growth and idle CPU with them
// open; the time from sending a booking to its event on a client at 50
// bookings/s (spread over the facilities): from the appointment's created_at (the
// server's clock when its transaction began, so an upper bound on commit to event) to
// its arrival on a client, on the same machine's clock;
// the bookings/s reached at that offered rate with the streams open as a ratio
// to the same without (the "the same booking rate's throughput"); and,
// as the capacity they cost, booking req/s at saturation (8 connections) and
// the server's CPU ms per booking with the streams open and without, in
// alternated rounds. The streams are
// held by a child process (./stream-holder.ts), not by the one that drives
// the bookings: reading 100 copies of every event in the load generator's own
// event loop slowed the load generator, and counted against the streams.
import { readFileSync } from "node:fs";
import { createClient } from "../lib/db";
import { createFacility } from "../lib/facilities/service";
import { createToken } from "../lib/tokens/service";
import type { BenchDatabase } from "./databases";
import { drive } from "./drive";
import { HISTORY_DOCKS, HISTORY_ZONE } from "./fixtures";
import { requestBody, type BenchConfig } from "./provider";
import type { Target } from "./report";
import { startServer } from "./server";
import { holdStreams, type StreamHolder } from "./stream-holder";

export type StreamsReport = {
  provider: string;
  streams: number;
  rss_growth_mb: number;
  idle_cpu_percent: number;
  /** The same server idle with no stream open, measured just before: its outbox worker's polling and the like. */
  idle_cpu_percent_without: number;
  bookings_per_second: number;
  /** The bookings/s reached when 50/s are offered without any stream open. */
  bookings_per_second_without: number;
  paced_ratio: number;
  events_timed: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  booking_rps_without: number;
  booking_rps_with: number;
  ratio: number;
  /** The server's CPU ms per booking in the runs without and with the streams. */
  cpu_ms_without: number;
  cpu_ms_with: number;
};

const FACILITIES = 20;
const CONNECTIONS = 8;
const RATE = 50;
const MINUTE = 60_000;
/** Booking runs without and with the streams, alternated. */
const ROUNDS = 2;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

/**
 * The scenario's 20 facilities (open all day, instant booking) and a staff token for them, and `next`: the body
 * of a booking of the next free slot, round the facilities in turn. Shared with bench/profile-streams.ts.
 */
export async function liveFacilities(url: string, name: string) {
  const db = createClient(url);
  const facilities: string[] = [];
  for (let i = 0; i < FACILITIES; i++)
    facilities.push(
      (
        await createFacility(db, {
          name: `${name} ${i}`,
          timeZone: HISTORY_ZONE,
          hours: "Mon-Sun 00:00-24:00",
          docks: HISTORY_DOCKS,
          instantBooking: true,
          horizonDays: 730,
        })
      ).id,
    );
  const { token } = await createToken(db, {
    role: "staff",
    name: name.toLowerCase(),
    facilityIds: facilities,
  });
  await db.$disconnect();
  const base = Date.now() + 2 * 86_400_000 - (Date.now() % 1_800_000);
  let n = 0;
  const next = () => {
    const i = n++;
    const f = i % FACILITIES;
    const slot = Math.floor(i / FACILITIES / HISTORY_DOCKS);
    return requestBody(facilities[f], base + slot * 30 * MINUTE, `LIVE-${i}`);
  };
  return { facilities, token, next };
}

export async function benchStreams(
  database: BenchDatabase,
  cfg: BenchConfig,
  say: (line: string) => void,
): Promise<StreamsReport> {
  const streams = cfg.requestsPerConnection ? 100 : 2_000;
  const { facilities, token, next } = await liveFacilities(database.url, "Bench Live");
  const server = await startServer({
    DATABASE_URL: database.url,
    RATE_LIMIT_PER_MINUTE: "1000000000",
    // One token holds every stream here, as one integration feeding many screens would: a site that does so
    // raises the per-caller cap the same way.
    EVENTS_MAX_STREAMS_PER_CALLER: String(streams),
    LOG_LEVEL: "silent",
  });
  const holder = holdStreams();
  const openAll = () => holder.open({ origin: server.origin, token, facilities, streams });
  try {
    /** One booking run: req/s and the server's CPU ms per booking (which a shared machine barely moves). */
    const booking = async () => {
      const cpu0 = server.memory.cpuMs();
      const run = await drive({
        url: `${server.origin}/api/service.v1.request_facility_appointment`,
        token,
        body: next,
        connections: CONNECTIONS,
        ...(cfg.requestsPerConnection
          ? { amount: CONNECTIONS * cfg.requestsPerConnection }
          : { duration: cfg.duration }),
      });
      return { rps: run.rps / ROUNDS, cpuMs: (server.memory.cpuMs() - cpu0) / run.requests / ROUNDS };
    };
    const add = (a: { rps: number; cpuMs: number }, b: typeof a) => ({
      rps: a.rps + b.rps,
      cpuMs: a.cpuMs + b.cpuMs,
    });
    if (cfg.warmup) await booking();
    let without = { rps: 0, cpuMs: 0 };
    let withStreams = { rps: 0, cpuMs: 0 };
    let growth = 0;
    let idleCpu = 0;
    let idleCpuWithout = 0;
    let rate = 0;
    let rateWithout = 0;
    const latencies: number[] = [];
    // Alternated, streams closed and opened again, so that a database growing through the runs and other load
    // on the machine weigh on both sides alike.
    const pacedCount = cfg.requestsPerConnection ? 20 : RATE * cfg.duration;
    for (let round = 0; round < ROUNDS; round++) {
      without = add(without, await booking());
      if (round === 0) rateWithout = await paced(server.origin, token, next, pacedCount, null);
      const idleSeconds = cfg.requestsPerConnection ? 1 : Math.max(10, cfg.duration);
      /** The server's CPU over `idleSeconds` with nothing asked of it, in % of a core. */
      const idle = async () => {
        const cpu0 = server.memory.cpuMs();
        await sleep(idleSeconds * 1000);
        return ((server.memory.cpuMs() - cpu0) / (idleSeconds * 1000)) * 100;
      };
      if (round === 0) idleCpuWithout = await idle();
      const before = rssMb(server.pid);
      await openAll();
      if (round === 0) {
        await sleep(2_000);
        growth = rssMb(server.pid) - before;
        idleCpu = await idle();
        say(
          `${database.provider}: ${streams} streams open: RSS +${Math.round(growth)} MB, idle CPU ${idleCpu.toFixed(1)}% of a core (${idleCpuWithout.toFixed(1)}% with none open)`,
        );
        rate = await paced(server.origin, token, next, pacedCount, holder);
      }
      withStreams = add(withStreams, await booking());
      latencies.push(...(await holder.close()));
      await sleep(1_000); // the server lets the closed streams go
    }
    const report: StreamsReport = {
      provider: database.provider,
      streams,
      rss_growth_mb: Math.round(growth),
      idle_cpu_percent: Math.round(idleCpu * 10) / 10,
      idle_cpu_percent_without: Math.round(idleCpuWithout * 10) / 10,
      bookings_per_second: Math.round(rate * 10) / 10,
      bookings_per_second_without: Math.round(rateWithout * 10) / 10,
      paced_ratio: Math.round((rate / rateWithout) * 100) / 100,
      events_timed: latencies.length,
      latency_p50_ms: Math.round(pct(latencies, 50)),
      latency_p99_ms: Math.round(pct(latencies, 99)),
      booking_rps_without: Math.round(without.rps),
      booking_rps_with: Math.round(withStreams.rps),
      ratio: Math.round((withStreams.rps / without.rps) * 100) / 100,
      cpu_ms_without: Math.round(without.cpuMs * 100) / 100,
      cpu_ms_with: Math.round(withStreams.cpuMs * 100) / 100,
    };
    say(
      `${database.provider}: ${RATE} bookings/s offered: ${report.bookings_per_second}/s reached with ${streams} streams, ${report.bookings_per_second_without}/s without (${report.paced_ratio}x); created -> event p50 ${report.latency_p50_ms} ms, p99 ${report.latency_p99_ms} ms (${report.events_timed} events timed); at saturation, booking x${CONNECTIONS} ${report.booking_rps_with} req/s with the streams, ${report.booking_rps_without} without (${report.ratio}x), server CPU ${report.cpu_ms_with} vs ${report.cpu_ms_without} ms per booking`,
    );
    return report;
  } finally {
    holder.stop();
    await server.stop();
  }
}

/** Bookings paced at `count / RATE` seconds, timed on the streams' clients when `holder`; the rate reached. */
async function paced(
  origin: string,
  token: string,
  next: () => string,
  count: number,
  holder: StreamHolder | null,
) {
  await holder?.timing(true);
  const t0 = performance.now();
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = t0 + (i * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      fetch(`${origin}/api/service.v1.request_facility_appointment`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: next(),
      }).then((r) => r.arrayBuffer()),
    );
  }
  await Promise.all(pending);
  const rate = count / ((performance.now() - t0) / 1000);
  if (!holder) return rate;
  await sleep(1_000);
  await holder.timing(false);
  return rate;
}

export const streamsTargets = (r: StreamsReport): Target[] => [
  {
    target: `${r.streams} open streams: server RSS growth < 150 MB`,
    provider: r.provider,
    value: r.rss_growth_mb,
    limit: 150,
    met: r.rss_growth_mb < 150,
    detail: `+${r.rss_growth_mb} MB`,
  },
  {
    target: `${r.streams} open streams: idle CPU < 5% of a core`,
    provider: r.provider,
    value: r.idle_cpu_percent,
    limit: 5,
    met: r.idle_cpu_percent < 5,
    detail: `${r.idle_cpu_percent}%; ${r.idle_cpu_percent_without}% with none open`,
  },
  {
    target: `booking commit -> event p99 < 500 ms at 50 bookings/s with ${r.streams} streams`,
    provider: r.provider,
    value: r.latency_p99_ms,
    limit: 500,
    met: r.latency_p99_ms < 500,
    detail: `p50 ${r.latency_p50_ms} ms, ${r.events_timed} events timed at ${r.bookings_per_second}/s`,
  },
  {
    target: `bookings/s reached at ${RATE}/s offered with ${r.streams} streams >= 0.8x without`,
    provider: r.provider,
    value: r.paced_ratio,
    limit: 0.8,
    met: r.paced_ratio >= 0.8,
    detail: `${r.bookings_per_second} vs ${r.bookings_per_second_without}/s; at saturation ${r.booking_rps_with} vs ${r.booking_rps_without} req/s (${r.ratio}x), server CPU ${r.cpu_ms_with} vs ${r.cpu_ms_without} ms per booking`,
  },
];
