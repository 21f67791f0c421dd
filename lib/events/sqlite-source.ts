// The hub's source on SQLite: one process writes at a time and a row's cursor
// is its rowid, so cursor order is commit order and "everything after the
// last cursor handed over" misses nothing. It reads at once when this process
// writes an event (lib/core/outbox-signal.ts, wherever the write came from),
// and polls for writes by other processes on the same file (the outbox
// script, the admin command line): every 250 ms while events keep coming,
// backing off to 2 s while nothing happens (EVENTS_POLL_MS, EVENTS_POLL_MAX_MS),
// so an idle process with streams open asks the database twice a second at most. With no stream open it does not poll at
// all; the next stream to open starts it again from the newest cursor.
import { log } from "../core/log";
import { onEventsWritten } from "../core/outbox-signal";
import type { Db } from "../db";
import { freshEventsAfter } from "./fresh";
import { lastCursor, type StoredEvent } from "./stored";

const BATCH = 500;
/** EVENTS_POLL_MS and EVENTS_POLL_MAX_MS, read at each wait. */
const minMs = () => Number(process.env.EVENTS_POLL_MS) || 250;
const maxMs = () => Number(process.env.EVENTS_POLL_MAX_MS) || 2_000;

/** The wait before the next poll after `quiet` reads in a row found nothing: doubling from `min` up to `max`. */
export function pollDelay(quiet: number, min = minMs(), max = maxMs()): number {
  return Math.max(min, Math.min(max, min * 2 ** Math.min(quiet, 30)));
}

export class SqliteSource {
  private last = 0;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | null = null;
  private again = false;
  private running = false;
  /** Reads in a row that found nothing. */
  private quiet = 0;
  /** No stream was open at the last read: nothing polls until one opens (`wake`). */
  private asleep = false;
  private waking: Promise<void> | null = null;
  private stopListening = () => {};

  constructor(
    private readonly db: Db,
    private readonly publish: (events: StoredEvent[]) => void,
    private readonly wanted: () => boolean,
  ) {}

  async start(): Promise<void> {
    this.last = await lastCursor(this.db);
    this.running = true;
    this.asleep = false;
    this.stopListening();
    this.stopListening = onEventsWritten(() => this.nudge());
    this.schedule();
  }

  /** Before a stream is offered events: a source asleep since the last stream closed reads from now on. */
  wake(): Promise<void> {
    if (!this.asleep) return Promise.resolve();
    return (this.waking ??= (async () => {
      try {
        this.last = await lastCursor(this.db);
        this.asleep = false;
        this.quiet = 0;
        this.schedule();
      } finally {
        this.waking = null;
      }
    })());
  }

  /** Something may have been written: read now, and poll briskly again. */
  nudge(): void {
    if (!this.running || this.asleep) return;
    this.quiet = 0;
    this.kick();
  }

  /** Reads now, or once more after the read under way. */
  private kick() {
    if (this.reading) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    // (.finally runs after the assignment even when read() ends at once.)
    this.reading = this.read().finally(() => {
      this.reading = null;
      if (this.running && !this.asleep) this.schedule();
    });
  }

  private schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), pollDelay(this.quiet)).unref();
  }

  private async read(): Promise<void> {
    try {
      do {
        this.again = false;
        // No stream open: nothing to hand over, and no reason to keep asking.
        if (!this.wanted()) {
          this.asleep = true;
          break;
        }
        let found = 0;
        for (;;) {
          const events = await freshEventsAfter(this.db, this.last, BATCH);
          if (!events.length) break;
          found += events.length;
          this.last = events[events.length - 1].seq;
          this.publish(events);
          if (events.length < BATCH) break;
        }
        this.quiet = found ? 0 : this.quiet + 1;
      } while (this.again);
    } catch (e) {
      log("warn", { msg: "live updates: reading events failed", error: String(e) });
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopListening();
    clearTimeout(this.timer);
    await this.reading;
  }
}
