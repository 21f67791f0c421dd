// A stream's caller, read again before each event and each heartbeat: a
// deactivated user, a revoked or expired token, a staff member moved away
// stops receiving. Read at most once a second per caller, whatever the
// number of its streams and events, so that 2,000 streams of one facility do
// not ask the database 2,000 times per booking.
import { callerForActor } from "../auth/actor-rights";
import type { Caller } from "../core/caller";
import type { Db } from "../db";

/** How old a reading may be (EVENTS_RIGHTS_TTL_MS; the tests read at every event). */
const ttl = () => Number(process.env.EVENTS_RIGHTS_TTL_MS ?? 1_000);

type Entry = { caller: Promise<Caller | null>; at: number };
const entries = new Map<string, Entry>();

/** `caller` as it stands now, from a second-old reading at most; null when it may do nothing any more. */
export function currentCaller(db: Db, caller: Caller, now = Date.now()): Promise<Caller | null> {
  let entry = entries.get(caller.actor);
  if (!entry || now - entry.at >= ttl()) {
    if (entries.size >= 10_000) entries.clear();
    entry = { caller: callerForActor(db, caller.actor, new Date(now)).catch(() => null), at: now };
    entries.set(caller.actor, entry);
  }
  return entry.caller;
}
