// Webhooks under load, on the same database after the other scenarios: booking
// req/s with five active endpoints (the app's own outbox worker delivering to
// them meanwhile) as a ratio to the same without any; then how many deliveries
// per second the worker makes to a local receiver, from a backlog written while
// the server was down.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { requestAppointment } from "../lib/appointments/request";
import { requestAppointmentInput } from "../lib/record/schema";
import type { Caller } from "../lib/core/caller";
import { createClient, type Db } from "../lib/db";
import { createFacility } from "../lib/facilities/service";
import { createToken } from "../lib/tokens/service";
import { APPOINTMENT_EVENT_TYPES, createWebhookInput } from "../lib/webhooks/schema";
import { createWebhookSubscription } from "../lib/webhooks/subscriptions";
import type { BenchDatabase } from "./databases";
import { drive } from "./drive";
import { HISTORY_DOCKS, HISTORY_ZONE } from "./fixtures";
import { requestBody, type BenchConfig } from "./provider";
import type { Target } from "./report";
import { startServer } from "./server";

export type WebhookReport = {
  provider: string;
  booking_rps_without: number;
  booking_rps_with_5: number;
  ratio: number;
  /** Server CPU per booking, the deliveries it made included (the run and its drain): robust on a busy machine. */
  cpu_ms_without: number;
  cpu_ms_with_5: number;
  backlog: number;
  /** Webhook POSTs the receiver got per second: one event to one endpoint each. */
  events_delivered_per_second: number;
};

const ENDPOINTS = 5;
const CONNECTIONS = 8;

/** A receiver that answers 204 to everything and notes when each request came. */
async function sink() {
  const times: number[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      times.push(performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, times, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const outstanding = async (db: Db) =>
  (await db.outboxDelivery.count({ where: { channel: "webhook", status: "pending" } })) +
  (await db.outboxEvent.count({ where: { dispatchedAt: null } }));

async function drained(db: Db, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while ((await outstanding(db)) > 0) {
    if (Date.now() > deadline) throw new Error("webhook backlog not delivered in time");
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function benchWebhooks(
  database: BenchDatabase,
  cfg: BenchConfig,
  say: (line: string) => void,
): Promise<WebhookReport> {
  const { provider, url } = database;
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
  const db = createClient(url);
  const receiver = await sink();
  const f = await createFacility(db, {
    name: "Bench Webhooks",
    timeZone: HISTORY_ZONE,
    hours: "Mon-Sun 00:00-24:00",
    docks: HISTORY_DOCKS,
    instantBooking: true,
    horizonDays: 730,
  });
  const { id: tokenId, token } = await createToken(db, {
    role: "staff",
    name: "bench webhooks",
    facilityIds: [f.id],
  });
  const base = Date.now() + 2 * 86_400_000 - (Date.now() % 1_800_000);
  let n = 0;
  const next = () => requestBody(f.id, base + Math.floor(n / HISTORY_DOCKS) * 1_800_000, `HOOK-${n++}`);
  const env = {
    DATABASE_URL: url,
    RATE_LIMIT_PER_MINUTE: "1000000000",
    LOG_LEVEL: "silent",
    WEBHOOK_ALLOW_PRIVATE_URLS: "1",
  };
  let server = await startServer(env);
  try {
    const target = `${server.origin}/api/service.v1.request_facility_appointment`;
    const booking = async () => {
      const cpu = server.memory.cpuMs();
      const run = await drive({
        url: target,
        token,
        body: next,
        connections: CONNECTIONS,
        ...(cfg.requestsPerConnection
          ? { amount: CONNECTIONS * cfg.requestsPerConnection }
          : { duration: cfg.duration }),
      });
      if (run.errors)
        throw new Error(`booking errors in the webhook scenario: ${JSON.stringify(run.statuses)}`);
      await drained(db, 300_000); // each run starts with nothing left to deliver
      return { rps: run.rps, cpuMs: (server.memory.cpuMs() - cpu) / Math.max(1, run.requests) };
    };
    // The endpoints act for the bench's token, as an integrator's would: deliveries check its rights.
    const caller: Caller = {
      actor: `token:${tokenId}`,
      role: "staff",
      facilityIds: [f.id],
      carrierCompanyId: null,
    };
    for (let i = 0; i < ENDPOINTS; i++)
      await createWebhookSubscription(
        db,
        caller,
        createWebhookInput.parse({ url: receiver.url, events: APPOINTMENT_EVENT_TYPES }),
      );
    const endpoints = (active: boolean) => db.webhookSubscription.updateMany({ data: { active } });
    // Alternated, so that a database growing through the runs weighs on both sides alike.
    const rps = { without: 0, with: 0 };
    const cpu = { without: 0, with: 0 };
    for (let round = 0; round < 2; round++) {
      for (const side of ["without", "with"] as const) {
        await endpoints(side === "with");
        const r = await booking();
        rps[side] += r.rps / 2;
        cpu[side] += r.cpuMs / 2;
      }
    }
    await server.stop();

    // A backlog written while no worker runs, then delivered by a fresh server's worker.
    const count = cfg.warmup ? 400 : 40;
    for (let i = 0; i < count; i++)
      await requestAppointment(db, caller, requestAppointmentInput.parse(JSON.parse(next())));
    const before = receiver.times.length;
    server = await startServer(env);
    await drained(db, 300_000);
    const times = receiver.times.slice(before);
    const seconds = (times.at(-1)! - times[0]) / 1000;
    const report: WebhookReport = {
      provider,
      booking_rps_without: Math.round(rps.without),
      booking_rps_with_5: Math.round(rps.with),
      ratio: Math.round((rps.with / rps.without) * 100) / 100,
      cpu_ms_without: Math.round(cpu.without * 100) / 100,
      cpu_ms_with_5: Math.round(cpu.with * 100) / 100,
      backlog: times.length,
      events_delivered_per_second: Math.round((times.length - 1) / seconds),
    };
    say(
      `${provider}: webhooks: booking x${CONNECTIONS} ${report.booking_rps_without} req/s without endpoints, ${report.booking_rps_with_5} with ${ENDPOINTS} (${report.ratio}x), server CPU ${report.cpu_ms_without} vs ${report.cpu_ms_with_5} ms per booking; a backlog of ${report.backlog} events delivered at ${report.events_delivered_per_second}/s`,
    );
    return report;
  } finally {
    await server.stop();
    await receiver.close();
    await db.$disconnect();
  }
}

export const webhookTarget = (w: WebhookReport): Target => ({
  target: `booking req/s with ${ENDPOINTS} webhook endpoints >= 0.8x without`,
  provider: w.provider,
  value: w.ratio,
  limit: 0.8,
  met: w.ratio >= 0.8,
  detail: `${w.booking_rps_with_5} vs ${w.booking_rps_without} req/s; ${w.events_delivered_per_second} events delivered/s`,
});
