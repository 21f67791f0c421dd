// The one wrapper every API operation goes through: request id, auth, rate
// limit, body checks, validation, logging, and the mapping of every failure
// to the contract's error shape. An operation is a registry entry: a schema
// and one domain call (./operations).
import { randomUUID } from "node:crypto";
import { authenticate, authenticateGate } from "../auth/authenticate";
import { clientAddress } from "../auth/client-address";
import { publicCaller, type Caller } from "../core/caller";
import { DomainError } from "../core/errors";
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from "../core/json-depth";
import { RawJson } from "../core/raw-json";
import { log } from "../core/log";
import { apiSecurityHeaders } from "../http/security-headers";
import { parseInput } from "../core/validation";
import { db } from "../db";
import { unavailableFrom } from "../db/errors";
import { IdempotentReplay, idempotencyFor } from "../idempotency/service";
import { headersOf, STATUS_OF } from "./errors";
import { operationNamed } from "./operations";
import type { AnyOperation } from "./operations/define";
import { requestClient } from "./request-client";
import { limitCaller, limitUnauthenticated } from "./rate-limit";
import { assertPublicLimit } from "./public-call";
import { sessionLocale } from "./locale";
import { observeRequest, type Observed } from "../telemetry/observe";

export const MAX_BODY_BYTES = 64 * 1024;
export const OPERATION_PREFIX = "/api/service.v1.";
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id");
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

function json(
  status: number,
  body: unknown,
  requestId: string,
  headers: Record<string, string> = {},
): Response {
  // A body the database serialised goes out as it came (lib/core/raw-json.ts).
  return new Response(body instanceof RawJson ? body.text : JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json",
      "X-Request-Id": requestId,
      "Cache-Control": "no-store",
      ...apiSecurityHeaders(),
      ...headers,
    },
  });
}

export async function readBody(req: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json")
    throw new DomainError("unsupported_media_type", "send the body as Content-Type: application/json");
  const tooLarge = () => new DomainError("payload_too_large", `the body must be at most ${limit} bytes`);
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (jsonNestsDeeperThan(text))
    throw new DomainError("invalid_argument", `the body nests deeper than ${MAX_JSON_DEPTH} levels`, [
      { reason: "too_deep", message: `may nest objects and arrays at most ${MAX_JSON_DEPTH} levels deep` },
    ]);
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("invalid_argument", "the body is not valid JSON", [
      { reason: "malformed_json", message: "is not valid JSON" },
    ]);
  }
}

/** The contract's answer for any failure: a known refusal as itself, a bug as a generic 500 that leaks nothing. */
export function errorResponse(e: unknown, requestId: string, logFields: Record<string, unknown>): Response {
  const known = e instanceof DomainError ? e : unavailableFrom(e);
  // The database away or its disk failing is the operator's to see, though the caller only gets a 503.
  if (known && !(e instanceof DomainError))
    log("warn", { ...logFields, request_id: requestId, error: e instanceof Error ? e.message : String(e) });
  if (known) return json(STATUS_OF[known.code], known.toBody(), requestId, headersOf(known));
  log("error", { ...logFields, request_id: requestId, error: e instanceof Error ? e.stack : String(e) });
  return json(
    500,
    { code: "internal", message: "an internal error occurred; quote the X-Request-Id when reporting it" },
    requestId,
  );
}

/**
 * The caller, within the limits: a failure to authenticate counts against the
 * client address (429 past its limit, answered from memory once refused), a
 * caller against its own allowance. Valid credentials are never refused for
 * their address. Also used by calendar.ics.
 */
export async function authenticateLimited(req: Request, gate = false): Promise<Caller> {
  let caller: Caller;
  try {
    caller = await (gate ? authenticateGate : authenticate)(db, req);
  } catch (e) {
    if (e instanceof DomainError && e.code === "unauthenticated")
      await limitUnauthenticated(clientAddress(req.headers));
    throw e;
  }
  await limitCaller(caller.actor);
  return caller;
}

async function answer(op: AnyOperation, req: Request, requestId: string, logged: Served): Promise<Response> {
  const caller = op.public ? publicCaller() : await authenticateLimited(req, op.gate);
  logged.actor = caller.actor;
  if (op.public) await assertPublicLimit(clientAddress(req.headers), op.public);
  const body = await readBody(req, op.maxBodyBytes);
  return json(200, await runOperation(op, caller, body, req, requestId, logged), requestId);
}

/** An operation's answer for a caller already let in and a body already read: also each MCP tool's (lib/mcp). */
export async function runOperation(
  op: AnyOperation,
  caller: Caller,
  body: unknown,
  req: Request,
  requestId: string,
  observed?: Observed,
): Promise<unknown> {
  const input = parseInput(op.input, body);
  if (observed) observed.input = input;
  const idempotency = op.idempotent
    ? idempotencyFor(caller.actor, req.headers.get("idempotency-key"), body)
    : undefined;
  const locale = sessionLocale(db, req, caller);
  return op.run(input, { caller, db, requestId, idempotency, locale, client: requestClient(req.headers) });
}

const nameOf = (req: Request) => {
  const path = new URL(req.url).pathname;
  return path.startsWith(OPERATION_PREFIX) ? path.slice(OPERATION_PREFIX.length) : "";
};

/** What an entry point learns of a request as it answers it, for its log line, metrics and span. */
export type Served = Observed & {
  actor?: string;
  /** The metrics' and span's name for what was called (a registry operation, an MCP tool, an SSC operation). */
  operation?: string;
  /** The status the call's outcome stands for where the answer's own is not it (a refused MCP tool is a 200). */
  status?: number;
};

/**
 * Every entry point's frame (operations, MCP, SSC): the request id, one log line and the request's metrics and
 * span once the answer is made, whatever `answer` threw turned into an answer by `failed`.
 */
export async function serveRequest(
  req: Request,
  path: string,
  answer: (requestId: string, seen: Served) => Promise<Response>,
  failed: (e: unknown, requestId: string, seen: Served) => Response | Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(req);
  const seen: Served = {};
  let res: Response;
  try {
    res = await answer(requestId, seen);
  } catch (e) {
    res = await failed(e, requestId, seen);
  }
  const status = seen.status ?? res.status;
  log("info", {
    request_id: requestId,
    method: req.method,
    path,
    status: res.status,
    ms: Math.round(performance.now() - started),
    actor: seen.actor,
  });
  observeRequest(seen.operation, status, started, seen);
  return res;
}

/** POST /api/service.v1.<name>: the operation the registry names, or a 404. */
export function POST(req: Request): Promise<Response> {
  const path = new URL(req.url).pathname;
  const op = operationNamed(nameOf(req));
  return serveRequest(
    req,
    path,
    (requestId, seen) => {
      if (!op) throw new DomainError("not_found", `there is no operation at ${path}; see /api/openapi.json`);
      seen.operation = nameOf(req);
      return answer(op, req, requestId, seen);
    },
    (e, requestId, seen) =>
      e instanceof IdempotentReplay
        ? json(200, e.body, requestId, { "Idempotent-Replayed": "true" })
        : errorResponse(e, requestId, { method: "POST", path, actor: seen.actor }),
  );
}

/** Any other method: the contract's 405 on an operation, 404 elsewhere. */
export async function notAllowed(req: Request): Promise<Response> {
  const requestId = requestIdOf(req);
  if (!operationNamed(nameOf(req)))
    return json(
      404,
      { code: "not_found", message: "there is no operation here; see /api/openapi.json" },
      requestId,
    );
  return json(
    405,
    { code: "method_not_allowed", message: `${req.method} is not allowed here; use POST` },
    requestId,
    { Allow: "POST" },
  );
}
