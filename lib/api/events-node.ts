// GET /api/events on Node's HTTP server itself, before Next (installed with
// the method guard, lib/http/method-guard.ts): the same opening as the route
// (./events.ts: authentication, limits, scope, logging, refusals in the API's
// shape), but the stream writes into Node's response instead of a Web stream
// that Next pipes into it, a few promises per message per client, and Next's
// request state held for each open stream: a booking cost the server more CPU
// that way, and each open stream memory (docs/performance.md, "Where the cost
// goes": "Live updates"). Through Next it also got the pages'
// Content-Security-Policy instead of the API's. HEAD is answered here too;
// other methods and paths go on to Next.
import type { IncomingMessage, ServerResponse } from "node:http";
import { adoptForwardedHeaders } from "../auth/client-address";
import { nodeSink } from "../events/sinks";
import { openEvents } from "./events";

const EVENTS = /^\/api\/events(\?|$)/;

/** The Web request the opening reads: the headers as Next would see them, forwarded ones settled. */
function requestOf(req: IncomingMessage): Request {
  const copy = { ...req.headers };
  adoptForwardedHeaders(copy, req.socket.remoteAddress);
  const headers = new Headers();
  for (const [name, value] of Object.entries(copy))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  // Only the path and query are read (./events.ts); the host a client names is not trusted for anything.
  return new Request(new URL(req.url ?? "/", "http://localhost"), { method: req.method, headers });
}

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const sink = nodeSink(res);
  const opened = await openEvents(requestOf(req), sink);
  if ("headers" in opened) {
    sink.begin(opened.headers);
    // A HEAD asks for the head only: the stream ends at once (Next's route would hold it open, unread).
    if (req.method === "HEAD") res.end();
    return;
  }
  const { refusal } = opened;
  const body = Buffer.from(await refusal.arrayBuffer());
  res.writeHead(refusal.status, { ...Object.fromEntries(refusal.headers), "Content-Length": body.length });
  res.end(body);
}

/** Answers `req` when it opens a stream (true); anything else is left to Next (false). */
export function serveEventStream(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || !EVENTS.test(req.url ?? "")) return false;
  serve(req, res).catch((e: unknown) => {
    // openEvents answers every failure it knows; this is a write to a client already gone.
    if (!res.headersSent) res.writeHead(500).end();
    else res.destroy(e instanceof Error ? e : undefined);
  });
  return true;
}
