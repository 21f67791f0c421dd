// GET /api/events: the live-update stream, behind the same authentication,
// rate limit, request id, logging and error answers as every operation
// (./handler.ts). Refusals are JSON in the contract's shape, before the
// stream starts; the stream itself is lib/events.
import { db } from "../db";
import { log } from "../core/log";
import { parseInput } from "../core/validation";
import { apiSecurityHeaders } from "../http/security-headers";
import { eventHub } from "../events/hub";
import { currentCaller } from "../events/rights";
import { eventStreamQuery } from "../events/schema";
import { openEventStream } from "../events/stream";
import { authenticateLimited, errorResponse, requestIdOf } from "./handler";

export async function GET(req: Request): Promise<Response> {
  const requestId = requestIdOf(req);
  const url = new URL(req.url);
  const logged: Record<string, unknown> = { method: "GET", path: url.pathname };
  try {
    const caller = await authenticateLimited(req);
    logged.actor = caller.actor;
    const query = parseInput(eventStreamQuery, Object.fromEntries(url.searchParams));
    const body = await openEventStream(
      db,
      eventHub(db),
      {
        caller,
        facilityId: query.facility_id,
        lastEventId: req.headers.get("last-event-id") ?? query.last_event_id,
      },
      (c) => currentCaller(db, c),
    );
    log("info", { request_id: requestId, ...logged, status: 200, stream: "opened" });
    return new Response(body, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store, no-transform",
        // nginx and the like would hold the stream back in their buffers.
        "X-Accel-Buffering": "no",
        "X-Request-Id": requestId,
        ...apiSecurityHeaders(),
      },
    });
  } catch (e) {
    const res = errorResponse(e, requestId, logged);
    log("info", { request_id: requestId, ...logged, status: res.status });
    return res;
  }
}
