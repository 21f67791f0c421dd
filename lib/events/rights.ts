// A stream's caller, read again before each event and each heartbeat: a
// deactivated user, a revoked or expired token, a staff member moved away, a
// revoked gate device, a manage link pruned or past its days stops receiving.
// Read at most once a second per caller, whatever the number of its streams
// and events, so that 2,000 streams of one facility do not ask the database
// 2,000 times per booking. A settled reading is handed back as it is, not as
// a promise: a stream with nothing queued then sends an event in the same
// turn it was offered, without a promise and a microtask per stream.
import { callerForActor } from "../tokens/actor-rights";
import { manageLinkCaller, type Caller } from "../core/caller";
import { secretHash } from "../core/handed-out-secret";
import type { Db } from "../db";
import { appointmentIdForManageToken } from "../record/manage-links";
import { gateCallerForLink } from "../gate/links";

/** How old a reading may be (EVENTS_RIGHTS_TTL_MS; the tests read at every event). */
const ttl = () => Number(process.env.EVENTS_RIGHTS_TTL_MS ?? 1_000);

/** A caller's rights: as they stand when known, else when read. */
export type Rights = Caller | null | Promise<Caller | null>;

type Entry = { caller: Promise<Caller | null>; at: number; settled: boolean; value: Caller | null };
const entries = new Map<string, Entry>();

/** The reading kept under `key`, or a new one by `read` when it is older than the TTL. */
function reading(key: string, read: (at: Date) => Promise<Caller | null>, now: number): Rights {
  let entry = entries.get(key);
  if (!entry || now - entry.at >= ttl()) {
    if (entries.size >= 10_000) entries.clear();
    const fresh: Entry = { caller: Promise.resolve(null), at: now, settled: false, value: null };
    fresh.caller = read(new Date(now))
      .catch(() => null)
      .then((value) => {
        fresh.settled = true;
        fresh.value = value;
        return value;
      });
    entries.set(key, (entry = fresh));
  }
  return entry.settled ? entry.value : entry.caller;
}

/** `caller` (a user, a token or a gate device) as it stands now; null when it may do nothing any more. */
export function currentCaller(db: Db, caller: Caller, now = Date.now()): Rights {
  const device = caller.gateLinkId;
  // A device's actor ("gate:<id>") is its own; recorded actors name users and tokens.
  if (device) return reading(caller.actor, (at) => gateCallerForLink(db, device, at), now);
  return reading(caller.actor, (at) => callerForActor(db, caller.actor, at), now);
}

/**
 * The rights of the holder of manage token `token`: its appointment's caller while the link works. Every
 * holder shares one actor ("manage-link"), so the reading is kept under the token's hash instead.
 */
export function manageLinkRights(db: Db, token: string): (caller: Caller, now?: number) => Rights {
  const key = `manage:${secretHash(token)}`;
  return (caller, now = Date.now()) =>
    reading(
      key,
      async (at) => {
        const id = await appointmentIdForManageToken(db, token, at);
        return id && id === caller.appointmentId ? manageLinkCaller(id) : null;
      },
      now,
    );
}
