// Which sign-in rule a person's ID token matches: the first, in order. Pure,
// so the rule table is tested without a provider.
import type { RuleMatch } from "./rules-schema";
import { emailDomain } from "../users/sso-only";

export type Claims = Record<string, unknown>;
export type Matchable = { match: RuleMatch | string; claim: string; value: string };

/**
 * A claim's value as text to compare: strings as they are, numbers and
 * booleans written out; anything else (objects, null) matches nothing.
 */
function asText(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return null;
}

/** Whether one rule matches: exact, case-sensitive for claims (group names are ids), not for domains. */
export function ruleMatches(rule: Matchable, claims: Claims, email: string): boolean {
  if (rule.match === "email_domain") return emailDomain(email) === rule.value.toLowerCase();
  if (rule.match !== "claim" || !rule.claim || !Object.hasOwn(claims, rule.claim)) return false;
  const v = claims[rule.claim];
  // Array claims (groups, roles): "contains".
  if (Array.isArray(v)) return v.some((x) => asText(x) === rule.value);
  return asText(v) === rule.value;
}

/** The first rule, in the order given, that matches; undefined when none does. */
export function firstMatch<R extends Matchable>(rules: R[], claims: Claims, email: string): R | undefined {
  return rules.find((r) => ruleMatches(r, claims, email));
}

/**
 * Whether the provider vouches for the e-mail address. `email_verified` is
 * the standard claim (some providers send it as the string "true"); Entra ID
 * sends none and instead `xms_edov` (the domain's owner verified it) when asked.
 */
export function emailVerified(claims: Claims): boolean {
  const v = claims.email_verified ?? claims.xms_edov;
  return v === true || v === "true";
}
