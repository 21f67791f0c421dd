// The signed-in user of a server component or page, from the session cookie.
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { db } from "../db";
import { safeCallbackUrl } from "./callback-url";
import { sessionClaims } from "./session-cookie";
import { sessionUser, type SessionUser } from "./session-user";

// Once per request: the layout, the page and the language (lib/http/request-language.ts) all ask.
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  const [store, h] = await Promise.all([cookies(), headers()]);
  const claims = await sessionClaims({ getAll: () => store.getAll() }, h);
  return claims ? sessionUser(db, claims) : null;
});

/** The user, or a redirect to sign-in that comes back to `path`. */
export async function requireUser(path: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(safeCallbackUrl(path))}`);
  return user;
}
