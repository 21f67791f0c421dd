// API rate limits (rate-limiter-flexible, lib/db/rate-limiter.ts: shared by
// every process on PostgreSQL). Each token or signed-in user has
// RATE_LIMIT_PER_MINUTE requests a minute. A request without valid
// credentials (none, a wrong or revoked token, an ended session) counts
// against its client address, RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE a minute:
// each costs a lookup, and guessing must not be free. Past either, 429 with
// Retry-After.
import { DomainError } from "../core/errors";
import { consumeOrWait, limiter } from "../db/rate-limiter";

const perMinute = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};
export const rateLimitPerMinute = () => perMinute("RATE_LIMIT_PER_MINUTE", 1200);
export const unauthenticatedPerMinute = () => perMinute("RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE", 60);

const callers = () => limiter({ keyPrefix: "api", points: rateLimitPerMinute(), duration: 60 });
const addresses = () => limiter({ keyPrefix: "api-anon", points: unauthenticatedPerMinute(), duration: 60 });

// The API's English; a screen words the code rate_limited and its Retry-After (components/ui/error-words.ts).
const CALLER_REFUSAL = { message: "too many requests for this token; slow down" };
const ADDRESS_REFUSAL = {
  message: "too many requests without valid credentials from this address; slow down",
};

async function consume(
  l: ReturnType<typeof limiter>,
  key: string,
  refusal: { message: string },
): Promise<void> {
  const wait = await consumeOrWait(l, key);
  if (wait) throw new DomainError("rate_limited", refusal.message, undefined, wait);
}

/** Counts a request of an authenticated caller ("token:<id>", "user:<id>"); throws 429 past the limit. */
export const limitCaller = (actor: string) => consume(callers(), actor, CALLER_REFUSAL);

/** Counts a request that failed authentication from `address`; throws 429 past the limit. */
export const limitUnauthenticated = (address: string) => consume(addresses(), address, ADDRESS_REFUSAL);
