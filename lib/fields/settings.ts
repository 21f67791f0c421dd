// Reading and writing a facility's custom fields with its settings
// (lib/facilities/settings.ts): the stored JSON as the API shows it, and the
// checks a new list must pass.
import { invalid } from "../core/errors";
import type { CustomField, CustomFieldIn } from "./schema";
import { parseFields } from "./values";

export function facilityCustomFields(f: { customFields: string }): { custom_fields: CustomField[] } {
  return { custom_fields: parseFields(f.customFields) };
}

/**
 * The column to write for the list sent (absent: unchanged). Every load type must be one of the
 * facility's, and no existing field may be left out: its answers stay on appointments, and its
 * definition says who may see them.
 */
export function customFieldColumns(
  input: { custom_fields?: CustomFieldIn[] },
  before: { custom_fields: CustomField[]; load_types: { id: string }[] },
): { customFields?: string } {
  const sent = input.custom_fields;
  if (!sent) return {};
  const loadTypes = new Set(before.load_types.map((l) => l.id));
  sent.forEach((f, i) =>
    f.load_type_ids.forEach((id, j) => {
      if (!loadTypes.has(id))
        throw invalid(
          `custom_fields[${i}].load_type_ids[${j}]`,
          "unknown",
          "is not a load type of this facility",
        );
    }),
  );
  const gone = before.custom_fields.find((old) => !sent.some((f) => f.key === old.key));
  if (gone)
    throw invalid(
      "custom_fields",
      "field_removed",
      `leaves out "${gone.key}": a field is never deleted, send it with active: false instead`,
    );
  const fields: CustomField[] = sent.map((f) => ({
    key: f.key,
    label: f.label,
    label_translations: f.label_translations,
    type: f.type,
    choices: f.choices,
    // One per choice at most; a choice's words stay with it.
    choice_translations: f.choice_translations.slice(0, f.choices.length),
    min: f.min ?? null,
    max: f.max ?? null,
    required_for_carrier: f.required_for_carrier,
    required_for_staff: f.required_for_staff,
    hidden_from_carrier: f.hidden_from_carrier,
    load_type_ids: [...new Set(f.load_type_ids)],
    active: f.active,
  }));
  return { customFields: JSON.stringify(fields) };
}
