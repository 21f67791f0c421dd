// How soon the running worker goes again, and how much it claims. On SQLite
// the worker shares the process's one connection and its one thread with the
// requests; delivering at full speed there under a stream of bookings took
// more than half of the process (five deliveries cost more than the booking,
// docs/performance.md "Webhooks on SQLite"). So while requests keep arriving
// it goes at a bounded pace: a small batch every YIELD_MS, still dispatching
// every event and still sending (nothing waits forever), and catches up at
// full speed once they stop. PostgreSQL has a pool and no such queue: the
// worker goes at full speed there. Deliveries are only later, never fewer:
// claims, retries, ordering and lanes are the same at either pace.
import { subscribe } from "node:diagnostics_channel";

/** Between runs while requests arrive: about 40 deliveries a second, a tenth of the process or less. */
export const YIELD_MS = 250;
export const YIELD_BATCH = 10;
/** Requests count as arriving while one began within this window (a long-lived stream only at its start). */
export const ARRIVING_MS = 500;

let lastRequest = Number.NEGATIVE_INFINITY;
let watching = false;

/** Notes when each request of this process's HTTP servers begins (Node's own diagnostics channel). */
export function watchRequests(): void {
  if (watching) return;
  watching = true;
  subscribe("http.server.request.start", () => {
    lastRequest = performance.now();
  });
}

/** Whether a request began within the last `windowMs` (watchRequests must have been called). */
export const requestsArriving = (windowMs = ARRIVING_MS) => performance.now() - lastRequest < windowMs;

export type Pace = {
  /** The claim limit of a run. */
  limit: number;
  /** The wait before the next run when more is ready (a full batch, events just dispatched). */
  again: number;
  /** The wait before the next run after a send ended and freed its place. */
  refill: number;
};

/** The pace of a worker on `provider`; `full`: the worker's own at full speed. */
export function paceFor(provider: string, arriving: boolean, full: Pace): Pace {
  return provider === "sqlite" && arriving ? { limit: YIELD_BATCH, again: YIELD_MS, refill: YIELD_MS } : full;
}
