// How many deliveries are sent at once, and side by side: each e-mail server
// and each webhook endpoint is a lane with its own bound, so a receiver that
// hangs until its timeout holds up only its own lane, never the e-mail or
// other endpoints behind it. Deliveries of one order key still go one at a
// time (claimDue only claims the head of a key).
export const LANE_LIMITS: Record<string, number> = {
  // One SMTP server (SMTP_URL): a few connections at once.
  email: 4,
  // Per endpoint: receivers are often small; two at once keeps a slow one from queueing all its events.
  webhook: 2,
  // One SMSC (SMS_URL): one bound session takes several submits at once.
  sms: 4,
};
/** In flight at once in one process, all lanes together. */
export const MAX_IN_FLIGHT = 16;

export type LaneKey = { channel: string; target: string };

/** E-mail goes to one SMTP server whatever the recipient; a webhook delivery to its endpoint (target). */
export const laneOf = (d: LaneKey) =>
  d.channel === "email" || d.channel === "sms" ? d.channel : `${d.channel}:${d.target}`;

export class Lanes {
  #busy = new Map<string, number>();
  #total = 0;
  #running = new Set<Promise<void>>();

  /** Called when a send ends: the running worker claims again at once rather than at its next poll. */
  onFree: (() => void) | null = null;

  constructor(
    private readonly limits: Record<string, number> = LANE_LIMITS,
    private readonly maxInFlight = MAX_IN_FLIGHT,
  ) {}

  /** Takes a place in the delivery's lane when there is room; the caller then runs it or gives it back. */
  reserve(d: LaneKey): boolean {
    const lane = laneOf(d);
    const busy = this.#busy.get(lane) ?? 0;
    if (this.#total >= this.maxInFlight || busy >= (this.limits[d.channel] ?? 1)) return false;
    this.#busy.set(lane, busy + 1);
    this.#total++;
    return true;
  }

  /** Gives back a place taken by `reserve`. */
  release(d: LaneKey): void {
    const lane = laneOf(d);
    const busy = (this.#busy.get(lane) ?? 1) - 1;
    if (busy > 0) this.#busy.set(lane, busy);
    else this.#busy.delete(lane);
    this.#total--;
  }

  /** Runs `send` in the place `reserve` took, and gives the place back when it ends. */
  run(d: LaneKey, send: () => Promise<void>): Promise<void> {
    const running: Promise<void> = send().finally(() => {
      this.release(d);
      this.#running.delete(running);
      this.onFree?.();
    });
    this.#running.add(running);
    return running;
  }

  get inFlight(): number {
    return this.#total;
  }

  /** Resolves when everything started so far has ended. */
  async idle(): Promise<void> {
    while (this.#running.size) await Promise.allSettled([...this.#running]);
  }
}
