// Guessing codes at a gate must not be free: each device (or signed-in staff
// member) may get GATE_WRONG_CODES_PER_10_MINUTES codes wrong (default 10) in
// ten minutes; past that the gate answers 429 until the window ends. A driver's
// own phone (./phone.ts) has that allowance twice over: for the phone, and for
// its network address, so a phone that forgets its cookie starts no new one.
// Every try is counted before its code is looked up, and given back when it was
// right. Counted with the API's limiter store (lib/db/rate-limiter.ts: shared on PostgreSQL).
import { DomainError } from "../core/errors";
import { consumeOrWait, limiter } from "../db/rate-limiter";

const WINDOW_SECONDS = 600;

export function wrongCodesAllowed(): number {
  const n = Number(process.env.GATE_WRONG_CODES_PER_10_MINUTES);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 10;
}

const misses = () =>
  limiter({ keyPrefix: "gate-miss", points: wrongCodesAllowed(), duration: WINDOW_SECONDS });

/**
 * Takes one wrong-code allowance of each of `counted` (a device's actor; a phone and its address) before a
 * code is looked up, atomically (the limiter's consume), so that parallel guesses cannot all be judged
 * against an allowance read before any was counted; 429 when any has none left. `giveBack` returns them
 * when the code turned out right.
 */
export async function takeCodeAttempt(counted: string[]): Promise<{ giveBack(): Promise<void> }> {
  const waits = await Promise.all(counted.map((key) => consumeOrWait(misses(), key)));
  const wait = Math.max(0, ...waits);
  if (wait)
    throw new DomainError(
      "rate_limited",
      `too many wrong codes from this gate; try again in ${Math.ceil(wait / 60)} minutes or see the office`,
      undefined,
      wait,
    );
  return {
    giveBack: () => Promise.all(counted.map((key) => misses().reward(key, 1))).then(() => undefined),
  };
}
