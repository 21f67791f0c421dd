// A field's problem in the words of a dispatcher filling in the form, in the reader's language: by the
// field and the problem's reason (the form's own zod check gives zod's code, e.g. too_small; the API's
// details[].reason the same, or the reason a check names), never by its English message. The words are
// booking.messages.*.

/** The booking namespace's translator (useTranslations("booking") in a component). */
export type BookingT = (key: `messages.${MessageKey}`) => string;

type MessageKey =
  | "facilityId"
  | "type"
  | "scheduledTime"
  | "carrierRequired"
  | "carrierTooLong"
  | "phoneRequired"
  | "phoneMinDigits"
  | "phoneTooLong"
  | "phoneInvalid"
  | "phoneNotOfCountry"
  | "quantityMin"
  | "quantityMax"
  | "quantityInvalid"
  | "units"
  | "referencesRequired"
  | "referencesTooMany"
  | "referenceRequired"
  | "referenceDuplicate"
  | "referenceTooLong"
  | "email"
  | "driverTooLong"
  | "notesTooLong"
  | "loadType"
  | "invalid";

type ByReason = Record<string, MessageKey>;

// "custom" is a refinement's code in the browser; the API names its reason, "invalid" where it names none.
const BY_FIELD: Record<string, ByReason & { default?: MessageKey }> = {
  facility_id: { default: "facilityId" },
  type: { default: "type" },
  scheduled_start_time: { default: "scheduledTime" },
  scheduled_end_time: { default: "scheduledTime" },
  carrier: { required: "carrierRequired", too_small: "carrierRequired", default: "carrierTooLong" },
  carrier_phone: {
    required: "phoneRequired",
    too_small: "phoneRequired",
    custom: "phoneMinDigits",
    invalid: "phoneMinDigits",
    too_few_digits: "phoneMinDigits",
    too_big: "phoneTooLong",
    default: "phoneInvalid",
  },
  // Read by the server with the facility's country (invalid_phone): the form cannot know that country.
  carrier_driver_phone: {
    custom: "phoneMinDigits",
    invalid: "phoneMinDigits",
    too_big: "phoneTooLong",
    invalid_phone: "phoneNotOfCountry",
    default: "phoneInvalid",
  },
  quantity: { too_small: "quantityMin", too_big: "quantityMax", default: "quantityInvalid" },
  units: { default: "units" },
  order_info: {
    required: "referencesRequired",
    too_small: "referencesRequired",
    default: "referencesTooMany",
  },
  reference_id: {
    required: "referenceRequired",
    too_small: "referenceRequired",
    custom: "referenceDuplicate",
    duplicate: "referenceDuplicate",
    default: "referenceTooLong",
  },
  carrier_emails: { default: "email" },
  carrier_driver: { default: "driverTooLong" },
  carrier_notes: { default: "notesTooLong" },
  load_type_ids: { default: "loadType" },
};

/** A field's error as react-hook-form holds it: `type` is the reason. */
export type FormFieldError = { type?: string; message?: string } | undefined;

/**
 * The words for a form field's error, given the path react-hook-form uses (order_info.2.reference_id), or
 * undefined when it has none. A field this table does not know gets the general words of its reason.
 */
export function dispatcherMessage(path: string, error: FormFieldError, t: BookingT): string | undefined {
  // Every error of this form has its reason as its type (the resolver, and the server's details).
  if (!error?.type) return undefined;
  const parts = path.split(".").filter((p) => !/^\d+$/.test(p));
  const table = BY_FIELD[parts[parts.length - 1]];
  const words = table ? (table[error.type ?? ""] ?? table.default) : undefined;
  return t(`messages.${words ?? "invalid"}`);
}
