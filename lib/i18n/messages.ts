// The translated words, one JSON file per language and part of the product
// (messages/<locale>/<namespace>.json): the parts are translated and reviewed
// apart, and a page's client components get only the parts they use.
import type { Locale } from "./locales";

/** The parts, one per folder of components (and common, errors, email for what many share). */
export const NAMESPACES = [
  "common",
  "ui",
  "audit",
  "errors",
  "email",
  "appointments",
  "auth",
  "booking",
  "calendar",
  "company",
  "docs",
  "gate",
  "mail",
  "portal",
  "public",
  "reports",
  "settings",
  "sms",
  "shared",
  "tokens",
  "users",
  "webhooks",
  "yard",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = Record<string, unknown>;

const loaded = new Map<Locale, Promise<Messages>>();

/** Every part of one language's messages, read once per process. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all(
      NAMESPACES.map(
        async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const,
      ),
    ).then(Object.fromEntries);
    loaded.set(locale, messages);
  }
  return messages;
}
