// A refused check-in in the driver's words, by its status and reason: the tablet's and the phone's screens
// say the same refusals the same way; only past the wrong-code allowance does each name itself.
import { OperationError } from "@/lib/api/client";

/** A key of the gate messages (gate.desk's; the phone's own in gate.me), or a refusal worded by its code. */
export type Problem = { key: string; values?: Record<string, number> } | { said: string };

export function problemOf(e: unknown, failure: (e: unknown) => string, on: "tablet" | "phone"): Problem {
  if (!(e instanceof OperationError)) return { key: "desk.somethingWrong" };
  if (e.status === 404) return { key: "desk.notFound" };
  if (e.status === 0) return { key: "desk.offline" };
  // Past the wrong-code allowance (the device's, or the phone's and its network's): the wait, in minutes.
  if (e.status === 429) {
    const key = on === "phone" ? "me.tooManyCodes" : "desk.tooManyCodes";
    return e.retryAfterSeconds
      ? { key, values: { minutes: Math.ceil(e.retryAfterSeconds / 60) } }
      : { key: `${key}Later` };
  }
  // Cancelled, no-show, waiting for approval, finished: the office sorts it out.
  if (e.reason === "not_checkable") return { key: "desk.notCheckable" };
  return { said: failure(e) };
}

/** A refusal's words as a sentence for the driver. */
export const sentence = (text = "") =>
  text.replace(/^./, (c) => c.toUpperCase()) + (/[.!?]$/.test(text) ? "" : ".");
