// What a refusal of a public form means to the person filling it in: a message
// per field in their words, or one for the whole form (the time was taken, too
// many tries), from the contract's error body.
import {
  errorWords,
  fieldWords,
  lengthWords,
  refusalWords,
  tooManyWords,
  type ErrorWords,
  type RefusalDetail,
} from "@/components/ui/error-words";
import { REFERENCE_REASONS } from "@/components/shared/submit-errors";
import type { ErrorBody } from "@/lib/core/errors";

const FIELD_OF: Record<string, string> = { order_info: "references" };

// Each field's problems by their reason (details[].reason; "invalid" where a check names none) → the form's words.
const WORDS: Record<string, Record<string, string>> = {
  carrier: { required: "carrierRequired", too_small: "carrierRequired" },
  carrier_email: { required: "emailRequired", too_small: "emailRequired", default: "emailInvalid" },
  carrier_phone: {
    required: "phoneRequired",
    too_small: "phoneRequired",
    invalid: "phoneDigits",
    too_few_digits: "phoneDigits",
    default: "phoneInvalid",
  },
  carrier_driver_phone: {
    invalid: "phoneDigits",
    too_few_digits: "phoneDigits",
    invalid_phone: "phoneNotNumber",
    default: "phoneInvalid",
  },
  references: {
    required: "referencesRequired",
    too_small: "referencesRequired",
    default: "referencesInvalid",
  },
  quantity: { required: "quantityRequired", default: "quantityInvalid" },
};

const SLOT_FIELDS = ["scheduled_start_time", "scheduled_end_time", "type", "load_type_ids", "slug"];

export type FormProblem = {
  message?: string;
  /** The alert's own title, when the refusal has one. */
  title?: string;
  slotProblem?: boolean;
  /** The quantity sent needs a longer time than the one picked. */
  tooShort?: boolean;
  fields?: Record<string, string>;
};

/** The refusal in the words of `t` (getTranslations("errors") of the page), from its codes and values. */
export function formProblem(
  result: { status: number; error: ErrorBody & { details?: RefusalDetail[] }; retryAfterSeconds?: number },
  t: ErrorWords,
): FormProblem {
  const { status, error } = result;
  const capital = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
  if (status === 409 && error.details?.[0]?.reason === "public_booking_cap")
    return { message: t("form.capMessage"), fields: { carrier_email: t("form.capField") } };
  // The quantity was changed in the form to more than the time picked can take.
  if (status === 409 && error.details?.[0]?.reason === "too_short_for_load") {
    const needed = error.details[0].needed_minutes;
    const length = needed ? lengthWords(needed, t) : t("length.longer");
    return {
      title: t("form.tooShortTitle"),
      tooShort: true,
      message: t("form.tooShortMessage", { length }),
      fields: { quantity: t("form.tooShortField", { length }) },
    };
  }
  // The facility's reference check (its list, its own server, unique numbers): its words, at the references.
  const reference = error.details?.[0];
  if (reference && REFERENCE_REASONS.includes(reference.reason)) {
    const words = capital(refusalWords(reference, t) ?? t("refusal.reference_rejected"));
    return { message: words, fields: { references: words } };
  }
  if (status === 409 || status === 404)
    return {
      slotProblem: true,
      message: t("form.slotGone", { reason: capital(errorWords(error, t)) }),
    };
  if (status === 429) return { message: tooManyWords(result.retryAfterSeconds, t) };
  if (status === 400 && error.details?.length) {
    const fields: Record<string, string> = {};
    let slot = false;
    for (const d of error.details) {
      const top = (d.field ?? "").split(/[.[]/)[0];
      if (SLOT_FIELDS.includes(top)) slot = true;
      else if (top === "custom_fields" && d.field) {
        // The facility's own questions: under the input of that one question (named as in lib/fields/form.ts).
        const name = `cf.${d.field.slice("custom_fields.".length)}`;
        fields[name] ??= d.reason === "required" ? t("form.answerThis") : fieldWords(d.reason, t);
      } else if (top) {
        const field = FIELD_OF[top] ?? top;
        const words = WORDS[field];
        const key = words?.[d.reason] ?? words?.default;
        fields[field] ??= key ? t(`form.${key}`) : fieldWords(d.reason, t);
      }
    }
    if (slot && !Object.keys(fields).length) return { slotProblem: true, message: t("form.slotUnavailable") };
    return { message: t("form.secondLook"), fields };
  }
  return { message: errorWords(error, t) };
}
