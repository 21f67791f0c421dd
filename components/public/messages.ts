// What a refusal of a public form means to the person filling it in: a message
// per field in their words, or one for the whole form (the time was taken, too
// many tries), from the contract's error body.
import { lengthWords } from "@/components/shared/closed-periods";
import { REFERENCE_REASONS } from "@/components/shared/submit-errors";
import type { ErrorBody } from "@/lib/core/errors";

const FIELD_OF: Record<string, string> = { order_info: "references" };

const WORDS: Record<string, Record<string, string>> = {
  carrier: { "is required": "Enter your company's name" },
  carrier_email: {
    "is required": "Enter the e-mail address for the confirmation",
    default: "Enter an e-mail address like dispatch@carrier.com",
  },
  carrier_phone: {
    "is required": "Enter a phone number the facility can call",
    "must have at least 7 digits": "The phone number needs at least 7 digits",
    default: "Use only digits, spaces, + - ( ) and an extension like x123",
  },
  carrier_driver_phone: {
    "must have at least 7 digits": "The phone number needs at least 7 digits",
    default: "Use only digits, spaces, + - ( ) and an extension like x123",
  },
  references: {
    "needs at least one reference": "Add at least one PO or reference number",
    default: "Each number can be at most 100 characters, and each listed once",
  },
  quantity: {
    "is required": "Enter how many pallets or boxes",
    default: "Enter a whole number from 1 to 100,000",
  },
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

export function formProblem(result: { status: number; error: ErrorBody }): FormProblem {
  const { status, error } = result;
  if (status === 409 && error.details?.[0]?.reason === "public_booking_cap")
    return { message: error.details[0].message, fields: { carrier_email: "Too many open bookings today" } };
  // The quantity was changed in the form to more than the time picked can take.
  if (status === 409 && error.details?.[0]?.reason === "too_short_for_load") {
    const needed = error.details[0].needed_minutes;
    const length = needed ? lengthWords(needed) : "longer";
    return {
      title: "This time is too short for the load",
      tooShort: true,
      message: `With this quantity the load needs ${length} at the dock, longer than the time you picked. Lower the quantity, or pick a longer time.`,
      fields: { quantity: `Needs ${length} at the dock: more than the time picked` },
    };
  }
  // The facility's reference check (its list, its own server, unique numbers): its words, at the references.
  const reference = error.details?.[0];
  if (reference && REFERENCE_REASONS.includes(reference.reason)) {
    const words = reference.message.replace(/^./, (c) => c.toUpperCase());
    return { message: words, fields: { references: words } };
  }
  if (status === 409 || status === 404)
    return {
      slotProblem: true,
      message: `${error.message.replace(/^./, (c) => c.toUpperCase())}. Your details are kept: pick another time above.`,
    };
  if (status === 429) return { message: error.message.replace(/^./, (c) => c.toUpperCase()) };
  if (status === 400 && error.details?.length) {
    const fields: Record<string, string> = {};
    let slot = false;
    for (const d of error.details) {
      const top = (d.field ?? "").split(/[.[]/)[0];
      if (SLOT_FIELDS.includes(top)) slot = true;
      else if (top === "custom_fields" && d.field) {
        // The facility's own questions: under the input of that one question (named as in lib/fields/form.ts).
        const name = `cf.${d.field.slice("custom_fields.".length)}`;
        fields[name] ??= d.reason === "required" ? "Please answer this" : `This ${d.message}`;
      } else if (top) {
        const field = FIELD_OF[top] ?? top;
        const words = WORDS[field];
        fields[field] ??= words?.[d.message] ?? words?.default ?? `This ${d.message}`;
      }
    }
    if (slot && !Object.keys(fields).length)
      return { slotProblem: true, message: "That time cannot be booked any more: pick another time above." };
    return { message: "Some details need a second look: see the fields marked below.", fields };
  }
  return { message: error.message };
}
