// The public booking pages (/f/<slug>) answer a client past its read limit with
// a real 429 and Retry-After. A page of the App Router cannot choose its status
// (the operations it calls are limited too, but a page could only say "too
// many requests" in a 200), so page loads are counted here, on Node's HTTP
// server before Next, per client address, in this process's memory: the
// operations behind the page keep their shared count (lib/api/public-limit.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { adoptForwardedHeaders, clientAddress } from "../auth/client-address";
import { publicLimit } from "../api/public-limit";
import { apiSecurityHeaders } from "./security-headers";

const PUBLIC_PAGE = /^\/f\/[^/?#]+\/?(\?|$)/;
let counter: { points: number; limiter: RateLimiterMemory } | undefined;

function pageLimiter(): RateLimiterMemory {
  const points = publicLimit("read");
  if (counter?.points !== points)
    counter = { points, limiter: new RateLimiterMemory({ points, duration: 60 }) };
  return counter.limiter;
}

/** The client as the app will see it (./client-address.ts), read from a copy: Next's turn to adopt comes later. */
function clientOf(req: IncomingMessage): string {
  const headers = { ...req.headers };
  adoptForwardedHeaders(headers, req.socket.remoteAddress);
  return clientAddress(headers);
}

/** Seconds the client must wait before this page load, or 0 (and the load is counted). */
export async function publicPageWait(req: IncomingMessage): Promise<number> {
  if (req.method !== "GET" || !PUBLIC_PAGE.test(req.url ?? "")) return 0;
  try {
    await pageLimiter().consume(clientOf(req));
    return 0;
  } catch (e) {
    if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    throw e;
  }
}

export function answerTooMany(res: ServerResponse, seconds: number): void {
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests · Dockside</title><main><h1>Too many requests</h1><p>This booking link was opened too often from your network. Try again in ${seconds} seconds.</p></main></html>`;
  res.writeHead(429, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Retry-After": String(seconds),
    "Cache-Control": "no-store",
    ...apiSecurityHeaders(),
  });
  res.end(body);
}
