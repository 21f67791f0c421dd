// Requests whose answer must not tell what matched (a lost manage link, a
// forgotten password) are answered after one and the same write whatever they
// ask: the request is kept here and the worker does the work that differs
// (looking up, minting a link, writing the e-mail) afterwards. Each is handled
// once, by whichever process deletes it, in the transaction of its work.
import type { Db, Tx } from "../db";

export type DeferredHandler = (tx: Tx, payload: unknown, now: Date) => Promise<void>;

/** The same single insert for every request of `kind`, matching or not. */
export async function deferRequest(db: Db, kind: string, payload: unknown): Promise<void> {
  await db.deferredRequest.create({ data: { kind, payload: JSON.stringify(payload) }, select: { id: true } });
}

/** Handles the oldest waiting requests; how many were handled here. */
export async function handleDeferred(
  db: Db,
  handlers: Record<string, DeferredHandler>,
  now = new Date(),
  limit = 50,
): Promise<number> {
  const waiting = await db.deferredRequest.findMany({ orderBy: { createdAt: "asc" }, take: limit });
  let handled = 0;
  for (const request of waiting) {
    const handler = handlers[request.kind];
    await db.$transaction(async (tx) => {
      // Taken by deleting it: another process that got here first has deleted it already.
      const { count } = await tx.deferredRequest.deleteMany({ where: { id: request.id } });
      if (!count) return;
      if (handler) await handler(tx, JSON.parse(request.payload), now);
      handled++;
    });
  }
  return handled;
}
