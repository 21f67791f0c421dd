// The hub's source on PostgreSQL: one LISTEN connection per process. The
// outbox trigger (prisma/migrations/postgresql/*_live_event_cursor) NOTIFYs an
// event's id when its transaction commits, so events arrive in commit order;
// each is read from the table (nothing large or secret travels in NOTIFY).
//
// Cursors are taken at insert, and transactions may commit out of cursor
// order, so "after the last cursor seen" is not enough to catch up: after a
// lost connection the listener reads everything after the highest cursor it
// handed over *or* written since a while before the loss (LATE_MS, longer
// than any transaction lasts), and drops what it already handed over.
import pg from "pg";
import { log } from "../core/log";
import type { Db } from "../db";
import { databaseUrl } from "../db/url";
import { freshEventsNamed } from "./fresh";
import { eventsSince, lastCursor, type StoredEvent } from "./stored";

export const CHANNEL = "dockside_events";
const LATE_MS = 60_000;
/** How long an id handed over is remembered, to drop it when a catch-up reads it again. */
const SEEN_MS = LATE_MS * 5;
const CATCH_UP_LIMIT = 50_000;

export class PgListener {
  private client: pg.Client | null = null;
  private running = false;
  /** The highest cursor handed over. */
  private high = 0;
  private readonly seen = new Map<string, number>();
  private pending: string[] = [];
  private flushing: Promise<void> | null = null;
  private retry: NodeJS.Timeout | undefined;
  private backoff = 100;
  /** While the catch-up after a loss is read, notifications wait: the missed events go first. */
  private catchingUp = false;

  constructor(
    private readonly db: Db,
    private readonly publish: (events: StoredEvent[]) => void,
    private readonly url = databaseUrl(),
  ) {}

  async start(): Promise<void> {
    this.running = true;
    await this.connect();
    this.high = Math.max(this.high, await lastCursor(this.db));
  }

  /** Whether the LISTEN connection is open (it is being made again after a loss while not). */
  connected(): boolean {
    return this.client !== null;
  }

  /** The backend of the LISTEN connection (tests end it to prove the catch-up). */
  get backendPid(): number | undefined {
    return (this.client as unknown as { processID?: number } | null)?.processID;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    const lost = (e?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners("notification");
      client.end().catch(() => {});
      log("warn", { msg: "live updates: LISTEN connection lost", error: e ? String(e) : "ended" });
      this.reconnect(new Date());
    };
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      this.pending.push(n.payload);
      if (!this.catchingUp) this.flushing ??= this.flush();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  private reconnect(lostAt: Date) {
    if (!this.running) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(async () => {
      this.catchingUp = true;
      try {
        await this.connect();
        this.backoff = 100;
        // Listening again: whatever committed meanwhile is in the table, what commits from now is notified.
        const missed = await eventsSince(
          this.db,
          this.high,
          new Date(lostAt.getTime() - LATE_MS),
          CATCH_UP_LIMIT,
        );
        this.handOver(missed);
        this.catchingUp = false;
        if (this.pending.length) this.flushing ??= this.flush();
        log("info", { msg: "live updates: LISTEN connection back", caught_up: missed.length });
      } catch (e) {
        this.backoff = Math.min(this.backoff * 2, 5_000);
        log("warn", { msg: "live updates: LISTEN reconnect failed", error: String(e) });
        this.client?.end().catch(() => {});
        this.client = null;
        this.reconnect(lostAt);
      }
    }, this.backoff);
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const ids = this.pending.splice(0, 500).filter((id) => !this.seen.has(id));
      try {
        if (ids.length) this.handOver(await freshEventsNamed(this.db, ids));
      } catch (e) {
        // The table could not be read (the pool busy or away): the same ids again in a moment.
        log("warn", { msg: "live updates: reading notified events failed", error: String(e) });
        this.pending.unshift(...ids);
        await new Promise((r) => setTimeout(r, 500));
        if (!this.running) break;
      }
    }
    this.flushing = null;
  }

  /** Hands over the events not handed over before (in one synchronous step, so no event goes twice). */
  private handOver(events: StoredEvent[]) {
    const now = Date.now();
    const fresh = events.filter((e) => !this.seen.has(e.id));
    for (const e of fresh) {
      this.seen.set(e.id, now);
      if (e.seq > this.high) this.high = e.seq;
    }
    if (this.seen.size > 1000) {
      for (const [id, at] of this.seen) {
        if (now - at < SEEN_MS) break;
        this.seen.delete(id);
      }
    }
    if (fresh.length) this.publish(fresh);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
    await this.flushing;
  }
}
