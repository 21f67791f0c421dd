// Password reset by e-mail: a link with a random token (only its SHA-256 kept)
// that expires after an hour and works once. Asking never tells whether the
// address has an account; using it signs the user out everywhere else.
import { newHandedOutSecret, secretHash } from "../core/handed-out-secret";
import type { Db, Tx } from "../db";
import { deferRequest } from "../outbox/deferred";
import { invalid } from "../core/errors";
import { publicUrl } from "../core/public-url";
import { enqueueMail } from "../mail/enqueue";
import { assertPasswordAllowed } from "../users/password";
import { hashPassword } from "../users/service";
import { isSsoOnly } from "../users/sso-only";
import type { ResetPasswordInput } from "./password-reset-schema";

export const RESET_LINK_MINUTES = 60;
export const FORGOT_ANSWER =
  "If an account uses that address, a link to set a new password is on its way. It works once, for an hour.";

export const PASSWORD_RESET_REQUEST = "password_reset";

/** Answered after the same single write whether or not the address has an account (lib/outbox/deferred.ts). */
export async function requestPasswordReset(db: Db, email: string): Promise<{ message: string }> {
  await deferRequest(db, PASSWORD_RESET_REQUEST, { email });
  return { message: FORGOT_ANSWER };
}

/** The worker's part: a reset link to the address, when an active account uses it. */
export async function handlePasswordResetRequest(tx: Tx, payload: unknown, now: Date): Promise<void> {
  const { email } = payload as { email: string };
  const user = await tx.user.findUnique({
    where: { email },
    select: { id: true, active: true, passwordHash: true },
  });
  // No link for an account of an SSO-only domain, nor for one the identity provider made (it has no
  // password to reset): the person signs in there. The asker's answer was the same anyway.
  if (!user?.active || !user.passwordHash || (await isSsoOnly(tx, email))) return;
  const token = newHandedOutSecret("", 32);
  const url = publicUrl(`/reset-password/${token}`);
  await tx.passwordReset.create({
    data: {
      userId: user.id,
      tokenHash: secretHash(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      createdAt: now,
    },
  });
  const intro = `Someone asked to set a new Dockside password for ${email}.`;
  const outro = "The link works once, for an hour. If it was not you, ignore this message: nothing changes.";
  await enqueueMail(tx, {
    kind: "password_reset",
    to: [email],
    subject: "Set a new Dockside password",
    text: `${intro}\n\nSet a new password: ${url}\n\n${outro}`,
    html: `<p>${intro}</p>\n<p><a href="${url}">Set a new password</a></p>\n<p>${outro}</p>`,
  });
}

const badLink = () =>
  invalid(
    "token",
    "invalid_link",
    "This link is not valid any more: it was used, or it expired. Ask for a new one.",
  );

/** Whether a reset link can still be used; the form says so before anyone types a password. */
export async function resetLinkUsable(db: Db, token: string, now = new Date()): Promise<boolean> {
  const reset = await db.passwordReset.findUnique({
    where: { tokenHash: secretHash(token) },
    select: { usedAt: true, expiresAt: true, user: { select: { active: true } } },
  });
  return !!reset && !reset.usedAt && reset.expiresAt > now && reset.user.active;
}

export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  now = new Date(),
): Promise<{ email: string }> {
  const reset = await db.passwordReset.findUnique({
    where: { tokenHash: secretHash(input.token) },
    select: { id: true, userId: true, expiresAt: true, user: { select: { active: true, email: true } } },
  });
  if (!reset || reset.expiresAt <= now || !reset.user.active) throw badLink();
  // Sent before the domain became SSO-only: no password may be set there now.
  if (await isSsoOnly(db, reset.user.email)) throw badLink();
  // The one password rule (length and the list of common passwords), as at sign-up.
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    // Claimed with a condition, so two uses of one link at once cannot both pass.
    const claimed = await tx.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw badLink();
    // Every other link of this user stops working too.
    await tx.passwordReset.updateMany({
      where: { userId: reset.userId, usedAt: null },
      data: { usedAt: now },
    });
    await tx.user.update({
      where: { id: reset.userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
    });
  });
  return { email: reset.user.email };
}
