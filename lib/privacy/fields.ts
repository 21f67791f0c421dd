// Which of an appointment's fields are a person's, as columns and as the API
// names them (in outbox payloads, history changes and webhook bodies).
import type { CustomField } from "../fields/schema";

/** Erased: the driver, the carrier's contacts, trailer and seal, every note. Times, statuses, facility,
 * company (the carrier's name) and quantities stay for reports and scorecards. */
export const ERASED_COLUMNS = {
  carrierDriver: null,
  carrierDriverPhone: null,
  carrierPhone: null,
  carrierEmails: "[]",
  shipperEmails: "[]",
  receiverEmails: "[]",
  trailerNumber: null,
  sealNumber: null,
  carrierNotes: "",
  notes: "",
  publicNotes: "",
  cancelledNote: null,
} as const;

/** The same fields as the API (and so payloads, history and webhook bodies) names them. */
export const PERSONAL_KEYS: ReadonlySet<string> = new Set([
  "carrier_email",
  "carrier_driver",
  "carrier_driver_phone",
  "carrier_phone",
  "carrier_emails",
  "shipper_emails",
  "receiver_emails",
  "trailer_number",
  "seal_number",
  "carrier_notes",
  "notes",
  "public_notes",
  "cancelled_note",
]);

/** Custom answers that can hold a person's data; choices, numbers, dates and yes/no stay. */
export const PERSONAL_FIELD_TYPES: ReadonlySet<string> = new Set(["email", "phone", "text"]);

export const ERASED = "[erased]";

/** The keys of `fields` whose answers are erased. */
export const personalAnswerKeys = (fields: CustomField[]) =>
  new Set(fields.filter((f) => PERSONAL_FIELD_TYPES.has(f.type)).map((f) => f.key));

/** `value` (parsed JSON) with every personal field, at any depth, erased; custom answers by `answerKeys`. */
export function scrub(value: unknown, answerKeys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => scrub(v, answerKeys));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      if (PERSONAL_KEYS.has(k)) return [k, v === null ? null : Array.isArray(v) ? [] : ERASED];
      if (k === "custom_fields" && v && typeof v === "object" && !Array.isArray(v))
        return [
          k,
          Object.fromEntries(Object.entries(v).map(([ck, cv]) => [ck, answerKeys.has(ck) ? ERASED : cv])),
        ];
      return [k, scrub(v, answerKeys)];
    }),
  );
}

/** `json` scrubbed, or as it was when it is not JSON. */
export function scrubJson(json: string, answerKeys: ReadonlySet<string>): string {
  try {
    return JSON.stringify(scrub(JSON.parse(json), answerKeys));
  } catch {
    return json;
  }
}
