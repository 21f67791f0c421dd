// Methods no part of Dockside answers, refused before Next sees them. Next
// has no handler for TRACE (a route that exports none answered 500), and
// TRACE/TRACK echo requests back, the old cross-site tracing trick; CONNECT
// asks a server to be a proxy. Installed once per server process from
// instrumentation.ts, on Node's HTTP server itself. The same place answers a
// public booking page loaded too often with its 429 (./public-page-limit.ts),
// and the live-update stream (lib/api/events-node.ts).
import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { answerTooMany, publicPageWait } from "./public-page-limit";
import { apiSecurityHeaders } from "./security-headers";

export const REFUSED_METHODS: ReadonlySet<string> = new Set(["TRACE", "TRACK", "CONNECT"]);

/** Answers `req` with the API's 405 when its method is refused; false leaves it to the app. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (!REFUSED_METHODS.has((req.method ?? "").toUpperCase())) return false;
  const api = (req.url ?? "").startsWith("/api/service.v1.");
  const body = JSON.stringify({
    code: "method_not_allowed",
    message: `${req.method} is not allowed here; use ${api ? "POST" : "GET or POST"}`,
  });
  res.writeHead(405, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "X-Request-Id": randomUUID(),
    Allow: api ? "POST" : "GET, HEAD, POST",
    "Cache-Control": "no-store",
    ...apiSecurityHeaders(),
    Connection: "close",
  });
  res.end(body);
  return true;
}

let installed = false;

/** A path answered on Node's server before Next: true when it took the request. */
export type NodePath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Puts refuseMethod in front of every HTTP server of this process (Next's included, made or not yet),
 * then `paths`, each of which may take a request before Next does.
 */
export function installMethodGuard(...paths: NodePath[]): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  const pass = (server: http.Server, event: string | symbol, args: unknown[]) =>
    (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
      server,
      event,
      ...args,
    );
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request") return pass(this, event, args);
    const [req, res] = args as [IncomingMessage, ServerResponse];
    if (refuseMethod(req, res)) return true;
    if (paths.some((take) => take(req, res))) return true;
    // A public booking page is counted before Next sees it; the request waits the moment that takes.
    if (req.method === "GET" && req.url?.startsWith("/f/")) {
      publicPageWait(req).then(
        (wait) => void (wait ? answerTooMany(req, res, wait) : pass(this, event, args)),
        () => pass(this, event, args),
      );
      return true;
    }
    return pass(this, event, args);
  } as typeof emit;
}
