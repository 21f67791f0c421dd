// GET /metrics on the app's own server path, scraped and parsed with a
// Prometheus text-format parser: only with METRICS_TOKEN and only for its
// bearer; a request counted once (also when a second copy of the module is
// loaded, as Next's bundles do); the outbox's waiting messages by channel and
// the webhook deliveries that failed for good, read from the table of this
// file's own database; an open live-update stream; the pool's connections.
import { randomUUID } from "node:crypto";
import parsePrometheusTextFormat, { type Family } from "parse-prometheus-text-format";
import { describe, expect, it, vi } from "vitest";
import { runOutboxOnce } from "@/lib/worker/worker";
import { telemetry } from "@/lib/telemetry/metrics";
import { bookingBody, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { nodeStreamServer } from "./support/node-stream-server";
import { probeServer } from "./support/probe-server";
import { webhookFile } from "./support/webhook-file";
import { routeServer } from "./support/route-server";
import * as mcpRoute from "@/app/api/mcp/route";
import * as sscRoute from "@/app/ssc/appointments/v1/[operation]/route";

const { endpoint } = webhookFile();
const { get } = probeServer();
const streams = nodeStreamServer();
const entryPoints = routeServer({ "/api/mcp": mcpRoute, "/ssc/appointments/v1/": sscRoute });
const TOKEN = "metrics-test-token-0123456789";
// E-mail goes to an SMTP server that is not there: it waits, retried, like a real outage of the mail server.
process.env.SMTP_URL = "smtp://127.0.0.1:9";

type Scrape = Family[] & { text: string };

async function scrape(): Promise<Scrape> {
  const res = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  const text = await res.text();
  // The parser throws on any line that is not the text format.
  return Object.assign(parsePrometheusTextFormat(text), { text });
}

/**
 * A histogram's count for one operation. The parser folds a histogram's label sets into one (it keeps
 * the buckets of the last and drops labelled counts), so this one series is read from the text.
 */
function histogramCount(s: Scrape, name: string, operation: string): number {
  const line = new RegExp(`^${name}_count\\{operation="${operation}"\\} (\\S+)$`, "m").exec(s.text);
  return line ? Number(line[1]) : 0;
}

/** The value of `name`'s sample whose labels include `labels` (undefined when there is none). */
function value(families: Family[], name: string, labels: Record<string, string> = {}): number | undefined {
  const sample = families
    .find((f) => f.name === name)
    ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  if (!sample) return undefined;
  return Number(sample.value ?? sample.count);
}

describe("/metrics", () => {
  it("is not there without METRICS_TOKEN, and refuses any bearer but its own", async () => {
    delete process.env.METRICS_TOKEN;
    expect((await get("/metrics", { authorization: `Bearer ${TOKEN}` })).status).toBe(404);
    process.env.METRICS_TOKEN = TOKEN;
    for (const headers of [
      {} as Record<string, string>,
      { authorization: "Bearer wrong" },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
    ]) {
      const res = await get("/metrics", headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(await res.json()).toMatchObject({ code: "unauthenticated" });
    }
    expect((await get("/metrics", { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it("counts a request once, by operation and status, with its duration, however many copies of the module are loaded", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const op200 = { operation: "get_facility_appointments", status: "200" };
    const before = await scrape();
    // A second copy of the module, as a second bundle of the built app has: it finds the same registry.
    vi.resetModules();
    const again = await import("@/lib/telemetry/metrics");
    expect(again.telemetry()).toBe(telemetry());
    const list = await op(
      "get_facility_appointments",
      { facility_id: f.id, start: "2026-06-01", end: "2026-06-02" },
      staff,
    );
    expect(list.status).toBe(200);
    const refused = await op("get_facility_appointments", { facility_id: f.id }, "dk_not_a_token");
    expect(refused.status).toBe(401);
    await op("no_such_operation" as never, {}, staff);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      (value(after, name, labels) ?? 0) - (value(before, name, labels) ?? 0);
    expect(delta("dockside_api_requests_total", op200)).toBe(1);
    expect(
      delta("dockside_api_requests_total", { operation: "get_facility_appointments", status: "401" }),
    ).toBe(1);
    expect(delta("dockside_api_requests_total", { operation: "unknown", status: "404" })).toBe(1);
    const name = "dockside_api_request_duration_seconds";
    expect(
      histogramCount(after, name, "get_facility_appointments") -
        histogramCount(before, name, "get_facility_appointments"),
    ).toBe(2);
    const histogram = after.find((m) => m.name === "dockside_api_request_duration_seconds")!;
    expect(histogram.type).toBe("HISTOGRAM");
    expect(Object.keys(histogram.metrics[0].buckets!)).toContain("+Inf");
  });

  it("counts a tool called over MCP and an SSC operation as the refusals they answer 200 with", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const post = (path: string, body: unknown) =>
      fetch(entryPoints.url(path), {
        method: "POST",
        headers: {
          authorization: `Bearer ${staff}`,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
        },
        body: JSON.stringify(body),
      });
    const before = await scrape();
    // A tool call the API would refuse 404 (an appointment that is not there): MCP answers it 200, isError.
    const tool = await post("/api/mcp", {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "get_facility_appointment", arguments: { id: randomUUID() } },
    });
    expect(tool.status).toBe(200);
    expect((await tool.json()).result.isError).toBe(true);
    // The same over the SSC: 200 with a FAILURE body.
    const ssc = await post("/ssc/appointments/v1/fetch-appointment-details", {
      identifiers: { appointmentId: randomUUID() },
    });
    expect(ssc.status).toBe(200);
    expect((await ssc.json()).status).toBe("FAILURE");
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      (value(after, "dockside_api_requests_total", labels) ?? 0) -
      (value(before, "dockside_api_requests_total", labels) ?? 0);
    expect(delta({ operation: "mcp.get_facility_appointment", status: "404" })).toBe(1);
    expect(delta({ operation: "ssc.fetch-appointment-details", status: "404" })).toBe(1);
    for (const operation of ["mcp.get_facility_appointment", "ssc.fetch-appointment-details"])
      expect(histogramCount(after, "dockside_api_request_duration_seconds", operation)).toBeGreaterThan(0);
  });

  it("reads the outbox waiting by channel and the webhook deliveries failed for good from the table", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    await endpoint({ token: staff }, () => 500);
    const empty = await scrape();
    expect(value(empty, "dockside_outbox_waiting", { channel: "webhook" })).toBe(0);
    expect(value(empty, "dockside_outbox_waiting", { channel: "email" })).toBe(0);
    expect(value(empty, "dockside_webhook_deliveries_failed")).toBe(0);
    const booked = await op(
      "request_facility_appointment",
      bookingBody(f.id, localTime(f.timezone, "10:00"), 60, { carrier_emails: ["dispatch@acme.example"] }),
      staff,
    );
    expect(booked.status).toBe(200);
    // The worker turns the booking's event into one delivery per endpoint and one e-mail per address.
    await runOutboxOnce(db, { now: new Date(), reminders: false });
    const waiting = await scrape();
    expect(value(waiting, "dockside_outbox_waiting", { channel: "webhook" })).toBe(1);
    expect(value(waiting, "dockside_outbox_waiting", { channel: "email" })).toBe(1);
    // The endpoint answers 500 to every try, days apart, until the retries run out.
    for (let day = 1; day <= 10; day++) {
      await runOutboxOnce(db, { now: new Date(Date.now() + day * 86_400_000), reminders: false });
      if (!(await db.outboxDelivery.count({ where: { channel: "webhook", status: "pending" } }))) break;
    }
    const failed = await scrape();
    expect(value(failed, "dockside_outbox_waiting", { channel: "webhook" })).toBe(0);
    expect(value(failed, "dockside_webhook_deliveries_failed")).toBe(1);
  });

  it("counts the live-update streams open and the database connections", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const base = value(await scrape(), "dockside_live_streams_open")!;
    const { res, hangUp } = await streams.open({ facility_id: f.id }, { authorization: `Bearer ${staff}` });
    expect(res.status).toBe(200);
    const open = await scrape();
    expect(value(open, "dockside_live_streams_open")).toBe(base + 1);
    expect(value(open, "dockside_db_pool_connections", { state: "open" })).toBeGreaterThanOrEqual(1);
    expect(value(open, "dockside_db_pool_connections", { state: "in_use" })).toBeGreaterThanOrEqual(0);
    expect(value(open, "process_resident_memory_bytes")).toBeGreaterThan(0);
    hangUp();
    for (;;) {
      if (value(await scrape(), "dockside_live_streams_open") === base) break;
      await new Promise((r) => setTimeout(r, 20));
    }
  });
});
