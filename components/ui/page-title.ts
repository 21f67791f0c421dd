import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/**
 * A page's `generateMetadata`: its title in the reader's language, `key` under `namespace`. A page that
 * only its link opens (a gate, a booking link, a reset) asks search engines not to list it.
 */
export function pageTitle(namespace: string, key = "title", { unlisted = false } = {}) {
  return async (): Promise<Metadata> => {
    const t = await getTranslations(namespace);
    return unlisted ? { title: t(key), robots: { index: false } } : { title: t(key) };
  };
}
