// What a token resolved to, remembered for a few seconds per process, so an
// API request does not read the database to authenticate (docs/performance.md).
// The price is a stated revocation delay: a change made through this process
// (revoking a token, changing or deactivating its maker) forgets at once;
// another process (a second server, the admin command line) serves what it
// remembered for at most TOKEN_CACHE_MS more (docs/api.md).
import type { Caller } from "../core/caller";

/** How long another process may still accept a token after it was revoked or its maker lost rights. */
export const TOKEN_CACHE_MS = 5_000;
/** Enough for every token of a large deployment; past it the oldest go first. */
const MAX_ENTRIES = 10_000;

export type ResolvedToken = {
  id: string;
  /** The maker's user id; null for the admin command line's tokens. */
  makerId: string | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  caller: Caller;
};

type Entry = { token: ResolvedToken; loadedAt: number };

export class TokenCache {
  #entries = new Map<string, Entry>();
  #loading = new Map<string, Promise<ResolvedToken | null>>();
  /** Bumped by every forget: a load that started before it must not store what it read. */
  #generation = 0;

  constructor(readonly ttlMs = TOKEN_CACHE_MS) {}

  /**
   * The token with this hash as remembered, or as `load` reads it now (one load at a time per hash, however
   * many requests arrive together). Only usable tokens are remembered: an unknown or revoked one is read
   * again every time (the per-address limit caps how often).
   */
  async resolve(
    hash: string,
    now: number,
    load: () => Promise<ResolvedToken | null>,
  ): Promise<ResolvedToken | null> {
    const hit = this.#entries.get(hash);
    if (hit && now - hit.loadedAt < this.ttlMs && now >= hit.loadedAt) return hit.token;
    if (hit) this.#entries.delete(hash);
    const joined = this.#loading.get(hash);
    if (joined) return joined;
    const generation = this.#generation;
    const pending: Promise<ResolvedToken | null> = load().finally(() => {
      // A forget meanwhile may have started a newer load for this hash: leave that one.
      if (this.#loading.get(hash) === pending) this.#loading.delete(hash);
    });
    this.#loading.set(hash, pending);
    const token = await pending;
    if (token && generation === this.#generation) this.#store(hash, { token, loadedAt: now });
    return token;
  }

  #store(hash: string, entry: Entry): void {
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(hash, entry);
  }

  /** Forgets one token (it was revoked here). */
  forgetToken(id: string): void {
    this.#generation++;
    this.#loading.clear();
    for (const [hash, e] of this.#entries) if (e.token.id === id) this.#entries.delete(hash);
  }

  /** Forgets everything: a user's role, facilities, company or standing changed, and so their tokens' rights. */
  clear(): void {
    this.#generation++;
    this.#loading.clear();
    this.#entries.clear();
  }
}

const KEY = Symbol.for("dockside.tokenCache");

/** This process's cache (one, however the server bundles its modules). */
export function tokenCache(): TokenCache {
  const g = globalThis as unknown as Record<symbol, TokenCache | undefined>;
  return (g[KEY] ??= new TokenCache());
}
