// Invitations to join a carrier company (extension operations): a member makes
// one for a colleague's e-mail address and passes its link on; the colleague
// signs up through the link and belongs to the company. The only way into an
// existing company besides an admin.
import { z } from "zod";
import { email, uuid } from "../core/validation";

export const invitation = z.object({
  id: z.uuid(),
  email: z.string().meta({ description: "Who may sign up with it." }),
  company: z.string(),
  created_at: z.iso.datetime(),
  created_by: z.string().nullable().meta({ description: "The member who made it (name or e-mail)." }),
  expires_at: z.iso.datetime(),
});

export const createInvitationInput = z.object({ email }).meta({
  description: [
    "Extension. Carrier users, signed in (not API tokens): invites a colleague to their company. The answer holds",
    "the link, the only time it is shown: pass it on. Whoever signs up through it with this e-mail address joins the",
    "company and sees its appointments. Valid 7 days, once.",
  ].join(" "),
});
export const createdInvitation = invitation.extend({
  path: z
    .string()
    .meta({ description: "The sign-up link, relative to the app's address: /signup?invitation=…" }),
});

export const listInvitationsInput = z.object({}).meta({
  description:
    "Extension. Carrier users, signed in: their company's invitations not yet used, revoked or expired.",
});
export const invitationList = z.object({ invitations: z.array(invitation) });

export const revokeInvitationInput = z.object({ id: uuid }).meta({
  description: "Extension. Carrier users, signed in: makes an invitation of their company unusable at once.",
});

export type Invitation = z.output<typeof invitation>;
export type CreatedInvitation = z.output<typeof createdInvitation>;
