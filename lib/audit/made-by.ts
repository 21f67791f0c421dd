// Who made a thing in the app (an API token, an invitation): its maker's
// name, or their e-mail address when they gave no name.
import type { Caller } from "../core/caller";

/** The include that reads the maker. */
export const MADE_BY = { createdBy: { select: { name: true, email: true } } } as const;

export const makerName = (maker: { name: string; email: string } | null) =>
  maker ? maker.name || maker.email : null;

/** The user a caller is signed in as; undefined for API tokens and the admin command line. */
export const signedInUserId = (caller: Caller) =>
  caller.actor.startsWith("user:") ? caller.actor.slice("user:".length) : undefined;
