// Whether an address must sign in through the identity provider (its domain is
// SSO-only): asked by password sign-in and password reset, below the admin code.
import type { Db, Tx } from "../db";

export async function isSsoOnly(db: Db | Tx, email: string): Promise<boolean> {
  const domain = emailDomain(email);
  return !!domain && !!(await db.ssoOnlyDomain.findUnique({ where: { domain }, select: { domain: true } }));
}

/** The e-mail's domain, lower case; "" when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}
