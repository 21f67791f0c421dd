// Scaling out on PostgreSQL: the same list (list_scheduled, 32 connections) against one app process, then
// against two on the same database (16 connections each, driven at once), after the provider's scenarios
// on its data. On these 2-core machines the two processes share the cores with PostgreSQL and the load
// tool, so the ratio says how much of a second process the machine can use, not a cluster's scaling.
import { createClient } from "../lib/db";
import { createToken } from "../lib/tokens/service";
import type { BenchDatabase } from "./databases";
import { drive, type DriveStats } from "./drive";
import { historyDate } from "./history";
import type { BenchConfig } from "./provider";
import type { Target } from "./report";
import { startServer, type Server } from "./server";

export type TwoProcessReport = {
  provider: string;
  one_rps: number;
  two_rps: number;
  ratio: number;
  errors: number;
  /** Peak RSS of each of the two processes (MB). */
  peak_rss_mb: number[];
};

const CONNECTIONS = 32;
const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: "1000000000", LOG_LEVEL: "silent" };

export async function benchTwoProcesses(
  database: BenchDatabase,
  cfg: BenchConfig,
  say: (line: string) => void,
): Promise<TwoProcessReport> {
  const db = createClient(database.url);
  const facility = await db.facility.findFirstOrThrow({ where: { name: "Bench DC" }, select: { id: true } });
  const { token } = await createToken(db, {
    role: "staff",
    name: "two processes",
    facilityIds: [facility.id],
  });
  await db.$disconnect();
  const day = historyDate(cfg.listDay);
  const body = JSON.stringify({ facility_id: facility.id, start: day, end: day });
  const run = (s: Server, connections: number, seconds: number) =>
    drive({
      url: `${s.origin}/api/service.v1.get_facility_appointments`,
      token,
      body,
      connections,
      ...(cfg.requestsPerConnection
        ? { amount: connections * cfg.requestsPerConnection }
        : { duration: seconds }),
    });
  const env = { DATABASE_URL: database.url, ...SERVER_ENV };

  const servers: Server[] = [];
  try {
    servers.push(await startServer(env));
    if (cfg.warmup) await run(servers[0], CONNECTIONS, cfg.warmup);
    const one = await run(servers[0], CONNECTIONS, cfg.duration);
    say(`${database.provider}: one process, list x${CONNECTIONS}: ${Math.round(one.rps)} req/s`);
    servers.push(await startServer(env));
    if (cfg.warmup) await Promise.all(servers.map((s) => run(s, CONNECTIONS / 2, cfg.warmup)));
    const both: DriveStats[] = await Promise.all(servers.map((s) => run(s, CONNECTIONS / 2, cfg.duration)));
    const two = both.reduce((n, s) => n + s.rps, 0);
    const ratio = Math.round((two / one.rps) * 100) / 100;
    say(
      `${database.provider}: two processes, list x${CONNECTIONS / 2} each: ${Math.round(two)} req/s (${ratio}x one)`,
    );
    return {
      provider: database.provider,
      one_rps: Math.round(one.rps),
      two_rps: Math.round(two),
      ratio,
      errors: one.errors + both.reduce((n, s) => n + s.errors, 0),
      peak_rss_mb: servers.map((s) => s.memory.peak().mb),
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export const twoProcessTarget = (r: TwoProcessReport): Target => ({
  target: "two app processes vs one on one database (list, 32 connections) >= 1.3x",
  provider: r.provider,
  value: r.ratio,
  limit: 1.3,
  met: r.ratio >= 1.3,
  detail: `${r.two_rps} vs ${r.one_rps} req/s; ${r.errors} errors; peak RSS ${r.peak_rss_mb.join(" and ")} MB`,
});
