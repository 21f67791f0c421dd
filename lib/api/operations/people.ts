// Operations on who may act: API tokens, users and carrier companies.
import { z } from "zod";
import { listCarrierCompanies } from "../../carriers/queries";
import { carrierCompanyList, listCarrierCompaniesInput } from "../../carriers/schema";
import { createApiToken, listApiTokens, revokeApiToken } from "../../tokens/manage";
import {
  apiToken,
  apiTokenList,
  createApiTokenInput,
  createdApiToken,
  listApiTokensInput,
  revokeApiTokenInput,
} from "../../tokens/manage-schema";
import { adminCreateUser, listUsers, setUserActive, updateUser } from "../../users/admin";
import {
  createUserInput,
  listUsersInput,
  setUserActiveInput,
  updateUserInput,
  userList,
  userSummary,
} from "../../users/admin-schema";
import { createInvitation, listInvitations, revokeInvitation } from "../../carriers/invitations";
import {
  createdInvitation,
  createInvitationInput,
  invitationList,
  listInvitationsInput,
  revokeInvitationInput,
} from "../../carriers/invitations-schema";
import { ADMINS, CARRIERS, EVERYONE, defineOperation } from "./define";

export const peopleOperations = {
  list_api_tokens: defineOperation({
    summary: "API tokens the caller manages",
    callers: EVERYONE,
    input: listApiTokensInput,
    output: apiTokenList,
    refusals: [],
    run: (_input, { db, caller }) => listApiTokens(db, caller),
  }),
  create_api_token: defineOperation({
    summary: "Make an API token",
    audit: "api_token",
    callers: EVERYONE,
    byToken: false,
    input: createApiTokenInput,
    output: createdApiToken,
    refusals: [403],
    run: (input, { db, caller }) => createApiToken(db, caller, input),
  }),
  revoke_api_token: defineOperation({
    summary: "Revoke an API token",
    audit: "api_token",
    callers: EVERYONE,
    input: revokeApiTokenInput,
    output: apiToken,
    refusals: [404],
    run: (input, { db, caller }) => revokeApiToken(db, caller, input.id),
  }),
  list_users: defineOperation({
    summary: "Every user",
    callers: ADMINS,
    input: listUsersInput,
    output: userList,
    refusals: [403],
    run: (_input, { db, caller }) => listUsers(db, caller),
  }),
  create_user: defineOperation({
    summary: "Create a user",
    audit: "user",
    callers: ADMINS,
    input: createUserInput,
    output: userSummary,
    refusals: [403, 404, 409],
    run: (input, { db, caller }) => adminCreateUser(db, caller, input),
  }),
  set_user_active: defineOperation({
    summary: "Deactivate or reactivate a user",
    audit: "user",
    callers: ADMINS,
    input: setUserActiveInput,
    output: userSummary,
    refusals: [403, 404],
    run: (input, { db, caller }) => setUserActive(db, caller, input.id, input.active),
  }),
  update_user: defineOperation({
    summary: "Change a user's name, role, facilities or company",
    audit: "user",
    callers: ADMINS,
    input: updateUserInput,
    output: userSummary,
    refusals: [403, 404],
    run: (input, { db, caller }) => updateUser(db, caller, input),
  }),
  list_carrier_companies: defineOperation({
    summary: "Every carrier company",
    callers: ADMINS,
    input: listCarrierCompaniesInput,
    output: carrierCompanyList,
    refusals: [403],
    run: (_input, { db, caller }) => listCarrierCompanies(db, caller),
  }),
  create_company_invitation: defineOperation({
    summary: "Invite a colleague to the carrier company",
    audit: "invitation",
    callers: CARRIERS,
    byToken: false,
    input: createInvitationInput,
    output: createdInvitation,
    refusals: [403],
    run: (input, { db, caller }) => createInvitation(db, caller, input),
  }),
  list_company_invitations: defineOperation({
    summary: "The carrier company's open invitations",
    callers: CARRIERS,
    byToken: false,
    input: listInvitationsInput,
    output: invitationList,
    refusals: [403],
    run: (_input, { db, caller }) => listInvitations(db, caller),
  }),
  revoke_company_invitation: defineOperation({
    summary: "Withdraw an invitation",
    audit: "invitation",
    callers: CARRIERS,
    byToken: false,
    input: revokeInvitationInput,
    output: z.object({}),
    refusals: [403, 404],
    run: (input, { db, caller }) => revokeInvitation(db, caller, input.id),
  }),
};
