// The public pages' server actions call the registry's public operations here,
// with the same limits, validation and domain call as POST /api/service.v1.<name>
// (handler.ts), and get the contract's error body back instead of a throw.
import { randomUUID } from "node:crypto";
import { publicCaller } from "../core/caller";
import { DomainError, type ErrorBody } from "../core/errors";
import { log } from "../core/log";
import { parseInput } from "../core/validation";
import { db } from "../db";
import { unavailableFrom } from "../db/errors";
import type { OperationInput, OperationName, OperationOutput } from "./operations";
import { operationNamed } from "./operations";
import { STATUS_OF } from "./errors";
import { clientAddress, publicRetryAfter, type PublicLimitKind } from "../http/public-limit";
import { pageLocale } from "./locale";
import { requestClient } from "./request-client";

/** A refusal's `retryAfterSeconds`: how long a rate-limited caller waits (what the API says in Retry-After). */
export type PublicResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error: ErrorBody; retryAfterSeconds?: number };

const minutes = (s: number) => (s < 90 ? `${s} seconds` : `${Math.ceil(s / 60)} minutes`);

/** Counts a public call from `client`; a refusal is a 429 with the seconds to wait. */
export async function assertPublicLimit(client: string, kind: PublicLimitKind): Promise<void> {
  const wait = Math.max(
    await publicRetryAfter(client, "read"),
    kind === "write" ? await publicRetryAfter(client, "write") : 0,
  );
  if (wait)
    throw new DomainError(
      "rate_limited",
      `too many requests from your network; try again in ${minutes(wait)}`,
      undefined,
      wait,
    );
}

/** Runs public operation `name` for a visitor whose request carried `headers`. */
export async function callPublicOperation<N extends OperationName>(
  name: N,
  body: OperationInput<N>,
  headers: Headers,
): Promise<PublicResult<OperationOutput<N>>> {
  const op = operationNamed(name);
  if (!op?.public) throw new Error(`${name} is not a public operation`);
  try {
    await assertPublicLimit(clientAddress(headers), op.public);
    const input = parseInput(op.input, body);
    // A public page's action: the page's language (its cookie, else the browser's) is the booking's.
    const locale = async () => pageLocale(headers);
    const data = await op.run(input, {
      caller: publicCaller(),
      db,
      requestId: randomUUID(),
      locale,
      client: requestClient(headers),
    });
    return { ok: true, data: data as OperationOutput<N> };
  } catch (e) {
    const known = e instanceof DomainError ? e : unavailableFrom(e);
    if (known)
      return {
        ok: false,
        status: STATUS_OF[known.code],
        error: known.toBody(),
        ...(known.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: known.retryAfterSeconds }),
      };
    log("error", {
      event: "public_call_failed",
      operation: name,
      error: e instanceof Error ? e.stack : String(e),
    });
    return {
      ok: false,
      status: 500,
      error: { code: "internal", message: "Something went wrong on our side. Try again in a moment." },
    };
  }
}
