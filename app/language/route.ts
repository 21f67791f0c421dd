// The header's language switcher posts here: the choice goes in a cookie (a
// year; pages without an account read it too) and, for a signed-in person, is
// saved with the account. A plain form post, so that it works on the landing
// page, which runs no script; the proxy refuses one from another site.
import { NextResponse, type NextRequest } from "next/server";
import { currentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { LOCALE_COOKIE, isLocale } from "@/lib/i18n/locales";
import { saveUserLocale } from "@/lib/users/locale";

export async function POST(req: NextRequest) {
  const form = await req.formData().catch(() => null);
  const locale = form?.get("locale");
  // Back to the page it came from, on this site only.
  // A Referer that is no address (a proxy's, a tool's) is no page to go back to.
  const referer = req.headers.get("referer") ?? "";
  const from = URL.canParse(referer) ? new URL(referer) : null;
  const back = from && from.origin === req.nextUrl.origin ? from : new URL("/", req.url);
  if (!isLocale(locale))
    return NextResponse.json(
      { code: "invalid_argument", message: "locale is not a language Dockside speaks" },
      { status: 400 },
    );
  const res = NextResponse.redirect(back, 303);
  res.cookies.set(LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: 365 * 24 * 3600,
    sameSite: "lax",
    httpOnly: true,
    secure: req.nextUrl.protocol === "https:",
  });
  const user = await currentUser();
  if (user) await saveUserLocale(db, user.userId, locale);
  return res;
}
