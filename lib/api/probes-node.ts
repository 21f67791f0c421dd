// GET /healthz, /readyz and /metrics on Node's HTTP server itself, before
// Next (installed with the method guard from instrumentation.ts, like the
// live-update stream): a probe every few seconds from each load balancer and
// kubelet should cost a few microseconds, not a trip through Next's router,
// proxy.ts and a route bundle. They carry the API's headers (security headers,
// X-Request-Id) and are not logged (a line per probe would drown the log).
//
// /healthz: the process serves (no database call). /readyz: the database
// answers, every migration the release ships is applied, and on PostgreSQL
// the live-update listener is connected; each failed check is named, nothing
// else (no version, no migration names). /metrics: only with METRICS_TOKEN,
// only to its bearer; unset, the path is left to Next, which has no page
// there (404).
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { unauthenticated } from "../core/errors";
import { db, type Db } from "../db";
import { directReader } from "../db/direct";
import { migrationsOf, pendingMigrations } from "../db/migrations-applied";
import { eventHub } from "../events/hub";
import { apiSecurityHeaders } from "../http/security-headers";
import { errorResponse, requestIdOf } from "./handler";
import { telemetry } from "../telemetry/metrics";

/** Longer than a healthy database ever takes; a check still waiting then has failed. */
const CHECK_MS = 2_000;

export type Checks = Record<string, "ok" | "unavailable" | "pending" | "unknown" | "disconnected">;

const within = <T>(work: Promise<T>, otherwise: T): Promise<T> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(otherwise), CHECK_MS);
    work
      .then(
        (v) => resolve(v),
        () => resolve(otherwise),
      )
      .finally(() => clearTimeout(timer));
  });

/** Whether `db` is ready to serve, and each check's answer. */
export async function readiness(
  client: Db = db,
  migrations = migrationsOf(directReader(client).provider),
): Promise<{ ready: boolean; checks: Checks }> {
  const postgres = directReader(client).provider === "postgresql";
  const [pending, listening] = await Promise.all([
    within(pendingMigrations(client, migrations), null),
    postgres ? within(eventHub(client).listening(), false) : Promise.resolve(true),
  ]);
  const checks: Checks = {
    database: pending ? "ok" : "unavailable",
    migrations: !pending ? "unknown" : pending.length ? "pending" : "ok",
  };
  if (postgres) checks.live_updates = listening ? "ok" : "disconnected";
  return { ready: Object.values(checks).every((c) => c === "ok"), checks };
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Compares in time that does not depend on where they differ (nor on the length the caller guessed). */
function bearerIs(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

function requestId(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return requestIdOf(
    new Request("http://localhost/", { headers: typeof given === "string" ? { "x-request-id": given } : {} }),
  );
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  extra: Record<string, string> = {},
) {
  const bytes = Buffer.from(body);
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": bytes.length,
    "Cache-Control": "no-store",
    "X-Request-Id": requestId(req),
    ...apiSecurityHeaders(),
    ...extra,
  });
  res.end(req.method === "HEAD" ? undefined : bytes);
}

const JSON_TYPE = "application/json";

async function serve(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (path === "/healthz") return send(req, res, 200, JSON_TYPE, JSON.stringify({ status: "ok" }));
  if (path === "/readyz") {
    const { ready, checks } = await readiness();
    return send(
      req,
      res,
      ready ? 200 : 503,
      JSON_TYPE,
      JSON.stringify({ status: ready ? "ok" : "unavailable", checks }),
    );
  }
  const token = process.env.METRICS_TOKEN!;
  if (!bearerIs(req.headers.authorization, token)) {
    const refusal = errorResponse(
      unauthenticated("send Authorization: Bearer <METRICS_TOKEN>"),
      requestId(req),
      {},
    );
    return send(
      req,
      res,
      refusal.status,
      JSON_TYPE,
      await refusal.text(),
      Object.fromEntries([...refusal.headers].filter(([name]) => name.toLowerCase() === "www-authenticate")),
    );
  }
  const { registry } = telemetry();
  send(req, res, 200, registry.contentType, await registry.metrics());
}

const PATHS = /^(\/healthz|\/readyz|\/metrics)(?:\?.*)?$/;

/** Answers a probe or a scrape (true); anything else is left to Next (false). */
export function serveOperations(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = PATHS.exec(req.url ?? "")?.[1];
  if (!path || (path === "/metrics" && !process.env.METRICS_TOKEN)) return false;
  serve(path, req, res).catch((e: unknown) => {
    console.error(e);
    if (!res.headersSent) res.writeHead(500).end();
  });
  return true;
}
