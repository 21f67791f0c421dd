// A token's last_used_at, written off the request path: a request only notes
// the use, and a timer writes the noted uses together a moment later, at most
// once a minute per token per process (the field is "to the minute").
import type { Db } from "../db";
import { log } from "../core/log";

const RESOLUTION_MS = 60_000;
/** How long uses wait to be written together. */
const FLUSH_DELAY_MS = 1_000;

export class LastUsedWriter {
  /** When each token's use was last written (or found written), by this process. */
  #written = new Map<string, number>();
  #pending = new Map<string, Date>();
  #db: Db | null = null;
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();

  /** Notes a use of token `id` at `now`; `stored` is its last_used_at as last read. */
  note(db: Db, id: string, now: Date, stored: Date | null): void {
    const written = Math.max(this.#written.get(id) ?? 0, stored?.getTime() ?? 0);
    if (now.getTime() - written <= RESOLUTION_MS) return;
    this.#written.set(id, now.getTime());
    this.#pending.set(id, now);
    this.#db = db;
    this.#timer ??= setTimeout(() => void this.flush(), FLUSH_DELAY_MS);
    this.#timer.unref?.();
  }

  /** Writes what is noted now; resolves when it and any write before it are done. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const batch = [...this.#pending];
    this.#pending.clear();
    const db = this.#db;
    this.#flushing = this.#flushing.then(async () => {
      if (!db || !batch.length) return;
      try {
        await db.$transaction(
          batch.map(([id, at]) => db.apiToken.updateMany({ where: { id }, data: { lastUsedAt: at } })),
        );
      } catch (e) {
        // Not worth failing anything for: the next use a minute on writes it again.
        for (const [id] of batch) this.#written.delete(id);
        log("warn", { msg: "could not record when tokens were last used", error: String(e) });
      }
      // Keep the map to the tokens in use.
      const old = Date.now() - 2 * RESOLUTION_MS;
      for (const [id, at] of this.#written) if (at < old) this.#written.delete(id);
    });
    return this.#flushing;
  }
}

const KEY = Symbol.for("dockside.lastUsedWriter");

/** This process's writer. */
export function lastUsedWriter(): LastUsedWriter {
  const g = globalThis as unknown as Record<symbol, LastUsedWriter | undefined>;
  return (g[KEY] ??= new LastUsedWriter());
}
