// Operations on who may sign in through the company's identity provider:
// the sign-in rules and the SSO-only domains (admins only).
import { z } from "zod";
import { getSsoOnlyDomains, setSsoOnlyDomains } from "../../sso/domains";
import {
  createSignInRule,
  deleteSignInRule,
  listSignInRules,
  reorderSignInRules,
  updateSignInRule,
} from "../../sso/rules";
import {
  createSignInRuleInput,
  deleteSignInRuleInput,
  getSsoOnlyDomainsInput,
  listSignInRulesInput,
  reorderSignInRulesInput,
  setSsoOnlyDomainsInput,
  signInRule,
  signInRuleList,
  ssoOnlyDomains,
  updateSignInRuleInput,
} from "../../sso/rules-schema";
import { ADMIN_ONLY, asCaller, defineOperation, type OperationDefaults } from "./define";

const ruleChange = { ...ADMIN_ONLY, audit: "sign_in_rule" } as const satisfies OperationDefaults;

export const signInOperations = {
  list_sign_in_rules: defineOperation({
    ...ADMIN_ONLY,
    summary: "The sign-in rules, in order",
    input: listSignInRulesInput,
    output: signInRuleList,
    run: (_input, { db, caller }) => listSignInRules(db, caller),
  }),
  create_sign_in_rule: defineOperation({
    ...ruleChange,
    summary: "Add a sign-in rule",
    input: createSignInRuleInput,
    output: signInRule,
    run: asCaller(createSignInRule),
  }),
  update_sign_in_rule: defineOperation({
    ...ruleChange,
    summary: "Change a sign-in rule",
    input: updateSignInRuleInput,
    output: signInRule,
    refusals: [403, 404],
    run: asCaller(updateSignInRule),
  }),
  delete_sign_in_rule: defineOperation({
    ...ruleChange,
    summary: "Remove a sign-in rule",
    input: deleteSignInRuleInput,
    output: z.object({}),
    refusals: [403, 404],
    run: (input, { db, caller }) => deleteSignInRule(db, caller, input.id),
  }),
  reorder_sign_in_rules: defineOperation({
    ...ruleChange,
    summary: "Put the sign-in rules in a new order",
    input: reorderSignInRulesInput,
    output: signInRuleList,
    run: (input, { db, caller }) => reorderSignInRules(db, caller, input.ids),
  }),
  get_sso_only_domains: defineOperation({
    ...ADMIN_ONLY,
    summary: "Domains that must sign in through the identity provider",
    input: getSsoOnlyDomainsInput,
    output: ssoOnlyDomains,
    run: (_input, { db, caller }) => getSsoOnlyDomains(db, caller),
  }),
  set_sso_only_domains: defineOperation({
    ...ADMIN_ONLY,
    summary: "Set the domains that must sign in through the identity provider",
    audit: "sso_domains",
    input: setSsoOnlyDomainsInput,
    output: ssoOnlyDomains,
    run: (input, { db, caller }) => setSsoOnlyDomains(db, caller, input.domains),
  }),
};
