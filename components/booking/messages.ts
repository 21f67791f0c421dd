// The API's validation messages ("is required", "must have at least 7
// digits") in the words of a dispatcher filling in the form, in the reader's
// language: the API's English is the lookup, the words are booking.messages.*.

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
  | "loadType";

type Rewrite = Record<string, MessageKey>;

const BY_FIELD: Record<string, Rewrite & { default?: MessageKey }> = {
  facility_id: { default: "facilityId" },
  type: { default: "type" },
  scheduled_start_time: { default: "scheduledTime" },
  scheduled_end_time: { default: "scheduledTime" },
  carrier: { "is required": "carrierRequired", default: "carrierTooLong" },
  carrier_phone: {
    "is required": "phoneRequired",
    "must have at least 7 digits": "phoneMinDigits",
    "must be at most 40 characters": "phoneTooLong",
    default: "phoneInvalid",
  },
  quantity: {
    "must be at least 1": "quantityMin",
    "must be at most 100000": "quantityMax",
    default: "quantityInvalid",
  },
  units: { default: "units" },
  order_info: { "needs at least one reference": "referencesRequired", default: "referencesTooMany" },
  reference_id: {
    "is required": "referenceRequired",
    "is already listed": "referenceDuplicate",
    default: "referenceTooLong",
  },
  carrier_emails: { default: "email" },
  carrier_driver: { default: "driverTooLong" },
  carrier_notes: { default: "notesTooLong" },
  load_type_ids: { default: "loadType" },
};

/**
 * The message for a form field, given the path react-hook-form uses (order_info.2.reference_id).
 * A message this table does not know comes back as it was (Field shows it through the server words).
 */
export function dispatcherMessage(
  path: string,
  message: string | undefined,
  t: BookingT,
): string | undefined {
  if (!message) return undefined;
  const parts = path.split(".").filter((p) => !/^\d+$/.test(p));
  const key = parts[parts.length - 1];
  const table = BY_FIELD[key];
  if (!table) return message;
  const words = table[message] ?? table.default;
  return words ? t(`messages.${words}`) : message;
}
