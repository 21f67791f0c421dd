// The words of a refusal for the person who reads it (messages/<l>/errors.json): the forms get the API's codes,
// details and English sentences (the contract) and say them in the reader's language. A caller always passes
// the translator of its page (useTranslations("errors") / getTranslations("errors")), English included: an
// English copy of errors.json kept here as a fallback went into every page's JavaScript beside the one the
// provider already hands over.
import { waitIn } from "@/lib/auth/sign-in-wait";

export type ErrorWords = (key: string, values?: Record<string, string | number>) => string;

// The facility's rules' sentences (lib/facilities/rules.ts, lib/rules/engine.ts), with what they carry.
const RULES: [RegExp, string, string[]][] = [
  [/^the requested time is outside the facility's open hours$/, "outsideHours", []],
  [/^the facility is closed on (.+)$/, "closedOn", ["date"]],
  [/^the facility needs at least (\d+) minutes' notice$/, "notice", ["minutes"]],
  [/^the facility takes bookings at most (\d+) days ahead$/, "horizon", ["days"]],
  [/^no dock is free for the whole requested time$/, "noDockFree", []],
  [/^no dock takes this load$/, "noDockTakes", []],
  [/^this load needs (\d+) minutes at the dock$/, "loadNeeds", ["minutes"]],
  // The reference check's own sentences (lib/references/check.ts); a warehouse's message passes as it came.
  [
    /^(.+) is not on this facility's list of valid references \(or has expired\)$/,
    "notListed",
    ["reference"],
  ],
  [/^(.+) is already on another appointment at this facility$/, "duplicateReference", ["reference"]],
  [
    /^the warehouse's reference check did not answer \((.+)\); try again shortly$/,
    "checkUnavailable",
    ["detail"],
  ],
];

/** A rule's English sentence in the reader's words; any other sentence (a facility's own) as it came. */
export function ruleWords(message: string, t: ErrorWords): string {
  for (const [pattern, key, names] of RULES) {
    const m = pattern.exec(message);
    if (m) return t(`rule.${key}`, Object.fromEntries(names.map((n, i) => [n, m[i + 1]])));
  }
  return message;
}

/**
 * Too many requests from the reader's network (a public page's 429), with how long to wait when the refusal
 * said (its retryAfterSeconds): the API's sentence carries the wait in English words.
 */
export function tooManyWords(retryAfterSeconds: number | undefined, t: ErrorWords): string {
  if (!retryAfterSeconds) return t("tooMany.later");
  const { unit, count } = waitIn(retryAfterSeconds);
  return t(`tooMany.${unit}`, { count });
}

// A change refused because the appointment moved on meanwhile (another screen, the gate, a carrier):
// "cannot <action> an appointment that is <Status>" (lib/appointments/transitions.ts and the operations that
// refuse by status), keyed by the action's words.
const ACTIONS: Record<string, string> = {
  approve: "approve",
  decline: "decline",
  "check in": "checkIn",
  "start loading": "startLoading",
  "finish loading": "finishLoading",
  "check out": "checkOut",
  "mark as no-show": "noShow",
  cancel: "cancel",
  reschedule: "reschedule",
  "change the dock of": "changeDock",
  repeat: "repeat",
  change: "change",
};

/** Such a refusal in the reader's words, the status as `status` names it; null for any other sentence. */
export function transitionWords(
  message: string,
  t: ErrorWords,
  status: (code: string) => string,
): string | null {
  const m = /^cannot (.+) an appointment that is ([A-Za-z]+)(?: and already checked out)?$/.exec(message);
  if (m && ACTIONS[m[1]]) return t(`transition.${ACTIONS[m[1]]}`, { status: status(m[2]) });
  const undo = /^there is no status change to undo on an appointment that is ([A-Za-z]+)$/.exec(message);
  return undo ? t("transition.undo", { status: status(undo[1]) }) : null;
}
