// The browser's languages (Accept-Language), on the server only: ./locales.ts
// holds what client components need, without the parser.
import Negotiator from "negotiator";
import { isLocale, type Locale } from "./locales";

/** The first of the browser's languages (Accept-Language, by weight) that Dockside speaks, else null. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const wanted = new Negotiator({ headers: { "accept-language": header } }).languages();
  for (const tag of wanted) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return null;
}
