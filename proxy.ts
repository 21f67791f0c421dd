// Runs before every page and every route but the API operations (which set
// their own headers in lib/api/handler.ts, without the cost of a proxy):
// 1. The security headers (lib/http/security-headers.ts): a Content-Security-Policy
//    with a nonce made for this request. Next reads the nonce from the policy on
//    the request and puts it on its own scripts; pages render per request for it
//    (app/layout.tsx).
// 2. Server actions from another site: refused with 403 here. Next refuses them
//    too, but as a 500 error, which reads as our fault and fills the log.
// 3. Pages that need a user: without a valid session cookie, go to sign-in and
//    come back afterwards. This is the cheap check (the cookie's signature and
//    expiry); the portal layout and every API call also check the user in the
//    database (deactivated, sessionVersion).
// 4. A driver's phone opening the gate page of the facility's sign gets its own id (lib/gate/phone-cookie.ts).
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { PATH_HEADER, safeCallbackUrl } from "./lib/auth/callback-url";
import { isSameOriginRequest } from "./lib/auth/session-cookie";
import { LOCALE_COOKIE, pickLocale } from "./lib/i18n/locales";
import { fromAcceptLanguage } from "./lib/i18n/accept-language";
import { GATE_PHONE_COOKIE, PHONE_GATE_PAGE } from "./lib/gate/phone-cookie";
import { commonSecurityHeaders, newNonce, pagePolicy, publicUrlIsHttps } from "./lib/http/security-headers";

// The pages that need a user (the portal and staff layouts check again, in the database).
const NEEDS_USER =
  /^\/(book|appointments|calendar|requests|settings|users|tokens|company|webhooks|mail|yard|reports|scorecard)(\/|$)/;

function secured(res: NextResponse, policy: string): NextResponse {
  res.headers.set("Content-Security-Policy", policy);
  for (const [k, v] of Object.entries(commonSecurityHeaders())) res.headers.set(k, v);
  return res;
}

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const path = pathname + req.nextUrl.search;
  const nonce = newNonce();
  const policy = pagePolicy(nonce, {
    dev: process.env.NODE_ENV === "development",
    https: publicUrlIsHttps(),
  });
  if (req.method === "POST" && req.headers.has("next-action") && !isSameOriginRequest(req.headers))
    return secured(
      NextResponse.json(
        { code: "permission_denied", message: "a form is accepted only from this site's own pages" },
        { status: 403 },
      ),
      policy,
    );
  const headers = new Headers(req.headers);
  headers.set("Content-Security-Policy", policy);
  headers.set("x-nonce", nonce);
  // Always set, so no request brings its own: layouts send sign-in back here, and the language
  // (lib/http/request-language.ts) tells a gate tablet by it.
  headers.set(PATH_HEADER, path);
  // A calendar file is fetched by calendar programs with a bearer token too:
  // its route authenticates (and answers 401) itself.
  if (NEEDS_USER.test(pathname) && !pathname.endsWith("/calendar.ics")) {
    const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET }).catch(() => null);
    if (!token) {
      const signIn = new URL("/signin", req.url);
      signIn.searchParams.set("callbackUrl", safeCallbackUrl(path));
      return secured(NextResponse.redirect(signIn), policy);
    }
    // The layout redirects with the same callbackUrl (PATH_HEADER) when the database says no.
  }
  // The landing page, built ahead of time in each language (pages/landing): the reader's, at the same URL.
  if (pathname === "/") {
    const locale = pickLocale(
      req.cookies.get(LOCALE_COOKIE)?.value,
      fromAcceptLanguage(req.headers.get("accept-language")),
    );
    return secured(
      NextResponse.rewrite(new URL(`/landing/${locale}`, req.url), { request: { headers } }),
      policy,
    );
  }
  const res = NextResponse.next({ request: { headers } });
  // A driver's phone at the gate: an id of its own, so its wrong codes count as one phone's (lib/gate/phone.ts).
  if (PHONE_GATE_PAGE.test(pathname) && !req.cookies.has(GATE_PHONE_COOKIE))
    res.cookies.set(GATE_PHONE_COOKIE, crypto.randomUUID(), {
      httpOnly: true,
      sameSite: "lax",
      secure: publicUrlIsHttps(),
      path: "/",
      maxAge: 400 * 24 * 3600,
    });
  return secured(res, policy);
}

export const config = {
  // Everything but Next's static files (immutable, no document) and the API operations.
  matcher: ["/((?!_next/static|_next/image|api/service\\.v1\\.).*)"],
};
