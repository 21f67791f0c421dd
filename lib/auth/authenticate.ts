// The caller of an API request: a bearer token for systems, or the web
// session cookie for our own pages. Both end in the same Caller, so the role
// rules are the same.
import { forbidden, unauthenticated } from "../core/errors";
import type { Db } from "../db";
import { callerForToken } from "../tokens/service";
import type { Caller } from "../core/caller";
import { cookiesOf, hasSessionCookie, isSameOriginRequest, sessionClaims } from "./session-cookie";
import { sessionUser } from "./session-user";

export async function authenticate(db: Db, req: Request): Promise<Caller> {
  const header = req.headers.get("authorization");
  if (!header) return authenticateSession(db, req);
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) throw unauthenticated("the Authorization header must be Bearer <token>");
  const caller = await callerForToken(db, m[1]);
  if (!caller) throw unauthenticated("the token is unknown, revoked or expired");
  return caller;
}

async function authenticateSession(db: Db, req: Request): Promise<Caller> {
  const cookies = cookiesOf(req.headers.get("cookie"));
  if (!hasSessionCookie(cookies)) throw unauthenticated("send an Authorization: Bearer <token> header");
  if (!isSameOriginRequest(req.headers))
    throw forbidden("a session cookie is accepted only from this site's own pages");
  const claims = await sessionClaims(cookies, req.headers);
  const user = claims && (await sessionUser(db, claims));
  if (!user) throw unauthenticated("the session has expired or was ended; sign in again");
  return {
    actor: user.actor,
    role: user.role,
    facilityIds: user.facilityIds,
    carrierCompanyId: user.carrierCompanyId,
  };
}
