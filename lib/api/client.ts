// The browser's way to call our own API operations: the same POST
// /api/service.v1.<operation> that systems call, authenticated by the session
// cookie (same-origin only), failing with the contract's error shape.
import type { ErrorBody, ErrorCode, ErrorDetail } from "../core/errors";
import type { OperationInput, OperationName, OperationOutput } from "./operations";

export class OperationError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network",
    message: string,
    readonly details: ErrorDetail[] = [],
    /** A 429's or 503's Retry-After, when the server said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The reason a 409 or 400 gives, e.g. "no_capacity". */
  get reason(): string | undefined {
    return this.details[0]?.reason;
  }
}

// For a program that reads the message; a screen words the code "network" (components/ui/error-words.ts).
const NO_CONNECTION = { message: "We could not reach Dockside. Check your connection and try again." };

/** Calls an operation of the registry; the body and the answer are typed by its zod schemas. */
export async function callOperation<N extends OperationName>(
  operation: N,
  body: OperationInput<N>,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<OperationOutput<N>> {
  let res: Response;
  try {
    res = await fetch(`/api/service.v1.${operation}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", ...init.headers },
      body: JSON.stringify(body),
      signal: init.signal,
    });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new OperationError(0, "network", NO_CONNECTION.message);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page: fall through to the generic message.
  }
  if (res.ok) return json as OperationOutput<N>;
  const err = (json ?? {}) as Partial<ErrorBody>;
  if (res.status === 401 && typeof window !== "undefined") {
    // The session ended (signed out elsewhere, expired, deactivated): sign in and come back.
    const back = window.location.pathname + window.location.search;
    // A full load on purpose: the layout and proxy must see that there is no session any more.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/signin?callbackUrl=${encodeURIComponent(back)}`);
  }
  throw new OperationError(
    res.status,
    err.code ?? "internal",
    err.message ?? `The request failed (${res.status}).`,
    err.details ?? [],
    Number(res.headers.get("retry-after")) || undefined,
  );
}
