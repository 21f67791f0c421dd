// Limits for the operations anyone may call without a token (a facility's
// public link, a manage link, a lost link, password reset), per client address.
// The one place they are counted: the API wrapper and the public pages' server
// actions both ask here. A fixed window in this process's memory, like the
// token limit in rate-limit.ts; a shared store would go behind this function.
export type PublicLimitKind = "read" | "write";

const WINDOWS: Record<PublicLimitKind, { ms: number; env: string; fallback: number }> = {
  // Every public call: opening the page, looking at other days, reading an appointment.
  read: { ms: 60_000, env: "PUBLIC_READS_PER_MINUTE", fallback: 120 },
  // What writes or sends mail: a booking, a change by manage link, a lost link, a reset.
  write: { ms: 3_600_000, env: "PUBLIC_WRITES_PER_HOUR", fallback: 30 },
};

const windows = new Map<string, { start: number; count: number }>();

export function publicLimit(kind: PublicLimitKind): number {
  return Number(process.env[WINDOWS[kind].env] || WINDOWS[kind].fallback);
}

/** Seconds `client` must wait before another call of this kind, else 0 (and the call is counted). */
export function publicRetryAfter(client: string, kind: PublicLimitKind, now = Date.now()): number {
  const { ms } = WINDOWS[kind];
  const key = `${kind}:${client}`;
  const w = windows.get(key);
  if (!w || now - w.start >= ms) {
    if (windows.size > 50_000) windows.clear(); // bounded memory; a reset only forgives
    windows.set(key, { start: now, count: 1 });
    return 0;
  }
  w.count++;
  return w.count > publicLimit(kind) ? Math.ceil((w.start + ms - now) / 1000) : 0;
}

/** The client's address, trusting X-Forwarded-For only as far as TRUST_PROXY says (lib/auth/client-address.ts). */
export { clientAddress } from "../auth/client-address";
