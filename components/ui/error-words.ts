// The words of a refusal or an error for the person who reads it (messages/<l>/errors.json), from what a
// program reads in it: the error's code, its details' reason and cause, and the values those name (a cap's
// limit, the closed docks, the earliest time). The English message is the API's, for integrators; no screen
// shows it or looks into it, except a warehouse's own words (reference_rejected), which are shown as written.
// A caller passes the translator of its page (useTranslations("errors") / getTranslations("errors")).
import { waitIn } from "@/lib/auth/sign-in-wait";
import { ERROR_CODES, type ErrorDetail } from "@/lib/core/errors";
import type { Refusal as FacilityRefusal } from "@/lib/rules/facility-wide";
import type { RuleReason } from "@/lib/rules/types";

export type ErrorWords = (key: string, values?: Record<string, string | number>) => string;

/** What a refusal's detail (or an availability's closed period) carries besides its reason. */
export type RefusalDetail = Pick<ErrorDetail, "reason"> &
  Partial<Pick<ErrorDetail, "field" | "message">> & {
    cause?: string;
    limit?: number;
    period?: string;
    scope?: string;
    limit_kind?: string;
    load_type?: string;
    dock_names?: string[];
    closure_reason?: string | null;
    hold_label?: string;
    needed_minutes?: number;
    earliest?: string;
    latest?: string;
    reference_id?: string;
  };

/** Writes an instant (UTC ISO) as the page writes times: the facility's zone, the reader's language. */
export type WhenWords = (iso: string) => string;

/**
 * The reasons a booking, a change or a reference is refused with (lib/rules/facility-wide.ts,
 * lib/rules/engine.ts, lib/references/check.ts, lib/appointments/*), each worded below. The compiler holds
 * this to the server's list where the server has one (see tests: every reason has words in every language).
 */
export const REFUSAL_REASONS = [
  "outside_open_hours",
  "facility_closed",
  "too_soon",
  "too_far_ahead",
  "too_short_for_load",
  "no_capacity",
  "cap_reached",
  "duplicate_reference",
  "reference_rejected",
  "reference_check_unavailable",
  "invalid_transition",
  "idempotency_key_reused",
] as const;

// Every reason the rules can refuse with has words above: a new one fails to compile here.
type Unworded = Exclude<FacilityRefusal["reason"] | RuleReason, (typeof REFUSAL_REASONS)[number]>;
export const everyRuleReasonWorded: [Unworded] extends [never] ? true : Unworded = true;

/** "2 h 0 min", "45 min". */
export function lengthWords(minutes: number, t: ErrorWords): string {
  return minutes >= 60
    ? t("length.hours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
    : t("length.minutes", { minutes });
}

function noCapacityWords(d: RefusalDetail, t: ErrorWords): string {
  switch (d.cause) {
    case "docks_busy":
      return t("refusal.cause.docks_busy");
    case "no_dock_for_load":
      return t("refusal.cause.no_dock_for_load");
    case "docks_closed": {
      const docks = d.dock_names?.length ? d.dock_names.join(", ") : "";
      if (!docks) return t("refusal.cause.docks_closed");
      return d.closure_reason
        ? t("refusal.cause.docks_closed_named_why", {
            docks,
            count: d.dock_names!.length,
            why: d.closure_reason,
          })
        : t("refusal.cause.docks_closed_named", { docks, count: d.dock_names!.length });
    }
    case "held":
      return d.hold_label ? t("refusal.cause.held_for", { label: d.hold_label }) : t("refusal.cause.held");
    default:
      return t("refusal.no_capacity");
  }
}

/**
 * A refusal of the facility's rules, its reference check or the appointment's state, as a sentence in the
 * reader's words (no full stop: callers put it into their own sentences); null for a reason it does not know.
 */
export function refusalWords(d: RefusalDetail, t: ErrorWords, when?: WhenWords): string | null {
  switch (d.reason) {
    case "outside_open_hours":
    case "facility_closed":
    case "invalid_transition":
    case "idempotency_key_reused":
      return t(`refusal.${d.reason}`);
    case "too_soon":
      return d.earliest && when
        ? t("refusal.too_soon_until", { earliest: when(d.earliest) })
        : t("refusal.too_soon");
    case "too_far_ahead":
      return d.latest && when
        ? t("refusal.too_far_ahead_until", { latest: when(d.latest) })
        : t("refusal.too_far_ahead");
    case "too_short_for_load":
      return d.needed_minutes
        ? t("refusal.too_short_for_load_needs", { length: lengthWords(d.needed_minutes, t) })
        : t("refusal.too_short_for_load");
    case "cap_reached":
      if (d.limit === undefined) return t("refusal.cap_reached");
      return t(d.scope === "load_type" && d.load_type ? "refusal.cap_load_type" : "refusal.cap_limit", {
        scope: d.scope ?? "facility",
        period: d.period ?? "day",
        kind: d.limit_kind ?? "appointments",
        limit: d.limit,
        load_type: d.load_type ?? "",
      });
    case "no_capacity":
      return noCapacityWords(d, t);
    case "duplicate_reference":
      return d.reference_id
        ? t("refusal.duplicate_reference_named", { reference: d.reference_id })
        : t("refusal.duplicate_reference");
    case "reference_rejected":
      // The warehouse's own words (its validation hook), shown as it wrote them.
      if (d.message) return d.message;
      return d.reference_id
        ? t("refusal.reference_rejected_named", { reference: d.reference_id })
        : t("refusal.reference_rejected");
    case "reference_check_unavailable":
      return t("refusal.reference_check_unavailable");
    default:
      return null;
  }
}

/**
 * Staff may book past it with a reason (override_reason): a cap, the load's length, docks closed or kept for
 * other companies, a reference the check refused. Every dock taken, or no dock that takes the load, cannot be.
 */
export function mayPassWithReason(d: Pick<RefusalDetail, "reason" | "cause"> | undefined): boolean {
  if (!d) return false;
  if (d.reason === "cap_reached" || d.reason === "too_short_for_load") return true;
  return d.reason === "no_capacity" && (d.cause === "docks_closed" || d.cause === "held");
}

/** A field's problem (a 400's detail, or a form's own check of the same schema) in the reader's words. */
export function fieldWords(reason: string | undefined, t: ErrorWords): string {
  return t(`field.${FIELD_REASONS.includes(reason as FieldReason) ? reason : "invalid"}`);
}

/** The reasons of a field's problem that have words of their own (lib/core/validation.ts and the schemas). */
export const FIELD_REASONS = [
  "required",
  "too_big",
  "too_small",
  "invalid_format",
  "invalid_value",
  "invalid_type",
  "invalid_union",
  "not_multiple_of",
  "malformed_text",
  "unknown_field",
  "in_the_past",
  "end_before_start",
  "already_exists",
  // A webhook's or a reference hook's address (lib/webhooks/url-guard.ts).
  "invalid_url",
  "https_required",
  "private_address",
  "unresolvable_host",
  // A form's own checks (components/ui/issue-words.ts) and the schemas' own rules (params.reason).
  "invalid_email",
  "not_a_number",
  "passwords_differ",
  "too_few_digits",
  "out_of_range",
  "invalid_date",
  "duplicate",
  "overlapping",
  "range_too_long",
  "not_allowed",
  "staff_only",
  "reserved",
  "invalid_time_zone",
  "invalid_phone",
  "invalid_domain",
  "invalid_country",
  "duration_out_of_range",
  "name_unavailable",
  "invitation_unusable",
  "invitation_email",
  "invalid",
] as const;
type FieldReason = (typeof FIELD_REASONS)[number];

/** Every error code of the API, plus a call that never reached it. */
export const CODE_WORDS = [...ERROR_CODES, "network"] as const;

/** What an error (a call's failure: code, details) comes to, for a line such as "Not saved: …". */
export function errorWords(
  e: { code?: string; details?: RefusalDetail[]; retryAfterSeconds?: number } | null | undefined,
  t: ErrorWords,
  when?: WhenWords,
): string {
  const d = e?.details?.[0];
  const refused = d ? refusalWords(d, t, when) : null;
  if (refused) return refused;
  if (e?.code === "rate_limited") return tooManyWords(e.retryAfterSeconds, t);
  if (e?.code === "invalid_argument" && d?.reason) return fieldWords(d.reason, t);
  const code = CODE_WORDS.find((c) => c === e?.code) ?? "internal";
  return t(`code.${code}`);
}

/**
 * Too many requests from the reader's network (a public page's 429), with how long to wait when the refusal
 * said (its retryAfterSeconds).
 */
export function tooManyWords(retryAfterSeconds: number | undefined, t: ErrorWords): string {
  if (!retryAfterSeconds) return t("tooMany.later");
  const { unit, count } = waitIn(retryAfterSeconds);
  return t(`tooMany.${unit}`, { count });
}
