// Reading the next-auth session cookie outside next-auth: in the API wrapper
// (a plain Request) and in server components (next/headers).
import { getToken } from "next-auth/jwt";
import { requestedHost } from "./client-address";
import type { SessionClaims } from "./session-user";

type CookieSource = { getAll(): { name: string; value: string }[] };

/** Parses a Cookie header into the shape next-auth's SessionStore reads. */
export function cookiesOf(header: string | null): CookieSource {
  const pairs = (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf("=");
      const name = eq < 0 ? part : part.slice(0, eq);
      const raw = eq < 0 ? "" : part.slice(eq + 1);
      let value = raw;
      try {
        value = decodeURIComponent(raw);
      } catch {
        // A malformed escape: keep the raw value; decoding the JWT will fail.
      }
      return { name, value };
    });
  return { getAll: () => pairs };
}

/** The claims of a valid session cookie, or null (absent, tampered, expired). */
export async function sessionClaims(cookies: CookieSource, headers: Headers): Promise<SessionClaims | null> {
  // getToken also reads an Authorization header; callers only come here without one.
  const req = { cookies, headers } as unknown as Parameters<typeof getToken>[0]["req"];
  let token;
  try {
    token = await getToken({
      req,
      secret: process.env.NEXTAUTH_SECRET,
      logger: { error() {}, warn() {}, debug() {} },
    });
  } catch {
    return null;
  }
  if (!token?.sub || typeof token.sv !== "number") return null;
  if (typeof token.sso === "number" && ssoSessionOver(token.sso)) return null;
  return { userId: token.sub, sessionVersion: token.sv };
}

/**
 * A session from the identity provider lasts a working day, not the password session's eight: the rules
 * are applied again only at a sign-in, and someone whose account the company closed never signs in again,
 * so this is how long they keep access after leaving. Signing in again is a redirect when the provider's
 * own session is still open.
 */
export const SSO_SESSION_HOURS = 12;

export const ssoSessionOver = (signedInAt: number, now = Date.now()) =>
  now / 1000 - signedInAt > SSO_SESSION_HOURS * 3600;

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token/;

/** Whether any next-auth session cookie (possibly chunked) is present. */
export function hasSessionCookie(cookies: CookieSource): boolean {
  return cookies.getAll().some((c) => SESSION_COOKIE.test(c.name));
}

/** The names of the session's cookies present (each chunk of a large one), to end the session in this browser. */
export function sessionCookieNames(cookies: CookieSource): string[] {
  return cookies
    .getAll()
    .map((c) => c.name)
    .filter((name) => SESSION_COOKIE.test(name));
}

/**
 * A cookie is sent by the browser whoever made the page that sends it, so a
 * request authenticated only by a cookie must come from our own pages:
 * Sec-Fetch-Site same-origin (or none: typed into the address bar), and an
 * Origin, when present, naming this host (X-Forwarded-Host only behind a
 * trusted proxy: anyone can send it).
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = headers.get("origin");
  if (origin) {
    const host = requestedHost(headers);
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return false;
    }
    if (!host || originHost.toLowerCase() !== host.toLowerCase()) return false;
  }
  return true;
}
