// Ending a user's access, one way for every cause (an admin's decision, or no
// sign-in rule matching them any more): every open session ends on its next
// request (the session version moves on, lib/auth/session-user.ts), the API
// tokens they made are revoked, and sign-in is refused.
import type { Db, Tx } from "../db";
import { tokenCache } from "../tokens/cache";

export async function deactivateUser(
  db: Db,
  id: string,
  { byRules = false }: { byRules?: boolean } = {},
): Promise<void> {
  await db.$transaction((tx) => deactivateIn(tx, id, { byRules }));
  // The tokens they made follow their rights: at once here, elsewhere within TOKEN_CACHE_MS.
  tokenCache().clear();
}

/** The writes of `deactivateUser`, in the caller's transaction (which clears the token cache after it). */
export async function deactivateIn(tx: Tx, id: string, { byRules = false }: { byRules?: boolean } = {}) {
  // The tokens they made go with them; reactivation does not bring them back.
  await tx.apiToken.updateMany({
    where: { createdById: id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  await tx.user.update({
    where: { id },
    data: { active: false, ruleDeactivated: byRules, sessionVersion: { increment: 1 } },
  });
}
