// The edge of the SSC v1.1.1 API under /ssc/: Dockside's bearer tokens, rate
// limits, body checks and logging (lib/api/handler.ts), answering in the
// standard's shapes. Per the standard, a request that fits it is answered 200,
// its failure in the body (status FAILURE, problem details); one that does not
// fit it (malformed JSON, fields the standard does not define) is a 400, and
// credentials, limits and outages keep their HTTP statuses, with a FAILURE body.
import { DomainError } from "../core/errors";
import { parseInput } from "../core/validation";
import { db } from "../db";
import { apiSecurityHeaders } from "../http/security-headers";
import { authenticateLimited, errorResponse, readBody, serveRequest, type Served } from "../api/handler";
import type { z } from "zod";
import type { Caller } from "../core/caller";
import type { SscContext } from "./appointments";
import { failure, problemOf, SscProblem, statusOfProblem } from "./problems";
import type { Identifiers } from "./schema";

export type SscOperation<I extends z.ZodType> = {
  input: I;
  run(ctx: SscContext, input: z.output<I>): Promise<unknown>;
};

export function sscJson(
  status: number,
  body: unknown,
  requestId: string,
  headers: HeadersInit = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      "X-Request-Id": requestId,
      "Cache-Control": "no-store",
      ...apiSecurityHeaders(),
      ...Object.fromEntries(new Headers(headers).entries()),
    },
  });
}

const identifiersOf = (body: unknown): Identifiers => {
  const ids = (body as { identifiers?: unknown } | null)?.identifiers;
  return ids && typeof ids === "object" && !Array.isArray(ids) ? (ids as Identifiers) : {};
};

/** What is no answer of the standard's (no credentials, a limit, an outage, a bug): its HTTP status, a FAILURE body. */
async function protocolFailure(
  e: unknown,
  requestId: string,
  path: string,
  actor?: string,
): Promise<Response> {
  const res = errorResponse(e, requestId, { method: "POST", path, actor });
  const { code, message } = (await res.json()) as { code: string; message: string };
  return sscJson(res.status, failure({ title: code, detail: message }), requestId, res.headers);
}

/**
 * One request: the caller let in, the body read and held to the standard's schema, then `run`. What the
 * caller is refused comes back as `answer`'s FAILURE; everything else through protocolFailure.
 */
export function sscRequest(
  req: Request,
  path: string,
  operation: string,
  answer: (caller: Caller, body: unknown, requestId: string, seen: Served) => Promise<Response>,
): Promise<Response> {
  return serveRequest(
    req,
    path,
    async (requestId, seen) => {
      seen.operation = `ssc.${operation}`;
      const caller = await authenticateLimited(req);
      seen.actor = caller.actor;
      const body = req.method === "GET" || req.method === "DELETE" ? undefined : await readBody(req);
      return answer(caller, body, requestId, seen);
    },
    (e, requestId, seen) =>
      e instanceof DomainError && e.code === "invalid_argument"
        ? sscJson(400, failure(problemOf(e, {})!), requestId)
        : protocolFailure(e, requestId, path, seen.actor),
  );
}

/** An appointment operation: POST with the standard's body, answered 200 with SUCCESS, PENDING or FAILURE. */
export function serveAppointmentOperation<I extends z.ZodType>(
  req: Request,
  path: string,
  name: string,
  op: SscOperation<I>,
) {
  return sscRequest(req, path, name, async (caller, body, requestId, seen) => {
    // Held to the standard's schema first: a request that does not fit it is a 400 (sscRequest).
    const input = parseInput(op.input, body);
    try {
      return sscJson(200, await op.run({ db, caller, req, requestId }, input), requestId);
    } catch (e) {
      const problem =
        e instanceof SscProblem
          ? e.problem
          : e instanceof DomainError
            ? problemOf(e, identifiersOf(body))
            : null;
      if (!problem) throw e;
      // Answered 200 as the standard wants, counted as the refusal it is.
      seen.status = statusOfProblem(problem);
      return sscJson(200, failure(problem), requestId);
    }
  });
}
