// Pages that need a user: without a valid session cookie, go to sign-in and
// come back afterwards. This is the cheap check (the cookie's signature and
// expiry) that runs on every navigation; the portal layout and every API call
// also check the user in the database (deactivated, sessionVersion).
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { PATH_HEADER } from "./lib/auth/callback-url";

export async function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname + req.nextUrl.search;
  // A calendar file is fetched by calendar programs with a bearer token too:
  // its route authenticates (and answers 401) itself.
  if (req.nextUrl.pathname.endsWith("/calendar.ics")) return NextResponse.next();
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET }).catch(() => null);
  if (!token) {
    const signIn = new URL("/signin", req.url);
    signIn.searchParams.set("callbackUrl", path);
    return NextResponse.redirect(signIn);
  }
  // The layout redirects with the same callbackUrl when the database says no.
  const headers = new Headers(req.headers);
  headers.set(PATH_HEADER, path);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    "/book/:path*",
    "/appointments/:path*",
    "/calendar/:path*",
    "/requests/:path*",
    "/settings/:path*",
    "/reports/:path*",
    "/scorecard/:path*",
    "/users/:path*",
    "/tokens/:path*",
    "/company/:path*",
  ],
};
