// Sign-in rules and SSO-only domains (extension operations, admins only).
import { z } from "zod";
import { ROLES } from "../core/roles";
import { optional, requiredText, text, uuid } from "../core/validation";
import { refineAccess } from "../users/schema";

export const RULE_MATCHES = ["email_domain", "claim"] as const;
export type RuleMatch = (typeof RULE_MATCHES)[number];

// A domain as people type it ("Example.com", "@example.com"), kept as "example.com".
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const domain = text(253)
  .transform((v) => v.toLowerCase().replace(/^@/, ""))
  .refine((v) => DOMAIN.test(v), {
    error: "must be an e-mail domain such as example.com",
    params: { reason: "invalid_domain" },
  });

export const signInRule = z.object({
  id: z.uuid(),
  match: z.enum(RULE_MATCHES),
  claim: z.string().meta({ description: "The claim's name when match is claim; empty otherwise." }),
  value: z.string(),
  role: z.enum(ROLES),
  facility_ids: z.array(z.uuid()),
  carrier: z.string().nullable(),
});
export type SignInRuleView = z.output<typeof signInRule>;

const ruleObject = z.object({
  match: z.enum(RULE_MATCHES, { error: "must be email_domain or claim" }).meta({
    description:
      "email_domain: the e-mail address's domain is value. claim: the ID token's claim is value, or contains it when the claim is a list (groups).",
  }),
  claim: optional(text(100)).meta({
    description: "The claim's name (groups, department...) when match is claim.",
  }),
  value: requiredText(200),
  role: z.enum(ROLES, { error: "must be staff, carrier or admin" }),
  facility_ids: z.array(uuid).max(500).default([]).meta({
    description: "Staff: the facilities the people it matches run (at least one).",
  }),
  carrier: optional(requiredText(200)).meta({ description: "Carrier: their company, made if new." }),
});

/** The rule's fields, checked together; domains kept as "example.com". */
const checkedRule = <S extends typeof ruleObject>(schema: S) =>
  schema
    .superRefine((v, ctx) => {
      refineAccess(v, ctx);
      const issue = (path: string, message: string, reason: string) =>
        ctx.addIssue({ code: "custom", path: [path], message, params: { reason } });
      if (v.match === "claim" && !v.claim) issue("claim", "is required to match a claim", "required");
      if (v.match === "email_domain" && v.claim) issue("claim", "applies only to claim rules", "not_allowed");
      if (v.match === "email_domain" && !domain.safeParse(v.value).success)
        issue("value", "must be an e-mail domain such as example.com", "invalid_domain");
    })
    .transform((v) => (v.match === "email_domain" ? { ...v, value: domain.parse(v.value) } : v));

export type RuleFields = z.output<ReturnType<typeof checkedRule>>;

export const listSignInRulesInput = z.object({}).meta({
  description:
    "Extension. The rules that decide who may sign in through the identity provider and with what role, in order: the first that matches wins. Admins only.",
});
export const signInRuleList = z.object({ rules: z.array(signInRule) });

export const createSignInRuleInput = checkedRule(ruleObject).meta({
  description: "Extension. Adds a sign-in rule at the end of the list. Admins only.",
});

export const updateSignInRuleInput = checkedRule(ruleObject.extend({ id: uuid })).meta({
  description:
    "Extension. Replaces a sign-in rule's match and what it grants; it applies at each person's next sign-in. Admins only.",
});

export const deleteSignInRuleInput = z.object({ id: uuid }).meta({
  description:
    "Extension. Removes a sign-in rule. People it matched lose access at their next sign-in unless a later rule matches them. Admins only.",
});

export const reorderSignInRulesInput = z
  .object({
    ids: z.array(uuid).max(500).meta({
      description:
        "Rules in their new order, first to try first; rules not named follow them in their order.",
    }),
  })
  .meta({ description: "Extension. Puts the sign-in rules in a new order. Admins only." });

export const ssoOnlyDomains = z.object({ domains: z.array(z.string()) });

export const getSsoOnlyDomainsInput = z.object({}).meta({
  description:
    "Extension. E-mail domains whose people must sign in through the identity provider. Admins only.",
});

export const setSsoOnlyDomainsInput = z
  .object({ domains: z.array(domain).max(100, { error: "may hold at most 100 domains" }) })
  .meta({
    description:
      "Extension. Replaces the list of SSO-only domains: password sign-in and password reset are refused for their addresses (answered as a wrong password is). Admins only.",
  });
