// Password reset by e-mail: the link's token is kept only as a hash, expires,
// works once; asking never reveals whether an account exists; a reset ends the
// user's other sessions.
import { describe, expect, it } from "vitest";
import {
  FORGOT_ANSWER,
  requestPasswordReset,
  resetLinkUsable,
  resetPassword,
} from "@/lib/auth/password-reset";
import { handleDeferred } from "@/lib/outbox/deferred";
import { DEFERRED } from "@/lib/worker/worker";
import { authenticateUser } from "@/lib/users/service";
import { statementsOf } from "./support/statements";
import { db } from "./helpers";
import { op } from "./ops";
import { userSession } from "./support/admin-session";

async function linkFor(email: string, now = new Date()) {
  expect((await requestPasswordReset(db, email)).message).toBe(FORGOT_ANSWER);
  await handleDeferred(db, DEFERRED, now);
  const mail = await db.mailMessage.findFirst({
    where: { recipient: email, kind: "password_reset" },
    orderBy: { delivery: { createdAt: "desc" } },
  });
  return /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
}

const NEW = "a brand new passphrase";

describe("password reset", () => {
  it("answers an address with an account after the very same statements as one without (no timing tells)", async () => {
    const user = await userSession({ role: "carrier", carrier: `Reset Co ${crypto.randomUUID()}` });
    const nobody = `nobody-${crypto.randomUUID()}@example.test`;
    const forUser = await statementsOf((counted) => requestPasswordReset(counted, user.email));
    const forNobody = await statementsOf((counted) => requestPasswordReset(counted, nobody));
    expect(forUser.statements).toEqual(forNobody.statements);
    expect(forUser.answer).toEqual(forNobody.answer);
    // The work that differs comes after the answer, in the worker: a link for the account, nothing else.
    await handleDeferred(db, DEFERRED);
    expect(await db.mailMessage.count({ where: { recipient: user.email, kind: "password_reset" } })).toBe(1);
    expect(await db.mailMessage.count({ where: { recipient: nobody } })).toBe(0);
  });

  it("sends a link that sets a new password once and signs the user out elsewhere", async () => {
    const user = await userSession({ role: "carrier", carrier: `Reset Co ${crypto.randomUUID()}` });
    const token = await linkFor(user.email);
    expect(await db.passwordReset.count({ where: { tokenHash: token } })).toBe(0); // only the hash is kept
    expect(await resetLinkUsable(db, token)).toBe(true);
    await resetPassword(db, { token, password: NEW, confirm: NEW });
    expect(await authenticateUser(db, user.email, NEW)).not.toBeNull();
    expect(await authenticateUser(db, user.email, "a long passphrase")).toBeNull();
    // The session from before the reset no longer works.
    expect((await op("get_my_appointments", { when: "upcoming" }, null, user.headers)).status).toBe(401);
    await expect(resetPassword(db, { token, password: NEW, confirm: NEW })).rejects.toMatchObject({
      code: "invalid_argument",
      details: [{ field: "token", reason: "invalid_link" }],
    });
    expect(await resetLinkUsable(db, token)).toBe(false);
  });

  it("refuses an expired link, and sends nothing for an address without an account", async () => {
    const user = await userSession({ role: "carrier", carrier: `Reset Co ${crypto.randomUUID()}` });
    const token = await linkFor(user.email, new Date(Date.now() - 61 * 60_000));
    await expect(resetPassword(db, { token, password: NEW, confirm: NEW })).rejects.toMatchObject({
      code: "invalid_argument",
    });
    const nobody = `nobody-${crypto.randomUUID()}@example.test`;
    expect((await requestPasswordReset(db, nobody)).message).toBe(FORGOT_ANSWER);
    await handleDeferred(db, DEFERRED);
    expect(await db.mailMessage.count({ where: { recipient: nobody } })).toBe(0);
  });

  it("holds the new password to the sign-up rule: 10 characters and not a common password", async () => {
    const user = await userSession({ role: "carrier", carrier: `Reset Co ${crypto.randomUUID()}` });
    const token = await linkFor(user.email);
    for (const [password, reason] of [
      ["password1234", "common_password"],
      ["Qwertyuiop", "common_password"],
      ["short pw", "too_small"],
    ] as const)
      await expect(resetPassword(db, { token, password, confirm: password })).rejects.toMatchObject({
        code: "invalid_argument",
        details: [{ field: "password", reason }],
      });
    // Refused passwords leave the link usable and the old password in place.
    expect(await resetLinkUsable(db, token)).toBe(true);
    expect(await authenticateUser(db, user.email, "a long passphrase")).not.toBeNull();
    await resetPassword(db, { token, password: NEW, confirm: NEW });
    expect(await authenticateUser(db, user.email, NEW)).not.toBeNull();
  });
});
