// One webhook attempt over HTTP: Node's own fetch, a 10-second limit, no
// redirects (a 3xx is an answer, and a failure), and the first KiB of the
// answer kept for the delivery log. Connections go through an agent whose DNS
// lookup refuses non-public addresses (url-guard.ts), unless private URLs are
// allowed.
import { Agent } from "undici";
import { privateUrlsAllowed, publicOnlyLookup, RefusedTarget } from "./url-guard";

export const TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 1024;

// undici 6 is the version Node 20's fetch is built on: its Agent is fetch's own kind of dispatcher.
const publicOnly = new Agent({ connect: { lookup: publicOnlyLookup }, keepAliveTimeout: 10_000 });
const anywhere = new Agent({ keepAliveTimeout: 10_000 });

export type HttpOutcome = { status?: number; response?: string; error?: string; durationMs: number };

async function excerpt(res: Response, limit: number): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    // Read to the end when it is short (the connection is then kept for the next delivery); a long answer
    // is cut off, at the cost of that connection.
    if (size >= limit) {
      await reader.cancel().catch(() => {});
      break;
    }
  }
  const bytes = Buffer.concat(chunks).subarray(0, limit);
  // A cut in the middle of a character shows as U+FFFD rather than failing.
  return new TextDecoder().decode(bytes);
}

const innermost = (e: unknown) => {
  let cause = e;
  while (cause instanceof Error && cause.cause) cause = cause.cause;
  return cause;
};

/** A connection closed by the other side before it answered (undici's "other side closed", a reset). */
function closedUnderfoot(e: unknown): boolean {
  const code = (innermost(e) as { code?: string } | undefined)?.code;
  return code === "UND_ERR_SOCKET" || code === "ECONNRESET" || code === "EPIPE";
}

function describe(e: unknown, timeoutMs: number): string {
  // fetch wraps the real reason ("fetch failed"); the innermost one says what happened.
  const cause = innermost(e);
  if (cause instanceof RefusedTarget) return cause.message;
  if (e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError"))
    return `no answer within ${timeoutMs / 1000} seconds`;
  const code = (cause as { code?: string }).code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs = TIMEOUT_MS,
  /** How much of the answer is read and kept: a delivery log's excerpt by default. */
  answerBytes = EXCERPT_BYTES,
): Promise<HttpOutcome> {
  const started = performance.now();
  // One limit for both tries.
  const signal = AbortSignal.timeout(timeoutMs);
  const send = () =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Dockside-Webhooks/1", ...headers },
      body,
      redirect: "manual",
      signal,
      // Node's fetch takes an undici dispatcher; the DOM's RequestInit type does not know it.
      ...({ dispatcher: privateUrlsAllowed() ? anywhere : publicOnly } as object),
    });
  try {
    // A kept connection the receiver closed as it was being reused fails before any answer: sent again once,
    // on a new connection (the broken one is gone from the pool). A receiver may then see it twice, as it may
    // any retried delivery; webhook-id says it is the same.
    const res = await send().catch((e: unknown) => {
      if (!closedUnderfoot(e) || signal.aborted) throw e;
      return send();
    });
    const response = await excerpt(res, answerBytes);
    const durationMs = performance.now() - started;
    if (res.status >= 200 && res.status < 300) return { status: res.status, response, durationMs };
    const error =
      res.status >= 300 && res.status < 400
        ? `redirect (${res.status}) not followed${res.headers.get("location") ? ` to ${res.headers.get("location")}` : ""}`
        : `HTTP ${res.status}`;
    return { status: res.status, response, error, durationMs };
  } catch (e) {
    return { error: describe(e, timeoutMs), durationMs: performance.now() - started };
  }
}
