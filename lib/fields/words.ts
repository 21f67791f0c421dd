// A booking question as its reader reads it: its label and its choices in the
// reader's language where staff gave them (lib/i18n/facility-words.ts). Answers
// are stored with the choice as typed; only what is shown is worded.
import { facilityWord } from "../i18n/facility-words";
import type { CustomFieldValue, FieldWords } from "./schema";

export const fieldLabel = (f: Pick<FieldWords, "label" | "label_translations">, locale?: string | null) =>
  facilityWord(f.label, f.label_translations, locale);

/** A choice of `f` in `locale`; a choice it no longer offers reads as stored. */
export function choiceWord(f: Partial<FieldWords>, choice: string, locale?: string | null): string {
  const i = f.choices?.indexOf(choice) ?? -1;
  return i < 0 ? choice : facilityWord(choice, f.choice_translations?.[i], locale);
}

/** A stored answer with its choices in `locale` (text, numbers and yes/no stay as they are). */
export function wordedAnswer(
  f: Partial<FieldWords>,
  v: CustomFieldValue,
  locale?: string | null,
): CustomFieldValue {
  if (typeof v === "string") return choiceWord(f, v, locale);
  if (Array.isArray(v)) return v.map((c) => choiceWord(f, c, locale));
  return v;
}
