// Limits for the operations anyone may call without a token (a facility's
// public link, a manage link, a lost link, password reset), per client address.
// The one place they are counted: the API wrapper and the public pages' server
// actions both ask here. Counted by rate-limiter-flexible in the store of
// lib/db/rate-limiter.ts, like the token limits (lib/api/rate-limit.ts): on PostgreSQL
// one table every process shares, so N processes allow what one does.
import { consumeOrWait, limiter } from "../db/rate-limiter";

export type PublicLimitKind = "read" | "write";

const WINDOWS: Record<PublicLimitKind, { seconds: number; env: string; fallback: number }> = {
  // Every public call: opening the page, looking at other days, reading an appointment.
  read: { seconds: 60, env: "PUBLIC_READS_PER_MINUTE", fallback: 120 },
  // What writes or sends mail: a booking, a change by manage link, a lost link, a reset.
  write: { seconds: 3600, env: "PUBLIC_WRITES_PER_HOUR", fallback: 30 },
};

export function publicLimit(kind: PublicLimitKind): number {
  const n = Number(process.env[WINDOWS[kind].env]);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : WINDOWS[kind].fallback;
}

/** Seconds `client` must wait before another call of this kind, else 0 (and the call is counted). */
export async function publicRetryAfter(client: string, kind: PublicLimitKind): Promise<number> {
  const { seconds } = WINDOWS[kind];
  return consumeOrWait(
    limiter({ keyPrefix: `public-${kind}`, points: publicLimit(kind), duration: seconds }),
    client,
  );
}

/** The client's address, trusting X-Forwarded-For only as far as TRUST_PROXY says (lib/auth/client-address.ts). */
export { clientAddress } from "../auth/client-address";
