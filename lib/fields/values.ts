// An appointment's answers to its facility's custom fields: which fields a
// booking asks (active, for its load types, and for carriers only those not
// hidden from them), each answer checked against its field's type and range,
// and what a caller may see of stored answers.
import { DateTime } from "luxon";
import { DomainError, type ErrorDetail } from "../core/errors";
import { isStaffOf, type Caller } from "../core/caller";
import { email, phone, singleLineText } from "../core/validation";
import { parseWordTranslations } from "../i18n/facility-words";
import {
  TEXT_MAX,
  type CustomField,
  type CustomFieldValue,
  type CustomFieldValues,
  type FieldWords,
} from "./schema";
import { fieldLabel, wordedAnswer } from "./words";

/** Who answers: carriers (signed in, by token, through the public link) or the facility's staff. */
export type Audience = "carrier" | "staff";

/** The facility's staff (and admins) answer the staff form; everyone else the carriers'. */
export const audienceOf = (caller: Caller, facilityId: string): Audience =>
  isStaffOf(caller, facilityId) ? "staff" : "carrier";

/** The stored questions; those saved before they had translations read as having none. */
export function parseFields(stored: string | null | undefined): CustomField[] {
  if (!stored) return [];
  return (JSON.parse(stored) as CustomField[]).map((f) => ({
    ...f,
    label_translations: parseWordTranslations(f.label_translations),
    choice_translations: (f.choice_translations ?? []).map(parseWordTranslations),
  }));
}

export function parseValues(stored: string | null | undefined): CustomFieldValues {
  return stored ? (JSON.parse(stored) as CustomFieldValues) : {};
}

/** The fields a booking with these load types asks of `audience`, in the facility's order. */
export function askedFields(fields: CustomField[], audience: Audience, loadTypeIds: string[]): CustomField[] {
  return fields.filter(
    (f) =>
      f.active &&
      (audience === "staff" || !f.hidden_from_carrier) &&
      (!f.load_type_ids.length || f.load_type_ids.some((id) => loadTypeIds.includes(id))),
  );
}

const requiredOf = (f: CustomField, audience: Audience) =>
  audience === "staff" ? f.required_for_staff : f.required_for_carrier;

/** Unanswered: absent, null, blank text or no choice. */
function blank(v: unknown): boolean {
  return (
    v === undefined || v === null || (typeof v === "string" && !v.trim()) || (Array.isArray(v) && !v.length)
  );
}

type Checked = { value: CustomFieldValue } | { reason: string; message: string };

const bad = (reason: string, message: string): Checked => ({ reason, message });

function inRange(f: CustomField, n: number, what: string): Checked | null {
  if (f.min !== null && n < f.min) return bad("out_of_range", `must be at least ${f.min}${what}`);
  if (f.max !== null && n > f.max) return bad("out_of_range", `must be at most ${f.max}${what}`);
  return null;
}

/** One answer, normalised as it is stored (trimmed text, a lower-case e-mail...), or why it is refused. */
export function checkValue(f: CustomField, v: unknown): Checked {
  switch (f.type) {
    case "text": {
      if (typeof v !== "string") return bad("invalid_type", "must be text");
      const t = v.trim();
      if (!singleLineText(t)) return bad("malformed_text", "may not hold line breaks or control characters");
      if (t.length > (f.max ?? TEXT_MAX))
        return bad("out_of_range", `must be at most ${f.max ?? TEXT_MAX} characters`);
      return inRange(f, t.length, " characters") ?? { value: t };
    }
    case "number":
      if (typeof v !== "number" || !Number.isFinite(v)) return bad("invalid_type", "must be a number");
      return inRange(f, v, "") ?? { value: v };
    case "boolean":
      return typeof v === "boolean" ? { value: v } : bad("invalid_type", "must be true or false");
    case "date": {
      if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !DateTime.fromISO(v).isValid)
        return bad("invalid_date", "must be a date as YYYY-MM-DD");
      return { value: v };
    }
    case "choice":
      if (typeof v !== "string") return bad("invalid_type", "must be one of the field's choices");
      return f.choices.includes(v)
        ? { value: v }
        : bad("invalid_choice", `must be one of: ${f.choices.join(", ")}`);
    case "multi_choice": {
      if (!Array.isArray(v) || v.some((c) => typeof c !== "string"))
        return bad("invalid_type", "must be a list of the field's choices");
      const wrong = v.find((c) => !f.choices.includes(c as string));
      if (wrong !== undefined)
        return bad("invalid_choice", `"${wrong}" is not one of: ${f.choices.join(", ")}`);
      // In the field's order, once each: the answer reads the same however it was sent.
      return { value: f.choices.filter((c) => v.includes(c)) };
    }
    case "email": {
      const r = email.safeParse(v);
      return r.success ? { value: r.data } : bad("invalid_email", "must be a valid e-mail address");
    }
    case "phone": {
      const r = phone.safeParse(v);
      return r.success ? { value: r.data } : bad("invalid_phone", r.error.issues[0].message);
    }
  }
}

function refuse(details: ErrorDetail[]): never {
  const first = details[0];
  throw new DomainError("invalid_argument", `${first.field} ${first.message}`, details);
}

/**
 * The answers to store for a new booking: every field asked of `audience` that is sent is checked, every
 * required one must be answered, and a key the booking does not ask is unknown_field.
 */
export function answersForNew(
  fields: CustomField[],
  sent: Record<string, unknown> | undefined,
  audience: Audience,
  loadTypeIds: string[],
): CustomFieldValues {
  return answers(askedFields(fields, audience, loadTypeIds), sent ?? {}, {}, audience, true);
}

/**
 * The answers after a change: the ones sent replace (blank clears), the rest stay as booked. Only what is
 * sent is checked: a field made required after the booking does not block a change of something else.
 */
export function answersAfterChange(
  fields: CustomField[],
  stored: CustomFieldValues,
  sent: Record<string, unknown>,
  audience: Audience,
  loadTypeIds: string[],
): CustomFieldValues {
  return answers(askedFields(fields, audience, loadTypeIds), sent, stored, audience, false);
}

function answers(
  asked: CustomField[],
  sent: Record<string, unknown>,
  stored: CustomFieldValues,
  audience: Audience,
  whole: boolean,
): CustomFieldValues {
  const details: ErrorDetail[] = [];
  const out: CustomFieldValues = { ...stored };
  for (const key of Object.keys(sent))
    if (!asked.some((f) => f.key === key))
      details.push({
        field: `custom_fields.${key}`,
        reason: "unknown_field",
        message: "is not a field this booking asks",
      });
  for (const f of asked) {
    const field = `custom_fields.${f.key}`;
    const v = sent[f.key];
    if (!whole && !(f.key in sent)) continue;
    if (blank(v)) {
      if (requiredOf(f, audience)) details.push({ field, reason: "required", message: "is required" });
      delete out[f.key];
      continue;
    }
    const checked = checkValue(f, v);
    if ("value" in checked) out[f.key] = checked.value;
    else details.push({ field, ...checked });
  }
  if (details.length) refuse(details);
  return out;
}

/** What `role` may see of stored answers: carriers and public callers never see fields hidden from carriers. */
export function visibleAnswers(
  values: CustomFieldValues,
  fields: CustomField[],
  role: string,
): CustomFieldValues {
  if (role === "staff" || role === "admin") return values;
  // A key with no field left is shown to no carrier: nothing says it was meant for them.
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => fields.some((f) => f.key === key && !f.hidden_from_carrier)),
  );
}

/** An answer as a person reads it: "Yes", "2026-11-30", "Pallet jack, Tail lift". */
export function answerText(v: CustomFieldValue, yesNo: [string, string] = ["Yes", "No"]): string {
  if (typeof v === "boolean") return v ? yesNo[0] : yesNo[1];
  if (Array.isArray(v)) return v.join(", ");
  return String(v);
}

const englishAnswer = (v: CustomFieldValue) => answerText(v);

/** label: answer pairs in the facility's order (answers whose field is gone go last, under their key). */
export function labelledAnswers(
  values: CustomFieldValues,
  fields: (Pick<CustomField, "key" | "label"> & Partial<FieldWords>)[],
  /** How an answer reads: a screen passes its own, for yes and no in the reader's language. */
  say: (v: CustomFieldValue) => string = englishAnswer,
  /** The reader's language: labels and choices in it where staff gave them; absent: as typed. */
  locale?: string | null,
): [string, string][] {
  const known = fields
    .filter((f) => f.key in values)
    .map((f): [string, string] => [
      fieldLabel(f, locale),
      // Only choice fields have choices: any other answer stays as written.
      say(wordedAnswer(f, values[f.key], locale)),
    ]);
  const orphans = Object.keys(values)
    .filter((k) => !fields.some((f) => f.key === k))
    .map((k): [string, string] => [k, say(values[k])]);
  return [...known, ...orphans];
}

/** What a change of answers changed, one history entry per field: {"custom_fields.<key>": [before, after]}. */
export function answerChanges(before: string, after: string): Record<string, [unknown, unknown]> {
  const [b, a] = [parseValues(before), parseValues(after)];
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)]))
    if (JSON.stringify(b[key] ?? null) !== JSON.stringify(a[key] ?? null))
      out[`custom_fields.${key}`] = [b[key] ?? null, a[key] ?? null];
  return out;
}

/** A history entry's changes without the answers `role` may not see. */
export function visibleChanges<C extends Record<string, unknown>>(
  changes: C,
  fields: CustomField[],
  role: string,
): C {
  if (role === "staff" || role === "admin") return changes;
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([name]) =>
        !name.startsWith("custom_fields.") ||
        fields.some((f) => `custom_fields.${f.key}` === name && !f.hidden_from_carrier),
    ),
  ) as C;
}

/** label: answer pairs of the answers `role` may see (e-mail, calendar files, pages), in the facility's order. */
export function shownAnswers(
  values: CustomFieldValues | undefined,
  fields: CustomField[] | undefined,
  role: string,
  /** Yes and no in the reader's language; English without. */
  yesNo?: [string, string],
  /** The reader's language, for the facility's own words (labels, choices). */
  locale?: string | null,
): [string, string][] {
  return labelledAnswers(
    visibleAnswers(values ?? {}, fields ?? [], role),
    fields ?? [],
    (v) => answerText(v, yesNo),
    locale,
  );
}
