// Custom fields in an HTML form: each answer's input is named after its field
// ("cf.<key>"), and the form's values become custom_fields by each field's
// type. Shared by the browser forms and the public link's server action.
import type { BookingFormField } from "./booking-form-schema";
import type { CustomFieldValues } from "./schema";

export const inputName = (key: string) => `cf.${key}`;

/** The fields a form shows for the chosen load types (none chosen: the ones for every load type). */
export function fieldsFor(fields: BookingFormField[], loadTypeIds: string[]): BookingFormField[] {
  return fields.filter(
    (f) => !f.load_type_ids.length || f.load_type_ids.some((id) => loadTypeIds.includes(id)),
  );
}

type Values = { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] };

/** The answers a form holds, as the API takes them; a blank is left out (the server says if it is required). */
export function answersFromForm(fields: BookingFormField[], form: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const name = inputName(f.key);
    if (f.type === "multi_choice") {
      const chosen = form.getAll(name).map(String);
      if (chosen.length) out[f.key] = chosen;
      continue;
    }
    // A tick box unticked is an answer: no.
    if (f.type === "boolean") {
      out[f.key] = form.get(name) === "yes";
      continue;
    }
    const raw = String(form.get(name) ?? "").trim();
    if (!raw) continue;
    out[f.key] = f.type === "number" ? (Number.isNaN(Number(raw)) ? raw : Number(raw)) : raw;
  }
  return out;
}

/**
 * A change form's answers: every question it shows is sent, a blank one as null, so that clearing an answer
 * clears it (and clearing a required one is refused) where a booking would only leave it out.
 */
export function changedAnswersFromForm(fields: BookingFormField[], form: Values): Record<string, unknown> {
  const given = answersFromForm(fields, form);
  return Object.fromEntries(fields.map((f) => [f.key, given[f.key] ?? null]));
}

/** The questions a posted form showed, by key and type, for its server action: "seal_no:text,floor:boolean". */
export const fieldTypes = (fields: Pick<BookingFormField, "key" | "type">[]) =>
  fields.map((f) => `${f.key}:${f.type}`).join(",");

/** The questions of `fieldTypes`, as much of them as reading the answers back needs. */
export function fieldsOfTypes(value: FormDataEntryValue | null | undefined): BookingFormField[] {
  return String(value ?? "")
    .split(",")
    .filter(Boolean)
    .map((kt) => ({ key: kt.split(":")[0], type: kt.split(":")[1] }) as BookingFormField);
}

/** A posted form's answers as it showed them, to show again after a refusal: text, "yes", a list of choices. */
export function sentAnswers(fields: BookingFormField[], form: Values): Record<string, string | string[]> {
  return Object.fromEntries(
    fields.map((f) => {
      const name = inputName(f.key);
      return [
        f.key,
        f.type === "multi_choice" ? form.getAll(name).map(String) : String(form.get(name) ?? ""),
      ];
    }),
  );
}

/** The API's refusals of answers, by key (the first for each), for the message next to each input. */
export function answerRefusals(
  details: { field?: string; message: string; reason: string }[],
): Record<string, { reason: string; message: string }> {
  const out: Record<string, { reason: string; message: string }> = {};
  for (const d of details) {
    const key = d.field?.startsWith("custom_fields.") ? d.field.slice("custom_fields.".length) : null;
    if (key && !out[key]) out[key] = { reason: d.reason, message: d.message };
  }
  return out;
}

/** A form's values to show again (after a refused submit) from stored answers. */
export function formDefaults(values: CustomFieldValues | undefined): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([k, v]) => [
      k,
      Array.isArray(v) ? v : typeof v === "boolean" ? (v ? "yes" : "") : String(v),
    ]),
  );
}
