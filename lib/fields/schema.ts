// A facility's custom fields (contract: "Custom fields and reference checks"):
// the questions it asks on every booking besides the fixed ones, as
// update_facility_settings takes them and get_facility_settings answers them,
// and the shape of an appointment's answers.
import { z } from "zod";
import { optional, requiredText, uuid } from "../core/validation";
import { wordTranslations, wordTranslationsRecord, type WordTranslations } from "../i18n/facility-words";

export const CUSTOM_FIELD_TYPES = [
  "text",
  "number",
  "boolean",
  "date",
  "choice",
  "multi_choice",
  "email",
  "phone",
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Types whose value is one of `choices` (or several). */
export const CHOICE_TYPES: readonly CustomFieldType[] = ["choice", "multi_choice"];
/** Types that take min and max: a number's value, a text's length. */
export const RANGED_TYPES: readonly CustomFieldType[] = ["number", "text"];
/** A text answer's length when the field sets no max. */
export const TEXT_MAX = 1000;

export const FIELD_KEY = /^[a-z0-9_]{1,40}$/;

const issue = (ctx: z.RefinementCtx, path: PropertyKey[], reason: string, message: string) =>
  ctx.addIssue({ code: "custom", path, message, params: { reason } });

export const customFieldInput = z
  .object({
    key: z
      .string()
      .regex(FIELD_KEY, {
        error: "must be 1 to 40 characters of a-z, 0-9 and _",
      })
      // Answers are kept in plain objects keyed by it: "constructor" or "__proto__" would be the object's own.
      .refine((key) => !(key in Object.prototype), {
        error: "is a reserved name; choose another",
        params: { reason: "reserved" },
      })
      .meta({ description: "The field's name in custom_fields; unique per facility, never changes." }),
    label: requiredText(100).meta({ description: "What the booking form and messages call it." }),
    label_translations: wordTranslations.default({}).meta({
      description:
        "Extension. The label per language, as carriers read it in theirs (booking pages, e-mail); a language left out reads label.",
    }),
    type: z.enum(CUSTOM_FIELD_TYPES, { error: `must be one of ${CUSTOM_FIELD_TYPES.join(", ")}` }),
    choices: z.array(requiredText(100)).max(100).default([]).meta({
      description: "choice and multi_choice: the answers offered, in order (at least one).",
    }),
    choice_translations: z.array(wordTranslations).max(100).default([]).meta({
      description:
        "Extension. Each choice per language, in the order of choices ([] or a shorter list: the rest as typed; entries past the last choice are dropped). Answers keep the choice as typed.",
    }),
    min: optional(z.number({ error: "must be a number" })).meta({
      description: "number: the smallest value; text: the fewest characters.",
    }),
    max: optional(z.number({ error: "must be a number" })).meta({
      description: `number: the largest value; text: the most characters (default ${TEXT_MAX}).`,
    }),
    required_for_carrier: z.boolean().default(false).meta({
      description: "Carriers (signed in, by token or through the public link) must answer it.",
    }),
    required_for_staff: z.boolean().default(false).meta({
      description: "Staff must answer it when they book or record a work-in.",
    }),
    hidden_from_carrier: z.boolean().default(false).meta({
      description:
        "Staff only: never asked of carriers nor shown to them (nor to their webhooks and e-mail).",
    }),
    load_type_ids: z.array(uuid).max(100).default([]).meta({
      description: "Asked only of bookings with one of these load types; []: of every booking.",
    }),
    active: z.boolean().default(true).meta({
      description: "false: no longer asked; answers already given stay on their appointments.",
    }),
  })
  .superRefine((f, ctx) => {
    const choices = CHOICE_TYPES.includes(f.type);
    if (choices && !f.choices.length) issue(ctx, ["choices"], "required", `a ${f.type} field needs choices`);
    if (!choices && f.choices.length)
      issue(ctx, ["choices"], "not_allowed", `only choice and multi_choice fields take choices`);
    if (new Set(f.choices).size !== f.choices.length)
      issue(ctx, ["choices"], "duplicate", "holds a choice twice");
    for (const bound of ["min", "max"] as const) {
      const v = f[bound];
      if (v === undefined) continue;
      if (!RANGED_TYPES.includes(f.type))
        issue(ctx, [bound], "not_allowed", "only number and text fields take min and max");
      else if (f.type === "text" && (!Number.isInteger(v) || v < 0 || v > TEXT_MAX))
        issue(ctx, [bound], "out_of_range", `must be a whole number of characters from 0 to ${TEXT_MAX}`);
    }
    if (f.min !== undefined && f.max !== undefined && f.min > f.max)
      issue(ctx, ["max"], "out_of_range", "must not be below min");
    if (f.hidden_from_carrier && f.required_for_carrier)
      issue(
        ctx,
        ["required_for_carrier"],
        "hidden_field",
        "a field hidden from carriers cannot be required of them",
      );
  });

export const customFieldSettingFields = {
  custom_fields: optional(
    z
      .array(customFieldInput)
      .max(100)
      .superRefine((fields, ctx) => {
        const seen = new Set<string>();
        fields.forEach((f, i) => {
          if (seen.has(f.key)) issue(ctx, [i, "key"], "duplicate", `"${f.key}" is the key of another field`);
          seen.add(f.key);
        });
      }),
  ).meta({
    description:
      "Extension. The whole list, in the order the booking form asks them. A field is never deleted (its answers stay on appointments): leave it in with active: false; a list that leaves out an existing key is a 400 field_removed.",
  }),
};

export const customField = z.object({
  key: z.string(),
  label: z.string(),
  label_translations: wordTranslationsRecord,
  type: z.enum(CUSTOM_FIELD_TYPES),
  choices: z.array(z.string()),
  choice_translations: z
    .array(wordTranslationsRecord)
    .meta({ description: "Extension. Each choice per language, in the order of choices." }),
  min: z.number().nullable(),
  max: z.number().nullable(),
  required_for_carrier: z.boolean(),
  required_for_staff: z.boolean(),
  hidden_from_carrier: z.boolean(),
  load_type_ids: z.array(z.uuid()).meta({ description: "[]: every load type." }),
  active: z.boolean(),
});
export type CustomField = z.output<typeof customField>;

/** A question as staff start one (the settings page's "Add a question"): the schema's defaults, nothing asked yet. */
export function blankCustomField(over: Partial<CustomField> = {}): CustomField {
  return {
    key: "",
    label: "",
    label_translations: {},
    type: "text",
    choices: [],
    choice_translations: [],
    min: null,
    max: null,
    required_for_carrier: false,
    required_for_staff: false,
    hidden_from_carrier: false,
    load_type_ids: [],
    active: true,
    ...over,
  };
}
export type CustomFieldIn = z.output<typeof customFieldInput>;

/** A question's label and choices, the words a reader gets worded in their language (lib/i18n/facility-words.ts). */
export type FieldWords = {
  label: string;
  label_translations?: WordTranslations;
  choices: string[];
  choice_translations?: WordTranslations[];
};

export const customFieldSettings = {
  custom_fields: z
    .array(customField)
    .meta({ description: "Extension. In the order the booking form asks them." }),
};

/** An answer as stored and answered: text, number, boolean, a date as YYYY-MM-DD, or a list of choices. */
export const customFieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type CustomFieldValue = z.output<typeof customFieldValue>;
export type CustomFieldValues = Record<string, CustomFieldValue>;

/** The request side: checked against the facility's fields by the booking path (./values.ts), not here. */
export const customFieldValuesInput = optional(z.record(z.string(), z.unknown())).meta({
  description:
    'Extension. Answers to the facility\'s custom fields, {key: value}: text, number, boolean, date (YYYY-MM-DD), choice (one of its choices), multi_choice (a list of them), email, phone. null or "" leaves a field unanswered.',
});

/** The record side: carriers and public callers never get fields hidden from carriers. */
export const customFieldValuesRecord = z.record(z.string(), customFieldValue).meta({
  description:
    "Extension. The appointment's answers to the facility's custom fields, {key: value}, as they were given (a later change of a field keeps them). Fields hidden from carriers are left out for carriers and public callers.",
});
