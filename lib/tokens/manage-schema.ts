// API token operations (extension): people make, list and revoke the tokens
// their systems use, within what they may do themselves.
import { z } from "zod";
import { optional, requiredText, uuid, wholeNumber } from "../core/validation";

export const apiToken = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z
    .string()
    .meta({ description: "The token's first characters, to recognise it; the rest is never shown again." }),
  role: z.enum(["staff", "carrier"]),
  facility_ids: z.array(z.uuid()).meta({ description: "Staff tokens: the facilities it acts on." }),
  carrier: z
    .string()
    .nullable()
    .meta({ description: "Carrier tokens: the company whose appointments it sees." }),
  created_at: z.iso.datetime(),
  created_by: z.string().nullable().meta({
    description:
      "Who made it in the app (name or e-mail); null: the admin command line. Deactivating that user revokes it.",
  }),
  last_used_at: z.iso.datetime().nullable().meta({ description: "To the minute." }),
  expires_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
});

export const listApiTokensInput = z.object({}).meta({
  description:
    "Extension. The API tokens the caller may manage: admins all; staff the staff tokens of their own facilities; carriers their company's tokens. Newest first; secrets are never listed.",
});
export const apiTokenList = z.object({ tokens: z.array(apiToken) });

export const createApiTokenInput = z
  .object({
    name: requiredText(100).meta({ description: 'What uses it, e.g. "TMS production".' }),
    role: optional(z.enum(["staff", "carrier"], { error: "must be staff or carrier" })).meta({
      description: "Default: carrier for carriers, staff otherwise.",
    }),
    facility_ids: optional(z.array(uuid).min(1, { error: "needs at least one facility" }).max(100)).meta({
      description: "Staff tokens: facilities the caller runs.",
    }),
    carrier: optional(requiredText(200)).meta({
      description:
        "Admins, carrier tokens: the company (made if new). Carriers always get their own company.",
    }),
    expires_in_days: optional(wholeNumber(1, 730)).meta({
      description: "Absent: the token does not expire.",
    }),
  })
  .meta({
    description:
      "Extension. Makes an API token; the answer holds the secret, the only time it is shown. People only (a signed-in session): an API token cannot make tokens (403). A token acts within its scope and, at each use, within what the person who made it may do then.",
  });
export const createdApiToken = apiToken.extend({
  token: z.string().meta({
    description:
      "The secret: send it as Authorization: Bearer <token>. Store it now; it cannot be shown again.",
  }),
});

export const revokeApiTokenInput = z.object({ id: uuid }).meta({
  description: "Extension. Revokes a token at once: its next request is a 401. Revoking twice is harmless.",
});

export type CreateApiTokenInput = z.output<typeof createApiTokenInput>;
export type ApiTokenSummary = z.output<typeof apiToken>;
export type CreatedApiToken = z.output<typeof createdApiToken>;
