// One provider's part of the run: a fresh database, migrated; the facility and
// its history loaded in two steps; the production server driven through every
// scenario; then the database checked for double bookings.
import { DateTime } from "luxon";
import pg from "pg";
import { HOLDING_STATUSES } from "../lib/core/vocabulary";
import { createClient, type Db } from "../lib/db";
import { createFacility } from "../lib/facilities/service";
import { migrate } from "../lib/db/migrate";
import { createToken } from "../lib/tokens/service";
import { retentionDays } from "../lib/privacy/retention";
import type { BenchDatabase } from "./databases";
import { drive } from "./drive";
import { HISTORY_DOCKS, HISTORY_ZONE } from "./fixtures";
import { createHistoryFacility, historyDate, loadHistory } from "./history";
import { METRICS_OPERATION, metricsBody, metricsPlans } from "./metrics";
import { queryPlans, type Plan } from "./plans";
import { startServer, type MemoryPeak, type MemoryWatch } from "./server";
import { BookingLedger, reconcileLine, type Reconcile } from "./ledger";

import { scenarioRunner, type BenchConfig, type ScenarioResult } from "./measure";

export type { BenchConfig, Scenario, ScenarioResult } from "./measure";

export type ProviderReport = {
  provider: string;
  loads: { appointments: number; seconds: number; rows: Record<string, number> }[];
  peak_rss_mb: number;
  /** What the server was doing at its highest sample, and that sample's anonymous, file and shared memory. */
  peak_memory: Omit<MemoryPeak, "mb" | "processes"> | null;
  server_processes: number;
  accepted_requests: number;
  booked_appointments: number;
  double_bookings: number;
  /** The bench's bookings matched to their answers by reference (./ledger.ts). */
  reconcile: Reconcile | null;
  plans: Plan[];
};

const MINUTE = 60_000;
const LIST = ["list_scheduled", "list_created", "list_modified"] as const;

/** The list bodies for one local day of the history, one per selector. */
function listBodies(facilityId: string, day: string): Record<(typeof LIST)[number], string> {
  const from = DateTime.fromISO(day, { zone: HISTORY_ZONE }).startOf("day");
  const range = {
    start: from.toISO()!,
    end: from.plus({ days: 1 }).startOf("day").minus({ milliseconds: 1 }).toISO()!,
  };
  return {
    list_scheduled: JSON.stringify({ facility_id: facilityId, start: day, end: day }),
    list_created: JSON.stringify({
      facility_id: facilityId,
      start_created_at: range.start,
      end_created_at: range.end,
    }),
    list_modified: JSON.stringify({ facility_id: facilityId, modified_range: range }),
  };
}

export function requestBody(facilityId: string, start: number, reference: string): string {
  return JSON.stringify({
    facility_id: facilityId,
    scheduled_start_time: new Date(start).toISOString(),
    scheduled_end_time: new Date(start + 30 * MINUTE).toISOString(),
    type: "Inbound",
    carrier: "Bench Freight",
    carrier_phone: "+1 312 555 0100",
    quantity: 24,
    units: "Pallets",
    order_info: [{ reference_id: reference }],
  });
}

/** PostgreSQL: statistics and the visibility map as autovacuum would leave them after a bulk load. */
export async function settle(url: string, provider: string): Promise<void> {
  if (provider !== "postgresql") return;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query("VACUUM ANALYZE appointments, order_references, appointment_load_types, recurring_series");
  await c.end();
}

/**
 * Makes the history's erased appointments due for erasure again; how many, and a count of those still left.
 * One statement on the bench's own connection, while no request is running.
 */
async function reopenErased(db: Db, url: string, provider: string) {
  const endedBefore = new Date(Date.now() - retentionDays() * 86_400_000);
  const past = { personalErasedAt: null, scheduledEnd: { lt: endedBefore } };
  const { count: due } = await db.appointment.updateMany({
    where: { personalErasedAt: { not: null }, scheduledEnd: { lt: endedBefore } },
    data: { personalErasedAt: null },
  });
  await settle(url, provider);
  return { due, left: () => db.appointment.count({ where: past }) };
}

/** ", its highest sample during …: A MB anonymous, F MB files, S MB shared" */
export const peakParts = (p: ProviderReport["peak_memory"]) =>
  p
    ? `, its highest sample during ${p.during}: ${p.anon_mb} MB anonymous, ${p.file_mb} MB files, ${p.shmem_mb} MB shared`
    : "";

/** Holding appointments that overlap another on the same dock. */
export async function doubleBookings(db: Db): Promise<number> {
  const rows = await db.appointment.findMany({
    where: { status: { in: HOLDING_STATUSES }, dockId: { not: null } },
    select: { dockId: true, scheduledStart: true, scheduledEnd: true },
    orderBy: [{ dockId: "asc" }, { scheduledStart: "asc" }],
  });
  let overlaps = 0;
  let dock: string | null = null;
  let reach = 0;
  for (const r of rows) {
    if (r.dockId !== dock) [dock, reach] = [r.dockId, 0];
    if (r.scheduledStart.getTime() < reach) overlaps++;
    reach = Math.max(reach, r.scheduledEnd.getTime());
  }
  return overlaps;
}

export async function benchProvider(
  database: BenchDatabase,
  cfg: BenchConfig,
  say: (line: string) => void,
): Promise<{ report: ProviderReport; results: ScenarioResult[] }> {
  const { provider, url } = database;
  migrate(url, { quiet: true });
  const db = createClient(url);
  // As `npm start` leaves a SQLite database: write-ahead logging.
  if (provider === "sqlite") await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  const history = await createHistoryFacility(db, "Bench DC");
  const contested = await createFacility(db, {
    name: "Bench Contested",
    timeZone: HISTORY_ZONE,
    hours: "Mon-Sun 00:00-24:00",
    docks: 1,
    instantBooking: true,
    horizonDays: 730,
  });
  const { token } = await createToken(db, {
    role: "staff",
    name: "bench",
    facilityIds: [history.facilityId, contested.id],
  });

  const report: ProviderReport = {
    provider,
    loads: [],
    peak_rss_mb: 0,
    peak_memory: null,
    server_processes: 0,
    accepted_requests: 0,
    booked_appointments: 0,
    double_bookings: 0,
    reconcile: null,
    plans: [],
  };
  const ledger = new BookingLedger(["BENCH-", "CONTESTED-"]);
  const onAnswer = (body: string, status: number) => ledger.answer(body, status);
  // The server's memory watch, once it runs: the larger history is loaded while it serves.
  let memory: MemoryWatch | null = null;
  const load = async (from: number, to: number) => {
    memory?.mark(`history load to ${to}`);
    const started = performance.now();
    const rows = await loadHistory(url, history, from, to);
    await settle(url, provider);
    const seconds = (performance.now() - started) / 1000;
    report.loads.push({ appointments: to, seconds: Math.round(seconds * 10) / 10, rows });
    say(
      `${provider}: history at ${to.toLocaleString("en")} appointments (+${(to - from).toLocaleString("en")} in ${seconds.toFixed(1)} s)`,
    );
  };
  await load(0, cfg.sizes[0]);

  const server = await startServer({
    DATABASE_URL: url,
    RATE_LIMIT_PER_MINUTE: "1000000000",
    LOG_LEVEL: "silent",
  });
  memory = server.memory;
  say(`${provider}: server on ${server.origin} (pid ${server.pid})`);
  const results: ScenarioResult[] = [];
  const op = (name: string) => `${server.origin}/api/${name}`;

  const run = scenarioRunner({
    provider,
    server,
    token,
    cfg,
    say,
    onAnswer,
    results,
    accepted: (n) => (report.accepted_requests += n),
  });

  const bodies = listBodies(history.facilityId, historyDate(cfg.listDay));
  // Free slots: 20 requests per half hour, from two days ahead, on 20 docks; each gets a dock.
  const base = DateTime.now().setZone(HISTORY_ZONE).plus({ days: 2 }).startOf("day").toMillis();
  let n = 0;
  const free = () => {
    const k = n++;
    return ledger.sent(
      requestBody(history.facilityId, base + Math.floor(k / HISTORY_DOCKS) * 30 * MINUTE, `BENCH-${k}`),
    );
  };
  // One slot on one dock for all; each request its own reference, so that its answer can be matched.
  const contestedBody = () =>
    ledger.sent(requestBody(contested.id, base + 12 * 60 * MINUTE, `CONTESTED-${n++}`));

  const LIST_OP = op("service.v1.get_facility_appointments");
  const REQUEST_OP = op("service.v1.request_facility_appointment");

  try {
    if (cfg.warmup) {
      say(`${provider}: warming up every endpoint for ${cfg.warmup} s`);
      for (const [url, body] of [
        [op("service.v1.bench_floor"), bodies.list_scheduled],
        ...LIST.map((s) => [LIST_OP, bodies[s]]),
        [REQUEST_OP, free],
        [REQUEST_OP, contestedBody],
      ] as const) {
        const warm = await drive({
          url,
          token,
          body,
          connections: 8,
          duration: cfg.warmup / 6,
          conflictsExpected: body === contestedBody,
          onAnswer,
        });
        if (url === REQUEST_OP) report.accepted_requests += warm.ok;
      }
    }
    await run("floor", null, { url: op("service.v1.bench_floor"), body: bodies.list_scheduled });
    const lists = async (size: number) => {
      for (const s of LIST) await run(s, size, { url: LIST_OP, token, body: bodies[s] });
    };
    await lists(cfg.sizes[0]);
    await load(cfg.sizes[0], cfg.sizes[1]);
    report.plans = await queryPlans(url, token, bodies);
    await lists(cfg.sizes[1]);
    // The Reports page's call: a month of the large history (bench/metrics.ts).
    const month = metricsBody(history.facilityId, historyDate(cfg.listDay));
    await run("metrics_month", cfg.sizes[1], { url: op(METRICS_OPERATION), token, body: month });
    report.plans.push(...(await metricsPlans(url, history.facilityId, historyDate(cfg.listDay))));
    await run("request_free", cfg.sizes[1], { url: REQUEST_OP, token, body: free });
    await run("request_contested", null, {
      url: REQUEST_OP,
      token,
      body: contestedBody,
      conflictsExpected: true,
    });
    // Bookings while the worker erases a backlog past retention, as on the day a site upgrades with years of
    // history: the history's erased rows made due again, and timed once the worker has begun on them.
    const backlog = await reopenErased(db, url, provider);
    if (backlog.due) {
      say(`${provider}: ${backlog.due.toLocaleString("en")} appointments past retention to erase again`);
      // The worker notices a new backlog at its next minute's scan; one that never begins fails the run.
      const deadline = Date.now() + 3 * 60_000;
      while ((await backlog.left()) === backlog.due) {
        if (Date.now() > deadline)
          throw new Error(`${provider}: the worker did not begin erasing in 3 minutes`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await run("request_erasing", cfg.sizes[1], { url: REQUEST_OP, token, body: free });
    if (backlog.due)
      say(
        `${provider}: ${(backlog.due - (await backlog.left())).toLocaleString("en")} of them erased by the row's end`,
      );
  } catch (e) {
    const tail = server.output().trim();
    if (tail) say(`${provider}: server output:\n${tail}`);
    throw e;
  } finally {
    const { mb, processes, ...parts } = server.memory.peak();
    report.peak_rss_mb = mb;
    report.peak_memory = parts;
    report.server_processes = processes;
    await server.stop();
  }

  report.double_bookings = await doubleBookings(db);
  report.booked_appointments = await db.appointment.count({ where: { status: { in: HOLDING_STATUSES } } });
  report.reconcile = await ledger.reconcile(db);
  say(reconcileLine(provider, report.reconcile));
  say(
    `${provider}: ${report.booked_appointments} appointments booked for ${report.accepted_requests} accepted requests; ${report.double_bookings} double bookings; server peak RSS ${report.peak_rss_mb} MB${peakParts(report.peak_memory)}`,
  );
  await db.$disconnect();
  return { report, results };
}
