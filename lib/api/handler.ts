// The one wrapper every API route uses: request id, auth, rate limit, body
// checks, validation, logging, and the mapping of every failure to the
// contract's error shape. A route is a schema and one domain call.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { db, type Db } from "../db";
import { authenticate } from "../auth/authenticate";
import type { Caller } from "../auth/caller";
import { IdempotentReplay } from "../idempotency/service";
import { log } from "../log";
import { ApiError } from "./errors";
import { unavailableFrom } from "./db-errors";
import { retryAfter } from "./rate-limit";
import { parseInput } from "./validation";

export const MAX_BODY_BYTES = 64 * 1024;
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export type OperationContext = { caller: Caller; db: Db; requestId: string; req: Request; body: unknown };

export function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id");
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

function json(status: number, body: unknown, requestId: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "X-Request-Id": requestId, "Cache-Control": "no-store", ...headers },
  });
}

async function readBody(req: Request): Promise<unknown> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") throw new ApiError("unsupported_media_type", "send the body as Content-Type: application/json");
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > MAX_BODY_BYTES) throw new ApiError("payload_too_large", `the body must be at most ${MAX_BODY_BYTES} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw new ApiError("payload_too_large", `the body must be at most ${MAX_BODY_BYTES} bytes`);
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalid_argument", "the body is not valid JSON", [{ reason: "malformed_json", message: "is not valid JSON" }]);
  }
}

export function errorResponse(e: unknown, requestId: string, logFields: Record<string, unknown>): Response {
  const known = e instanceof ApiError ? e : unavailableFrom(e);
  if (known) return json(known.status, known.toBody(), requestId, known.headers);
  // A bug: the log gets the stack, the caller a generic message.
  log("error", { ...logFields, request_id: requestId, error: e instanceof Error ? e.stack : String(e) });
  return json(500, { code: "internal", message: "an internal error occurred; quote the X-Request-Id when reporting it" }, requestId);
}

type Handler<S extends z.ZodType> = (input: z.output<S>, ctx: OperationContext) => Promise<unknown>;

/** The route exports for one POST operation; every other method gets the contract's 405. */
export function operation<S extends z.ZodType>(schema: S, handler: Handler<S>) {
  const POST = async (req: Request): Promise<Response> => {
    const started = performance.now();
    const requestId = requestIdOf(req);
    const path = new URL(req.url).pathname;
    let actor: string | undefined;
    let res: Response;
    try {
      const caller = await authenticate(db, req);
      actor = caller.actor;
      const wait = retryAfter(caller.actor);
      if (wait) throw new ApiError("rate_limited", "too many requests for this token; slow down", undefined, { "Retry-After": String(wait) });
      const body = await readBody(req);
      const input = parseInput(schema, body);
      res = json(200, await handler(input, { caller, db, requestId, req, body }), requestId);
    } catch (e) {
      res = e instanceof IdempotentReplay
        ? json(200, e.body, requestId, { "Idempotent-Replayed": "true" })
        : errorResponse(e, requestId, { method: "POST", path, actor });
    }
    log("info", { request_id: requestId, method: "POST", path, status: res.status, ms: Math.round(performance.now() - started), actor });
    return res;
  };
  const notAllowed = async (req: Request): Promise<Response> => {
    const requestId = requestIdOf(req);
    return json(405, { code: "method_not_allowed", message: `${req.method} is not allowed here; use POST` }, requestId, { Allow: "POST" });
  };
  return { POST, GET: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed, OPTIONS: notAllowed };
}
