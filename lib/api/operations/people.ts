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
import { ADMIN_ONLY, CARRIERS, EVERYONE, asCaller, defineOperation, type OperationDefaults } from "./define";

const tokenChange = { audit: "api_token", callers: EVERYONE } as const satisfies OperationDefaults;
const userChange = { ...ADMIN_ONLY, audit: "user", output: userSummary } as const satisfies OperationDefaults;
/** A carrier's colleagues: people signed in, not their tokens. */
const company = { callers: CARRIERS, byToken: false } as const satisfies OperationDefaults;

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
    ...tokenChange,
    summary: "Make an API token",
    byToken: false,
    input: createApiTokenInput,
    output: createdApiToken,
    refusals: [403],
    run: asCaller(createApiToken),
  }),
  revoke_api_token: defineOperation({
    ...tokenChange,
    summary: "Revoke an API token",
    input: revokeApiTokenInput,
    output: apiToken,
    refusals: [404],
    run: (input, { db, caller }) => revokeApiToken(db, caller, input.id),
  }),
  list_users: defineOperation({
    ...ADMIN_ONLY,
    summary: "Every user",
    input: listUsersInput,
    output: userList,
    run: (_input, { db, caller }) => listUsers(db, caller),
  }),
  create_user: defineOperation({
    ...userChange,
    summary: "Create a user",
    input: createUserInput,
    refusals: [403, 404, 409],
    run: asCaller(adminCreateUser),
  }),
  set_user_active: defineOperation({
    ...userChange,
    summary: "Deactivate or reactivate a user",
    input: setUserActiveInput,
    refusals: [403, 404],
    run: (input, { db, caller }) => setUserActive(db, caller, input.id, input.active),
  }),
  update_user: defineOperation({
    ...userChange,
    summary: "Change a user's name, role, facilities or company",
    input: updateUserInput,
    refusals: [403, 404],
    run: asCaller(updateUser),
  }),
  list_carrier_companies: defineOperation({
    ...ADMIN_ONLY,
    summary: "Every carrier company",
    input: listCarrierCompaniesInput,
    output: carrierCompanyList,
    run: (_input, { db, caller }) => listCarrierCompanies(db, caller),
  }),
  create_company_invitation: defineOperation({
    ...company,
    summary: "Invite a colleague to the carrier company",
    audit: "invitation",
    input: createInvitationInput,
    output: createdInvitation,
    refusals: [403],
    run: asCaller(createInvitation),
  }),
  list_company_invitations: defineOperation({
    ...company,
    summary: "The carrier company's open invitations",
    input: listInvitationsInput,
    output: invitationList,
    refusals: [403],
    run: (_input, { db, caller }) => listInvitations(db, caller),
  }),
  revoke_company_invitation: defineOperation({
    ...company,
    summary: "Withdraw an invitation",
    audit: "invitation",
    input: revokeInvitationInput,
    output: z.object({}),
    refusals: [403, 404],
    run: (input, { db, caller }) => revokeInvitation(db, caller, input.id),
  }),
};
