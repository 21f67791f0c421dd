// Sign-ups from one client address: RATE_LIMIT_SIGN_UPS_PER_HOUR attempts an
// hour (default 10). Enough for a dispatch office; too few to try a list of
// company names, since a taken name is refused (signup.ts).
import { consumeOrWait, limiter } from "../db/rate-limiter";

const perHour = () => {
  const n = Number(process.env.RATE_LIMIT_SIGN_UPS_PER_HOUR);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 10;
};

/** Counts an attempt from `address`: 0 when it may go ahead, else the seconds to wait. */
export async function signUpWait(address: string): Promise<number> {
  return consumeOrWait(limiter({ keyPrefix: "signup", points: perHour(), duration: 60 * 60 }), address);
}
