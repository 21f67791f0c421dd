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
import { ADMINS, defineOperation } from "./define";

export const signInOperations = {
  list_sign_in_rules: defineOperation({
    summary: "The sign-in rules, in order",
    callers: ADMINS,
    input: listSignInRulesInput,
    output: signInRuleList,
    refusals: [403],
    run: (_input, { db, caller }) => listSignInRules(db, caller),
  }),
  create_sign_in_rule: defineOperation({
    summary: "Add a sign-in rule",
    audit: "sign_in_rule",
    callers: ADMINS,
    input: createSignInRuleInput,
    output: signInRule,
    refusals: [403],
    run: (input, { db, caller }) => createSignInRule(db, caller, input),
  }),
  update_sign_in_rule: defineOperation({
    summary: "Change a sign-in rule",
    audit: "sign_in_rule",
    callers: ADMINS,
    input: updateSignInRuleInput,
    output: signInRule,
    refusals: [403, 404],
    run: (input, { db, caller }) => updateSignInRule(db, caller, input),
  }),
  delete_sign_in_rule: defineOperation({
    summary: "Remove a sign-in rule",
    audit: "sign_in_rule",
    callers: ADMINS,
    input: deleteSignInRuleInput,
    output: z.object({}),
    refusals: [403, 404],
    run: (input, { db, caller }) => deleteSignInRule(db, caller, input.id),
  }),
  reorder_sign_in_rules: defineOperation({
    summary: "Put the sign-in rules in a new order",
    audit: "sign_in_rule",
    callers: ADMINS,
    input: reorderSignInRulesInput,
    output: signInRuleList,
    refusals: [403],
    run: (input, { db, caller }) => reorderSignInRules(db, caller, input.ids),
  }),
  get_sso_only_domains: defineOperation({
    summary: "Domains that must sign in through the identity provider",
    callers: ADMINS,
    input: getSsoOnlyDomainsInput,
    output: ssoOnlyDomains,
    refusals: [403],
    run: (_input, { db, caller }) => getSsoOnlyDomains(db, caller),
  }),
  set_sso_only_domains: defineOperation({
    summary: "Set the domains that must sign in through the identity provider",
    audit: "sso_domains",
    callers: ADMINS,
    input: setSsoOnlyDomainsInput,
    output: ssoOnlyDomains,
    refusals: [403],
    run: (input, { db, caller }) => setSsoOnlyDomains(db, caller, input.domains),
  }),
};
