// The validation hook: one Standard Webhooks signed POST to the warehouse's
// own server, through the webhooks' HTTP path (no redirects followed, private
// addresses refused in the very DNS lookup, up to 64 KiB of the answer read),
// with the facility's timeout. Its answer is read strictly: only {"valid": true}
// with a 2xx accepts, only {"valid": false} refuses; anything else means the
// hook is unavailable, and the facility's on_unavailable decides.
import { randomUUID } from "node:crypto";
import { postJson } from "../webhooks/http";
import { openSecret, UnreadableSecret } from "../webhooks/secret";
import { signatureHeaders } from "../webhooks/send";
import { assertDeliverable, RefusedTarget } from "../webhooks/url-guard";
import type { FacilityAppointment } from "../record/schema";

export type HookAnswer =
  | { outcome: "accepted"; status: number }
  | { outcome: "refused"; message: string; status: number }
  | { outcome: "unavailable"; message: string; status: number | null };

export type HookTarget = { url: string; timeout_ms: number; sealedSecret: string | null };

export const MAX_MESSAGE = 500;

/** The hook's request body, exactly as signed and sent. */
export function validationBody(
  facilityId: string,
  action: "create" | "update",
  appointment: FacilityAppointment,
  at: Date,
) {
  return JSON.stringify({
    type: "appointment.validate",
    timestamp: at.toISOString(),
    data: { facility_id: facilityId, action, appointment },
  });
}

function verdictOf(status: number, text: string | undefined): HookAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? "");
  } catch {
    parsed = undefined;
  }
  const valid = (parsed as { valid?: unknown } | null)?.valid;
  if (valid === false) {
    const said = (parsed as { message?: unknown }).message;
    const message =
      typeof said === "string" && said.trim()
        ? said.trim().slice(0, MAX_MESSAGE)
        : "the warehouse did not accept this reference";
    return { outcome: "refused", message, status };
  }
  if (status >= 200 && status < 300) {
    if (valid === true) return { outcome: "accepted", status };
    return {
      outcome: "unavailable",
      message: `the hook answered HTTP ${status} without {"valid": true} or {"valid": false}`,
      status,
    };
  }
  return { outcome: "unavailable", message: `the hook answered HTTP ${status}`, status };
}

/** How much of a hook's answer is read: a WMS may say more than {"valid": ...} (a longer answer is unavailable). */
const ANSWER_BYTES = 64 * 1024;

/** Sends `body` to the hook and reads its answer; never throws for the hook's own faults. */
export async function askHook(target: HookTarget, body: string, at = new Date()): Promise<HookAnswer> {
  try {
    if (!target.sealedSecret) throw new UnreadableSecret("the hook has no signing secret: set its URL again");
    await assertDeliverable(target.url);
    const headers = signatureHeaders(openSecret(target.sealedSecret), `msg_${randomUUID()}`, body, at);
    const outcome = await postJson(target.url, headers, body, target.timeout_ms, ANSWER_BYTES);
    if (outcome.status === undefined)
      return { outcome: "unavailable", message: outcome.error ?? "no answer", status: null };
    if (outcome.status >= 300 && outcome.status < 400)
      return { outcome: "unavailable", message: outcome.error ?? "a redirect", status: outcome.status };
    return verdictOf(outcome.status, outcome.response);
  } catch (e) {
    if (e instanceof RefusedTarget || e instanceof UnreadableSecret)
      return { outcome: "unavailable", message: e.message, status: null };
    throw e;
  }
}
