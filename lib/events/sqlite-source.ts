// The hub's source on SQLite: one process writes at a time and a row's cursor
// is its rowid, so cursor order is commit order and "everything after the
// last cursor handed over" misses nothing. Read after each API request (the
// nudge) and every POLL_MS while any stream is open, for writes made outside
// a request (the outbox script, the admin command line).
import { log } from "../core/log";
import type { Db } from "../db";
import { eventsAfter, lastCursor, type StoredEvent } from "./stored";

const POLL_MS = Number(process.env.EVENTS_POLL_MS) || 250;
const BATCH = 500;

export class SqliteSource {
  private last = 0;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | null = null;
  private again = false;
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly publish: (events: StoredEvent[]) => void,
    private readonly wanted: () => boolean,
  ) {}

  async start(): Promise<void> {
    this.last = await lastCursor(this.db);
    this.running = true;
    this.schedule();
  }

  nudge(): void {
    if (!this.running) return;
    if (this.reading) this.again = true;
    else this.reading = this.read();
  }

  private schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.nudge(), POLL_MS).unref();
  }

  private async read(): Promise<void> {
    try {
      do {
        this.again = false;
        // While no stream was open nothing was handed over: a stream opened since starts from now.
        if (!this.wanted()) {
          this.last = await lastCursor(this.db);
          break;
        }
        for (;;) {
          const events = await eventsAfter(this.db, this.last, BATCH);
          if (!events.length) break;
          this.last = events[events.length - 1].seq;
          this.publish(events);
          if (events.length < BATCH) break;
        }
      } while (this.again);
    } catch (e) {
      log("warn", { msg: "live updates: reading events failed", error: String(e) });
    } finally {
      this.reading = null;
      if (this.running) this.schedule();
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.reading;
  }
}
