// A facility's own words (dock names, load type names, booking questions and
// their choices) in the languages Dockside speaks. Staff type each word once
// and may give it per language; a reader gets it in their language, else as
// typed. Every page, e-mail, text and the gate word them through facilityWord,
// and every setting that holds them takes them through wordTranslations.
// Client components import this file: it holds nothing of the server.
import { z } from "zod";
import { text } from "../core/validation";
import { LOCALES, isLocale, type Locale } from "./locales";

/** A word per language, { de: "Tor 1", es: "Puerta 1" }; a language left out reads the word as typed. */
export type WordTranslations = Partial<Record<Locale, string>>;

/** The one schema of a word's translations: blank ones are dropped (they mean "as typed"). */
export const wordTranslations = z
  .partialRecord(z.enum(LOCALES, { error: `must be one of ${LOCALES.join(", ")}` }), text(100))
  .transform((words): WordTranslations => {
    const out: WordTranslations = {};
    for (const locale of LOCALES) if (words[locale]) out[locale] = words[locale];
    return out;
  })
  .meta({
    description: `Extension. The word per language (${LOCALES.join(", ")}); a language left out or blank reads the word as typed.`,
  });

/** As the settings answer it: only languages that have a word. */
export const wordTranslationsRecord = z.partialRecord(z.enum(LOCALES), z.string()).meta({
  description: "Extension. The word per language that has one; the others read the word as typed.",
});

/** `word` in `locale` when staff gave it one, else as typed. */
export function facilityWord(
  word: string,
  translations: WordTranslations | null | undefined,
  locale: string | null | undefined,
): string {
  return (isLocale(locale) && translations?.[locale]) || word;
}

/** A stored map (a JSON column) as translations, whatever it holds: unknown languages and non-text are left out. */
export function parseWordTranslations(stored: unknown): WordTranslations {
  let value = stored;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== "object") return {};
  const out: WordTranslations = {};
  for (const locale of LOCALES) {
    // Own keys only: a map is data, never its prototype's.
    const word = Object.hasOwn(value, locale) ? (value as Record<string, unknown>)[locale] : undefined;
    if (typeof word === "string" && word) out[locale] = word;
  }
  return out;
}

/** A dock or load type: its name as typed, and per language. */
export type NamedWord = { name: string; name_translations?: WordTranslations };

/** Rows as read from the database (docks, load types) as named words. */
export const namedWords = (rows: { name: string; nameTranslations: string }[] | undefined): NamedWord[] =>
  (rows ?? []).map((r) => ({ name: r.name, name_translations: parseWordTranslations(r.nameTranslations) }));

/** A facility's dock or load type by its typed name (records hold the name), worded in `locale`. */
export function namedWord(
  name: string | null | undefined,
  named: NamedWord[] | undefined,
  locale: string | null | undefined,
): string | null {
  if (!name) return name ?? null;
  const item = named?.find((n) => n.name === name);
  return facilityWord(name, item?.name_translations, locale);
}
