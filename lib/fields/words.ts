// A booking question as its reader reads it: its label and its choices in the
// reader's language where staff gave them (lib/i18n/facility-words.ts). Answers
// are stored with the choice as typed; only what is shown is worded.
import { facilityWord } from "../i18n/facility-words";
import type { WordTranslations } from "../i18n/facility-words";
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

/**
 * A question's choice translations after staff edited its choices from `before` to `after`:
 * translations go by place, so a kept choice takes its words along (a removed or moved one
 * would otherwise shift every word after it), a choice renamed in place keeps its own, a new one has none.
 */
export function followChoices(
  before: string[],
  words: WordTranslations[],
  after: string[],
): WordTranslations[] {
  return after.map((choice, j) => {
    const k = before.indexOf(choice);
    if (k >= 0) return words[k] ?? {};
    const renamed = before.length === after.length && !after.includes(before[j]);
    return renamed ? (words[j] ?? {}) : {};
  });
}
