// A person's language, saved with their account so that it follows them to
// another device; the header's switcher writes it.
import type { Db } from "../db";
import { isLocale } from "../i18n/locales";

/** Saves `locale` as the user's language; anything Dockside does not speak is refused with false. */
export async function saveUserLocale(db: Db, userId: string, locale: string): Promise<boolean> {
  if (!isLocale(locale)) return false;
  await db.user.update({ where: { id: userId }, data: { locale } });
  return true;
}
