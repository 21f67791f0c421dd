// A sign-in through the identity provider, decided by the sign-in rules. The
// first sign-in that a rule matches makes the account (or links the password
// account with the same verified address); every later one applies the rules
// again, so a person moved between groups at the provider moves here, and one
// no rule matches any more is deactivated as an admin would deactivate them.
import type { Db } from "../db";
import type { Role } from "../core/roles";
import { singleLineText } from "../core/validation";
import { tokenCache } from "../tokens/cache";
import { deactivateUser } from "../users/deactivate";
import { type Claims, emailVerified, firstMatch } from "./match";
import { rulesInOrder, type StoredRule } from "./rules";

/** Why a sign-in through the provider is refused; the sign-in page words each one. */
export const SSO_REFUSALS = ["no_email", "unverified", "no_rule", "deactivated"] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

export type SsoUser = { id: string; email: string; name: string; role: Role; sessionVersion: number };
export type SsoOutcome = { user: SsoUser } | { refused: SsoRefusal };

// Accounts made here have no password: "" is no argon2 hash, so no password matches it (verifyPassword).
const NO_PASSWORD = "";

const nameOf = (claims: Claims) => {
  const name = typeof claims.name === "string" ? claims.name.trim().slice(0, 200) : "";
  return singleLineText(name) ? name : "";
};

export async function signInWithClaims(db: Db, claims: Claims): Promise<SsoOutcome> {
  const sub = typeof claims.sub === "string" ? claims.sub : "";
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!sub || !email.includes("@")) return { refused: "no_email" };
  // An address the provider does not vouch for could be anyone's: it neither makes nor links an account.
  if (!emailVerified(claims)) return { refused: "unverified" };

  const user =
    (await db.user.findUnique({ where: { ssoSubject: sub } })) ??
    (await db.user.findUnique({ where: { email } }));
  const rule = firstMatch((await rulesInOrder(db)).filter(grantsSomething), claims, email);
  if (!rule) {
    // Only an account the rules govern (it signed in this way before) loses access; a password
    // account that never did is left as it is.
    if (user?.ssoSubject && user.active) await deactivateUser(db, user.id, { byRules: true });
    return { refused: "no_rule" };
  }
  // An admin deactivated them: the rules do not overrule that.
  if (user && !user.active && !user.ruleDeactivated) return { refused: "deactivated" };
  const saved = user
    ? await applyRule(db, user.id, rule, sub, claims)
    : await createFromRule(db, rule, sub, email, claims);
  return {
    user: {
      id: saved.id,
      email: saved.email,
      name: saved.name,
      role: saved.role as Role,
      sessionVersion: saved.sessionVersion,
    },
  };
}

/**
 * A staff rule whose facilities were all removed since, or a carrier rule whose company went, grants
 * nothing: it is passed over, as if it were not there, rather than making an account that can do nothing.
 */
const grantsSomething = (r: StoredRule) =>
  r.role === "staff" ? r.facilities.length > 0 : r.role === "carrier" ? !!r.carrierCompany : true;

function access(rule: StoredRule) {
  const role = rule.role as Role;
  return {
    role,
    facilityIds: role === "staff" ? rule.facilities.map((f) => f.facilityId) : [],
    carrierCompanyId: role === "carrier" ? (rule.carrierCompany?.id ?? null) : null,
  };
}

function createFromRule(db: Db, rule: StoredRule, sub: string, email: string, claims: Claims) {
  const { role, facilityIds, carrierCompanyId } = access(rule);
  return db.user.create({
    data: {
      email,
      name: nameOf(claims),
      passwordHash: NO_PASSWORD,
      ssoSubject: sub,
      role,
      carrierCompanyId,
      facilities: { create: facilityIds.map((facilityId) => ({ facilityId })) },
    },
  });
}

/** The rule's role, facilities and company, exactly; the account linked and active. */
async function applyRule(db: Db, userId: string, rule: StoredRule, sub: string, claims: Claims) {
  const { role, facilityIds, carrierCompanyId } = access(rule);
  const name = nameOf(claims);
  const saved = await db.$transaction(async (tx) => {
    await tx.userFacility.deleteMany({ where: { userId, facilityId: { notIn: facilityIds } } });
    const kept = new Set((await tx.userFacility.findMany({ where: { userId } })).map((f) => f.facilityId));
    await tx.userFacility.createMany({
      data: facilityIds.filter((id) => !kept.has(id)).map((facilityId) => ({ userId, facilityId })),
    });
    return tx.user.update({
      where: { id: userId },
      data: {
        role,
        carrierCompanyId,
        ssoSubject: sub,
        active: true,
        ruleDeactivated: false,
        ...(name ? { name } : {}),
      },
    });
  });
  // API tokens they made act within their rights as they are now.
  tokenCache().clear();
  return saved;
}
