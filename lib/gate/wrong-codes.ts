// Guessing codes at a gate must not be free: each device (or signed-in staff
// member) may get GATE_WRONG_CODES_PER_10_MINUTES codes wrong (default 10) in
// ten minutes; past that the gate answers 429 until the window ends. Counted
// with the API's limiter store (lib/db/rate-limiter.ts: shared on PostgreSQL).
import type { Caller } from "../core/caller";
import { DomainError } from "../core/errors";
import { limiter } from "../db/rate-limiter";

const WINDOW_SECONDS = 600;

export function wrongCodesAllowed(): number {
  const n = Number(process.env.GATE_WRONG_CODES_PER_10_MINUTES);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 10;
}

const misses = () =>
  limiter({ keyPrefix: "gate-miss", points: wrongCodesAllowed(), duration: WINDOW_SECONDS });

/** 429 while this caller has used up its wrong codes. */
export async function assertCodeAllowance(caller: Caller): Promise<void> {
  const res = await misses().get(caller.actor);
  if (res && res.consumedPoints >= wrongCodesAllowed()) {
    const wait = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    throw new DomainError(
      "rate_limited",
      `too many wrong codes from this gate; try again in ${Math.ceil(wait / 60)} minutes or see the office`,
      undefined,
      wait,
    );
  }
}

/** Counts one wrong code; the refusal comes at the next attempt (assertCodeAllowance). */
export async function countWrongCode(caller: Caller): Promise<void> {
  await misses()
    .penalty(caller.actor, 1)
    .catch(() => undefined);
}
