// The Prometheus metrics of one process (`GET /metrics`, ../api/probes-node.ts), with
// prom-client. Next bundles the route handlers apart from instrumentation.ts
// (which serves /metrics before Next), so a module-level registry could exist
// once per bundle, each counting its own share: the one registry lives on
// globalThis, made by whichever bundle asks first. Requests are counted as
// they end (./observe.ts); what the database holds is read at each scrape.
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from "prom-client";
import { db } from "../db";
import { directReader } from "../db/direct";
import { openStreams } from "../events/hub";

export type Telemetry = {
  registry: Registry;
  requests: Counter<"operation" | "status">;
  duration: Histogram<"operation">;
};

/** Counts of the outbox table by channel and status, read at scrape. */
async function deliveryCounts(): Promise<{ channel: string; status: string; n: number }[]> {
  const rows = await db.outboxDelivery.groupBy({
    by: ["channel", "status"],
    where: { status: { in: ["pending", "failed"] } },
    _count: { _all: true },
  });
  return rows.map((r) => ({ channel: r.channel, status: r.status, n: r._count._all }));
}

function make(): Telemetry {
  const registry = new Registry();
  const counter = <L extends string>(c: CounterConfiguration<L>) =>
    new Counter({ ...c, registers: [registry] });
  collectDefaultMetrics({ register: registry });
  const requests = counter({
    name: "dockside_api_requests_total",
    help: "API requests answered, by operation (unknown for a path no operation has) and HTTP status",
    labelNames: ["operation", "status"] as const,
  });
  const duration = new Histogram({
    name: "dockside_api_request_duration_seconds",
    help: "How long API requests took to answer, by operation",
    labelNames: ["operation"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // One read of the table serves both gauges of a scrape.
  let counts: Promise<{ channel: string; status: string; n: number }[]> | null = null;
  const read = () => (counts ??= deliveryCounts().finally(() => setImmediate(() => (counts = null))));
  new Gauge({
    name: "dockside_outbox_waiting",
    help: "Outbox messages waiting to be sent (pending, retries included), by channel (email, webhook)",
    labelNames: ["channel"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await read().catch(() => null);
      // The database away: no value rather than a wrong one (the scrape itself still answers).
      if (!rows) return;
      for (const channel of ["email", "webhook"]) this.set({ channel }, 0);
      for (const r of rows) if (r.status === "pending") this.inc({ channel: r.channel }, r.n);
    },
  });
  new Gauge({
    name: "dockside_webhook_deliveries_failed",
    help: "Webhook deliveries that failed for good (every retry used), as the outbox holds them",
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await read().catch(() => null);
      if (rows)
        this.set(
          rows.filter((r) => r.channel === "webhook" && r.status === "failed").reduce((t, r) => t + r.n, 0),
        );
    },
  });
  new Gauge({
    name: "dockside_live_streams_open",
    help: "Live-update streams (GET /api/events) this process has open",
    registers: [registry],
    collect() {
      this.set(openStreams());
    },
  });
  new Gauge({
    name: "dockside_db_pool_connections",
    help: "Database connections of this process: open, in_use (lent to a query or transaction), waiting (requests queued for one). SQLite: its one connection, in use during a transaction",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const c = directReader(db).connections();
      if (!c) return;
      this.set({ state: "open" }, c.open);
      this.set({ state: "in_use" }, c.inUse);
      this.set({ state: "waiting" }, c.waiting);
    },
  });
  return { registry, requests, duration };
}

const KEY = Symbol.for("dockside.telemetry");

/** The process's metrics (made on first use, once however many bundles ask). */
export function telemetry(): Telemetry {
  const g = globalThis as unknown as Record<symbol, Telemetry | undefined>;
  return (g[KEY] ??= make());
}
