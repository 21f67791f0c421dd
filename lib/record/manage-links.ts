// A carrier's link to one appointment (/a/<token>), with no account: minted
// fresh for every message, so no two e-mails share a secret. Only the
// token's SHA-256 is kept, as for API tokens. Links do not pile up without end
// (each lost-link request mints one): an appointment keeps its newest
// MANAGE_LINKS_KEPT, and every link stops working MANAGE_LINK_DAYS_AFTER_END
// days after the appointment's scheduled end.
import { newHandedOutSecret, secretHash } from "../core/handed-out-secret";
import type { Db, Tx } from "../db";
import { publicUrl } from "../core/public-url";

export const MANAGE_LINKS_KEPT = 10;
export const MANAGE_LINK_DAYS_AFTER_END = 30;

/** 32 random bytes (256 bits), base64url: unguessable and safe in a path. */
export async function mintManageLink(
  db: Db | Tx,
  appointmentId: string,
  now = new Date(),
): Promise<{ token: string; url: string }> {
  const token = newHandedOutSecret("", 32);
  await db.manageLink.create({ data: { appointmentId, tokenHash: secretHash(token), createdAt: now } });
  const older = await db.manageLink.findMany({
    where: { appointmentId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: MANAGE_LINKS_KEPT,
    select: { id: true },
  });
  if (older.length) await db.manageLink.deleteMany({ where: { id: { in: older.map((l) => l.id) } } });
  return { token, url: publicUrl(`/a/${token}`) };
}

export async function appointmentIdForManageToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<string | null> {
  // A token of another shape was never minted here: no query for it.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const link = await db.manageLink.findUnique({
    where: { tokenHash: secretHash(token) },
    select: { appointmentId: true, appointment: { select: { scheduledEnd: true } } },
  });
  if (!link) return null;
  const until = link.appointment.scheduledEnd.getTime() + MANAGE_LINK_DAYS_AFTER_END * 86_400_000;
  return now.getTime() < until ? link.appointmentId : null;
}
