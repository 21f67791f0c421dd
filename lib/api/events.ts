// GET /api/events: the live-update stream, behind the same authentication,
// rate limit, request id, logging and error answers as every operation
// (./handler.ts). Refusals are JSON in the contract's shape, before the
// stream starts; the stream itself is lib/events.
//
// Besides a bearer token or the session, two narrower credentials open it,
// each for one appointment only (lib/events/scope.ts): a gate device's (its
// cookie or Bearer gate_..., as the gate's operations take it), only for a
// stream of the `appointment_id` its screen shows (without one it is no
// credential, as for the list), and a manage link's token as
// `Authorization: Manage <token>`. The token goes in a header,
// not the query: URLs end up in proxies' access logs, headers do not, and the
// page that follows the stream reads it with fetch(), which can send one.
import { db } from "../db";
import { log } from "../core/log";
import { manageLinkCaller, type Caller } from "../core/caller";
import { notFound } from "../core/errors";
import { parseInput } from "../core/validation";
import { appointmentIdForManageToken } from "../record/manage-links";
import { apiSecurityHeaders } from "../http/security-headers";
import { eventHub } from "../events/hub";
import { currentCaller, manageLinkRights, type Rights } from "../events/rights";
import { eventStreamQuery } from "../events/schema";
import { webSink } from "../events/sinks";
import { openEventStream, type EventSink } from "../events/stream";
import { authenticateLimited, errorResponse, requestIdOf } from "./handler";
import { assertPublicLimit } from "./public-call";
import { clientAddress } from "../http/public-limit";

const MANAGE = /^Manage\s+(\S+)\s*$/i;

/** The stream's caller and how to read its rights again; refusals as the operations refuse. */
async function streamCaller(
  req: Request,
  url: URL,
): Promise<{ caller: Caller; rights: (c: Caller) => Rights }> {
  const token = MANAGE.exec(req.headers.get("authorization") ?? "")?.[1];
  if (token === undefined) {
    const caller = await authenticateLimited(req, url.searchParams.has("appointment_id"));
    return { caller, rights: (c) => currentCaller(db, c) };
  }
  // As get_managed_appointment: counted per client address, and an unknown or spent link is not found.
  await assertPublicLimit(clientAddress(req.headers), "read");
  const id = await appointmentIdForManageToken(db, token);
  if (!id) throw notFound("appointment link");
  return { caller: manageLinkCaller(id), rights: manageLinkRights(db, token) };
}

/** What answers the stream's opening: its head, or a refusal to send instead. */
export type Opened = { headers: Record<string, string> } | { refusal: Response };

/** Authenticates `req` and opens its stream into `sink`; a refusal writes nothing into it. */
export async function openEvents(req: Request, sink: EventSink): Promise<Opened> {
  const requestId = requestIdOf(req);
  const url = new URL(req.url);
  const logged: Record<string, unknown> = { method: req.method, path: url.pathname };
  try {
    const { caller, rights } = await streamCaller(req, url);
    logged.actor = caller.actor;
    const query = parseInput(eventStreamQuery, Object.fromEntries(url.searchParams));
    const ask = {
      caller,
      facilityId: query.facility_id,
      appointmentId: query.appointment_id,
      lastEventId: req.headers.get("last-event-id") ?? query.last_event_id,
    };
    await openEventStream(db, eventHub(db), ask, rights, sink);
    log("info", { request_id: requestId, ...logged, status: 200, stream: "opened" });
    return {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store, no-transform",
        // nginx and the like would hold the stream back in their buffers.
        "X-Accel-Buffering": "no",
        "X-Request-Id": requestId,
        ...apiSecurityHeaders(),
      },
    };
  } catch (e) {
    const refusal = errorResponse(e, requestId, logged);
    log("info", { request_id: requestId, ...logged, status: refusal.status });
    return { refusal };
  }
}

/** The route's answer (Next's own path; the server's is ./events-node.ts). */
export async function GET(req: Request): Promise<Response> {
  const { sink, body } = webSink();
  const opened = await openEvents(req, sink);
  return "refusal" in opened ? opened.refusal : new Response(body, { headers: opened.headers });
}
