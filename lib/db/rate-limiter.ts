// Counters for rate limits and sign-in throttles (rate-limiter-flexible).
// PostgreSQL: one table every app process shares (rate_limits, made by our
// migrations), so N processes allow what one does. SQLite: this process's
// memory. A SQLite deployment is one host and `npm start` runs one process;
// a table there would turn every API request into a write, and SQLite has one
// writer at a time for the whole database.
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import { directReader } from "./direct";
import { db } from "./index";
import { databaseUrl, providerOf } from "./url";

export type LimiterOptions = {
  /** Keeps each limiter's keys apart in the one table. */
  keyPrefix: string;
  points: number;
  /** Seconds of the window; points are counted from the first one in it. */
  duration: number;
};

type Query = { text: string; values?: unknown[] };

/**
 * rate-limiter-flexible's PostgreSQL store speaks to a `pg` client. This is
 * the app's own pool, reached through the client's direct reader (./direct.ts),
 * so the counters share its connections (and its handling of an unreachable
 * database) rather than open a second pool, without Prisma's runtime on every
 * request. Its upsert is a single INSERT ... ON CONFLICT ... RETURNING: one
 * round trip a request.
 */
const poolAsPg = {
  async query({ text, values = [] }: Query) {
    const { rows, rowCount } = await directReader(db).pgQuery(text, values);
    // bigint comes back as text; the library does arithmetic with numbers.
    const plain = (rows as { points?: unknown; expire?: unknown }[]).map((r) => ({
      points: Number(r.points),
      expire: r.expire === null || r.expire === undefined ? null : Number(r.expire),
    }));
    return { rows: plain, rowCount };
  },
};

// One map per process, not per module copy: the stream served before Next (lib/api/events-node.ts) counts
// against the same limiters as the operations. A limiter in it may so have been made by another bundle's copy
// of rate-limiter-flexible (Next's instrumentation bundle, which serves that stream, has its own): its refusals
// are not instances of this copy's RateLimiterRes, hence waitOf below.
const KEY = Symbol.for("dockside.rateLimiters");
const made = ((globalThis as unknown as Record<symbol, Map<string, RateLimiterAbstract> | undefined>)[KEY] ??=
  new Map());

/**
 * The limiter for these options, made once per process. When the database
 * cannot be reached, counting goes on in memory (insuranceLimiter) so that a
 * limit never turns into an error of its own; the request then meets the
 * database's 503 where it needs the database.
 */
export function limiter(opts: LimiterOptions): RateLimiterAbstract {
  const id = `${opts.keyPrefix}:${opts.points}:${opts.duration}`;
  let found = made.get(id);
  if (!found) {
    const memory = new RateLimiterMemory(opts);
    found =
      providerOf(databaseUrl()) === "postgresql"
        ? new RateLimiterPostgres({
            ...opts,
            storeClient: poolAsPg,
            storeType: "client",
            tableName: "rate_limits",
            tableCreated: true,
            // Only one limiter clears expired rows (every 5 minutes); they all share the table.
            clearExpiredByTimeout: made.size === 0,
            // Past the limit, refuse from memory without asking the database again until the window ends.
            inMemoryBlockOnConsumed: opts.points + 1,
            insuranceLimiter: memory,
          })
        : memory;
    made.set(id, found);
  }
  return found;
}

/**
 * The seconds a limiter's refusal asks to wait, or null when `e` is no refusal (a store's error). Read from the
 * refusal's shape (a RateLimiterRes, which is no Error), not `instanceof`: see the map above.
 */
export function waitOf(e: unknown): number | null {
  if (e === null || typeof e !== "object" || e instanceof Error) return null;
  const { msBeforeNext, remainingPoints } = e as { msBeforeNext?: unknown; remainingPoints?: unknown };
  if (typeof msBeforeNext !== "number" || typeof remainingPoints !== "number") return null;
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/** Consumes `points` of `key`: 0 when they were there, else the seconds until they are (nothing counted then). */
export async function consumeOrWait(l: RateLimiterAbstract, key: string, points = 1): Promise<number> {
  try {
    await l.consume(key, points);
    return 0;
  } catch (e) {
    const wait = waitOf(e);
    if (wait === null) throw e;
    return wait;
  }
}
