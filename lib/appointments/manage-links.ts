// A carrier's link to one appointment (/a/<token>), with no account: minted
// fresh for every message, so no two e-mails share a secret. Only the
// token's SHA-256 is kept, as for API tokens.
import { newHandedOutSecret, secretHash } from "../core/handed-out-secret";
import type { Db, Tx } from "../db";
import { publicUrl } from "../core/public-url";

/** 32 random bytes (256 bits), base64url: unguessable and safe in a path. */
export async function mintManageLink(
  db: Db | Tx,
  appointmentId: string,
): Promise<{ token: string; url: string }> {
  const token = newHandedOutSecret("", 32);
  await db.manageLink.create({ data: { appointmentId, tokenHash: secretHash(token) } });
  return { token, url: publicUrl(`/a/${token}`) };
}

export async function appointmentIdForManageToken(db: Db, token: string): Promise<string | null> {
  // A token of another shape was never minted here: no query for it.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const link = await db.manageLink.findUnique({
    where: { tokenHash: secretHash(token) },
    select: { appointmentId: true },
  });
  return link?.appointmentId ?? null;
}
