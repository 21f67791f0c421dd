// The language a booking is made in, which its e-mails then speak: a browser session's (its person's saved
// choice, else the header switcher's cookie, else the browser's languages), never a token's, whose caller is
// a program reading no e-mail text. Worked out only by the operations that record it.
import { cookiesOf } from "../auth/session-cookie";
import type { Caller } from "../core/caller";
import type { Db } from "../db";
import { LOCALE_COOKIE, pickLocale, type Locale } from "../i18n/locales";
import { fromAcceptLanguage } from "../i18n/accept-language";

/** The language of the page a request came from (cookie, else Accept-Language), for a person's saved one to precede. */
export function pageLocale(headers: Headers, saved?: string | null): Locale {
  const cookie = cookiesOf(headers.get("cookie"))
    .getAll()
    .find((c) => c.name === LOCALE_COOKIE)?.value;
  return pickLocale(saved, cookie, fromAcceptLanguage(headers.get("accept-language")));
}

/** A signed-in browser's call: the session's language; a bearer token's, a gate's or the public's: none. */
export function sessionLocale(db: Db, req: Request, caller: Caller): () => Promise<Locale | null> {
  return async () => {
    if (req.headers.get("authorization") || !caller.actor.startsWith("user:") || caller.gateLinkId)
      return null;
    const user = await db.user.findUnique({
      where: { id: caller.actor.slice("user:".length) },
      select: { locale: true },
    });
    return pageLocale(req.headers, user?.locale);
  };
}
