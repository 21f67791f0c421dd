// Invitations to a carrier company. The link's secret is random (192 bits)
// and stored only as its SHA-256; an invitation is for one e-mail address,
// used once, within 7 days. Made by the company's people in the app: an API
// token, like any system, may not bring people into the company.
import type { Db, Prisma, Tx } from "../db";
import { DomainError, forbidden, notFound } from "../core/errors";
import type { Caller } from "../core/caller";
import { newHandedOutSecret, secretHash as hashOf } from "../core/handed-out-secret";
import { MADE_BY, makerName, signedInUserId } from "../audit/made-by";
import type { CreatedInvitation, Invitation } from "./invitations-schema";
import { recordAudit } from "../audit/record";

const VALID_DAYS = 7;
const PREFIX = "inv_";

const INCLUDE = {
  carrierCompany: { select: { name: true } },
  ...MADE_BY,
} as const;
type Row = Prisma.CompanyInvitationGetPayload<{ include: typeof INCLUDE }>;

const summary = (r: Row): Invitation => ({
  id: r.id,
  email: r.email,
  company: r.carrierCompany.name,
  created_at: r.createdAt.toISOString(),
  created_by: makerName(r.createdBy),
  expires_at: r.expiresAt.toISOString(),
});

/** The company of a signed-in carrier; tokens and other roles are refused. */
function memberCompany(caller: Caller): { companyId: string; userId: string } {
  const userId = signedInUserId(caller);
  if (!userId) throw forbidden("invitations are made by people in the app, not by API tokens");
  if (caller.role !== "carrier" || !caller.carrierCompanyId)
    throw forbidden("only a carrier company's own people invite colleagues");
  return { companyId: caller.carrierCompanyId, userId };
}

const pending = (now: Date) => ({ acceptedAt: null, revokedAt: null, expiresAt: { gt: now } });

/** What an invitation's maker is now: it opens the company only while they are still an active member of it. */
const MAKER_NOW = { select: { active: true, role: true, carrierCompanyId: true } } as const;
type MakerNow = { active: boolean; role: string; carrierCompanyId: string | null } | null;
const makerStillIn = (maker: MakerNow, companyId: string) =>
  !!maker && maker.active && maker.role === "carrier" && maker.carrierCompanyId === companyId;

export async function createInvitation(
  db: Db,
  caller: Caller,
  input: { email: string },
  now = new Date(),
): Promise<CreatedInvitation> {
  const { companyId, userId } = memberCompany(caller);
  const secret = newHandedOutSecret(PREFIX, 24);
  const row = await db.$transaction(async (tx) => {
    const row = await tx.companyInvitation.create({
      data: {
        carrierCompanyId: companyId,
        email: input.email,
        hash: hashOf(secret),
        createdById: userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + VALID_DAYS * 86_400_000),
      },
      include: INCLUDE,
    });
    await recordAudit(tx, caller, {
      action: "create_company_invitation",
      target: { kind: "invitation", id: row.id },
      before: null,
      after: summary(row),
    });
    return row;
  });
  return { ...summary(row), path: `/signup?invitation=${encodeURIComponent(secret)}` };
}

export async function listInvitations(db: Db, caller: Caller, now = new Date()) {
  const { companyId } = memberCompany(caller);
  const rows = await db.companyInvitation.findMany({
    where: { carrierCompanyId: companyId, ...pending(now) },
    include: INCLUDE,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return { invitations: rows.map(summary) };
}

export async function revokeInvitation(db: Db, caller: Caller, id: string, now = new Date()) {
  const { companyId } = memberCompany(caller);
  await db.$transaction(async (tx) => {
    const where = { id, carrierCompanyId: companyId, acceptedAt: null, revokedAt: null };
    const before = await tx.companyInvitation.findFirst({ where, include: INCLUDE });
    const { count } = await tx.companyInvitation.updateMany({ where, data: { revokedAt: now } });
    if (!before || !count) throw notFound("invitation");
    await recordAudit(tx, caller, {
      action: "revoke_company_invitation",
      target: { kind: "invitation", id },
      before: summary(before),
      after: { ...summary(before), revoked_at: now.toISOString() },
    });
  });
  return {};
}

/** What the sign-up page shows for a link: the company and the e-mail, or null when it cannot be used. */
export async function invitationForLink(db: Db, secret: string, now = new Date()) {
  if (!secret.startsWith(PREFIX) || secret.length > 100) return null;
  const row = await db.companyInvitation.findFirst({
    where: { hash: hashOf(secret), ...pending(now) },
    select: {
      email: true,
      carrierCompanyId: true,
      carrierCompany: { select: { name: true } },
      createdBy: MAKER_NOW,
    },
  });
  if (!row || !makerStillIn(row.createdBy, row.carrierCompanyId)) return null;
  return { company: row.carrierCompany.name, email: row.email };
}

export const invitationUnusable = () =>
  new DomainError("conflict", "the invitation cannot be used", [
    {
      field: "invitation",
      reason: "invitation_unusable",
      message:
        "This invitation link has expired, was used already or was withdrawn. Ask your colleague for a new one.",
    },
  ]);

/**
 * Uses the invitation for `email` inside the sign-up transaction: its company,
 * or a refusal. The update is conditional, so two sign-ups with one link
 * cannot both succeed.
 */
export async function acceptInvitation(tx: Tx, secret: string, email: string, now = new Date()) {
  const row = await tx.companyInvitation.findFirst({
    where: { hash: hashOf(secret), ...pending(now) },
    select: { id: true, email: true, carrierCompanyId: true, createdBy: MAKER_NOW },
  });
  if (!row || !makerStillIn(row.createdBy, row.carrierCompanyId)) throw invitationUnusable();
  if (row.email !== email)
    throw new DomainError("conflict", "the invitation is for another e-mail address", [
      {
        field: "email",
        reason: "invitation_email",
        message: "Use the e-mail address the invitation was sent to.",
      },
    ]);
  const { count } = await tx.companyInvitation.updateMany({
    where: { id: row.id, acceptedAt: null },
    data: { acceptedAt: now },
  });
  if (!count) throw invitationUnusable();
  return row.carrierCompanyId;
}
