// The languages Dockside speaks, and how one is picked from what a request says.
// Codes are BCP 47 language tags without region: a driver's phone set to de-AT
// reads the German pages. English is the fallback and the language of the API.
// Client components import this file: what parses Accept-Language (negotiator, ~3 KB
// compressed) lives apart, in ./accept-language.ts, so no page ships it.
export const LOCALES = ["en", "de", "es", "fr", "pl"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's own name for itself, as a switcher lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  pl: "Polski",
};

/** The cookie a header switcher keeps the choice in (a year; no account needed). */
export const LOCALE_COOKIE = "dockside_locale";
/** The gate tablet's one-check-in switch: a driver's tap, cleared when the check-in is done. */
export const GATE_LOCALE_COOKIE = "dockside_gate_locale";

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The first of `choices` that is a language Dockside speaks: a saved choice before a cookie before the browser. */
export function pickLocale(...choices: (string | null | undefined)[]): Locale {
  for (const c of choices) if (isLocale(c)) return c;
  return DEFAULT_LOCALE;
}
