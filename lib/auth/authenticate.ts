// The caller of an API request: a bearer token for systems, or the web
// session cookie for our own pages. Both end in the same Caller, so the role
// rules are the same.
import { forbidden, unauthenticated } from "../core/errors";
import type { Db } from "../db";
import { callerForToken } from "../tokens/service";
import { GATE_COOKIE, GATE_SECRET_PREFIX, gateCallerForSecret } from "../gate/links";
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
  // Valid, but its maker no longer has any of the rights it was made with (demoted, moved): nothing it may
  // do, which is a refusal, not an empty answer.
  if (caller.role === "staff" ? !caller.facilityIds.length : !caller.carrierCompanyId)
    throw forbidden("this token's maker no longer has the rights it was made with; make a new token");
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

/**
 * The caller of a gate operation: staff credentials as anywhere, or a gate
 * device's secret (Authorization: Bearer gate_..., or the tablet's cookie,
 * from this site's own pages only). Only the gate's operations ask here, so a
 * gate secret opens nothing else.
 */
export async function authenticateGate(db: Db, req: Request): Promise<Caller> {
  const header = req.headers.get("authorization");
  const bearer = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer?.startsWith(GATE_SECRET_PREFIX)) {
    const caller = await gateCallerForSecret(db, bearer);
    if (!caller) throw unauthenticated("the gate device link is unknown or was revoked");
    return caller;
  }
  const cookies = cookiesOf(req.headers.get("cookie"));
  const secret = cookies.getAll().find((c) => c.name === GATE_COOKIE)?.value;
  if (header || !secret) return authenticate(db, req);
  // A signed-in staff member at a device tablet acts as themselves.
  if (hasSessionCookie(cookies)) {
    const person = await authenticateSession(db, req).catch(() => null);
    if (person) return person;
  }
  if (!isSameOriginRequest(req.headers))
    throw forbidden("a gate device's cookie is accepted only from this site's own pages");
  const caller = await gateCallerForSecret(db, secret);
  if (!caller) throw unauthenticated("this gate device was revoked; ask the office for a new gate link");
  return caller;
}
