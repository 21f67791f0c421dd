// zod building blocks every operation's schema is made of, and the one way a
// zod failure becomes a DomainError with a path into the request body.
import { z } from "zod";
import { DomainError, type ErrorDetail } from "./errors";

/** `null` for an optional field means absent (contract). */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

/**
 * Text a database can store: no NUL (PostgreSQL refuses it) and no lone UTF-16
 * surrogate (not a character; neither database can encode it as UTF-8).
 */
export function storableText(value: string): boolean {
  return !/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);
}
const STORABLE = {
  error: "may not hold NUL characters or unpaired surrogates",
  params: { reason: "malformed_text" },
} as const;

// Dates far from now break arithmetic (a day after 9999-12-31 is year 10000, which neither database nor
// RFC 3339 can write) and mean nothing to a dock schedule.
export const MIN_YEAR = 1970;
export const MAX_YEAR = 9998;
const YEARS = {
  error: `must be within the years ${MIN_YEAR} to ${MAX_YEAR}`,
  params: { reason: "out_of_range" },
} as const;
const yearOk = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

export const dateTime = z.iso
  .datetime({
    offset: true,
    error: "must be an RFC 3339 date-time with an offset, such as 2026-11-23T14:00:00Z",
  })
  // The instant's year in UTC: "1970-01-01T00:30:00+01:00" is still 1969.
  .refine((v) => yearOk(new Date(v).getUTCFullYear()), YEARS);
export const fullDate = z.iso
  .date({ error: "must be a date as YYYY-MM-DD" })
  .refine((v) => yearOk(Number(v.slice(0, 4))), YEARS);
export const uuid = z.uuid({ error: "must be a uuid" });

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });
/** How many a page holds: 1 to `max`, `fallback` when absent or null. */
export const pageLimit = (max: number, fallback: number) =>
  wholeNumber(1, max)
    .nullish()
    .transform((v) => v ?? fallback)
    .meta({ description: `Default ${fallback}.` });

export const email = z
  .string()
  .refine(storableText, STORABLE)
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "must be a valid e-mail address" }));
export const emailList = z.array(email).max(20, { error: "may hold at most 20 addresses" });

// The contract's character set, + included anywhere: "(+44) 20 7946 0958" is a phone number.
const PHONE = /^[0-9 ()+.-]+(\s*(x|ext\.?)\s*[0-9]+)?$/i;
export const phone = z
  .string()
  .trim()
  .min(1, { error: "is required" })
  .max(40, { error: "must be at most 40 characters" })
  .regex(PHONE, { error: "may hold only digits, spaces, + - ( ) . and an extension such as x123" })
  .refine((v) => (v.split(/x|ext/i)[0].match(/[0-9]/g) ?? []).length >= 7, {
    error: "must have at least 7 digits",
    params: { reason: "too_few_digits" },
  });

// Single-line text (a name, a reference, a trailer number) holds no control character and no line break of
// any kind (CR, LF, VT, FF, NEL, U+2028/2029): a "reference" must not become a paragraph of someone's text
// in an e-mail the facility sends. Multi-line text (notes, instructions, an address) keeps CR, LF and tab.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
export function singleLineText(value: string): boolean {
  return !CONTROL.test(value);
}
function multilineTextOk(value: string): boolean {
  return !CONTROL_BUT_LINES.test(value);
}
export const SINGLE_LINE = {
  error: "may not hold line breaks or control characters",
  params: { reason: "malformed_text" },
} as const;
const MULTI_LINE = {
  error: "may not hold control characters other than line breaks and tabs",
  params: { reason: "malformed_text" },
} as const;

/** One line of text, trimmed, at most `max` characters. */
export const text = (max: number) =>
  z
    .string()
    .refine(storableText, STORABLE)
    .trim()
    // After the trim: a line break pasted at either end is white space, not part of the name.
    .refine(singleLineText, SINGLE_LINE)
    .max(max, { error: `must be at most ${max} characters` });
export const requiredText = (max: number) => text(max).min(1, { error: "is required" });

/** Text of several lines (notes, instructions, an address), trimmed, at most `max` characters. */
export const multilineText = (max: number) =>
  z
    .string()
    .refine(storableText, STORABLE)
    .trim()
    .refine(multilineTextOk, MULTI_LINE)
    .max(max, { error: `must be at most ${max} characters` });

/** `order_info[2].reference_id`: the contract's path of a field in a request body. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}

/**
 * The reason a caller reads in a zod issue (details[].reason), for the API and a form's own check alike. A
 * field missing altogether is told by its input, which zod reports only when asked (reportInput).
 */
export function issueReason(issue: z.core.$ZodIssue): string {
  // A missing enum field is an invalid_value to zod; to the caller it is missing like any other.
  const missing =
    (issue.code === "invalid_type" || issue.code === "invalid_value") &&
    (issue as { input?: unknown }).input === undefined;
  if (missing) return "required";
  if (issue.code === "custom") return (issue.params as { reason?: string } | undefined)?.reason ?? "invalid";
  if (issue.code === "unrecognized_keys") return "unknown_field";
  return issue.code;
}

function detailOf(issue: z.core.$ZodIssue): ErrorDetail {
  const field = fieldPath(issue.path);
  const reason = issueReason(issue);
  let message = issue.message;
  // A missing field has one sentence; a rule's own "required" (a staff user's facilities) keeps its words.
  if (reason === "required" && issue.code !== "custom") message = "is required";
  else if (issue.code === "invalid_type" && message.startsWith("Invalid input"))
    message = `must be ${issue.expected === "int" ? "a whole number" : `a${/^[aeiou]/.test(issue.expected) ? "n" : ""} ${issue.expected}`}`;
  return field ? { field, reason, message } : { reason, message };
}

/** One detail per problem; the message names the first. */
export function invalidFromZod(error: z.ZodError): DomainError {
  const details = error.issues.map(detailOf);
  const first = details[0];
  const more =
    details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? "s" : ""})` : "";
  return new DomainError(
    "invalid_argument",
    `${first.field ? `${first.field} ` : ""}${first.message}${more}`,
    details,
  );
}

/**
 * Every string of a body, keys included, that no database could store: one
 * walk for every operation, so a field declared as a plain z.string() is
 * covered too. Unknown fields are checked as well (they are ignored, but a
 * record or a free-form field may store what it is given).
 */
function unstorableFields(value: unknown, path: PropertyKey[] = [], out: ErrorDetail[] = []): ErrorDetail[] {
  if (out.length >= 20) return out;
  const refuse = (at: PropertyKey[]) =>
    out.push({ field: fieldPath(at), reason: STORABLE.params.reason, message: STORABLE.error });
  if (typeof value === "string") {
    if (!storableText(value)) refuse(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => unstorableFields(v, [...path, i], out));
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (!storableText(k)) refuse([...path, k]);
      else unstorableFields(v, [...path, k], out);
    }
  }
  return out;
}

/** Validates a parsed JSON body; a refusal is thrown as invalid_argument. */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new DomainError("invalid_argument", "the request body must be a JSON object", [
      { reason: "not_an_object", message: "must be a JSON object" },
    ]);
  }
  const unstorable = unstorableFields(body);
  if (unstorable.length)
    throw new DomainError("invalid_argument", `${unstorable[0].field} ${STORABLE.error}`, unstorable);
  const result = schema.safeParse(body, { reportInput: true });
  if (!result.success) throw invalidFromZod(result.error);
  return result.data;
}
