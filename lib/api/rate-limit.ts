// A fixed one-minute window per caller, in this process's memory. With several
// processes each counts on its own; a proxy in front is the place for a global
// limit.
const windows = new Map<string, { start: number; count: number }>();

export function rateLimitPerMinute(): number {
  return Number(process.env.RATE_LIMIT_PER_MINUTE || 1200);
}

/** Seconds to wait when `actor` is over its limit, else 0. */
export function retryAfter(actor: string, now = Date.now()): number {
  const limit = rateLimitPerMinute();
  const w = windows.get(actor);
  if (!w || now - w.start >= 60_000) {
    if (windows.size > 10_000) windows.clear(); // bounded memory; a reset only forgives
    windows.set(actor, { start: now, count: 1 });
    return 0;
  }
  w.count++;
  return w.count > limit ? Math.ceil((w.start + 60_000 - now) / 1000) : 0;
}
