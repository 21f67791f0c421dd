// One hub per process between the outbox and the open streams: a source
// (PostgreSQL: one LISTEN connection, ./pg-listener.ts; SQLite: reads of the
// table after each write in this process and on a timer that backs off while
// nothing happens, ./sqlite-source.ts) hands it committed events in cursor
// order, and it offers each to every subscriber, which scopes it for its own
// caller. One heartbeat timer serves all streams.
import type { Db } from "../db";
import { directReader } from "../db/direct";
import type { StoredEvent } from "./stored";
import { PgListener } from "./pg-listener";
import { SqliteSource } from "./sqlite-source";

/** Under the contract's 25 s, with room for a slow write. */
export const HEARTBEAT_MS = Number(process.env.EVENTS_HEARTBEAT_MS) || 20_000;

export type Subscriber = {
  offer(event: StoredEvent): void;
  beat(): void;
};

export type Source = {
  /** Resolves once every event committed from now on will be handed over. */
  start(): Promise<void>;
  /** Before a subscriber is offered events, after a time without any (SQLite stops polling then). */
  wake?(): Promise<void>;
  stop(): Promise<void>;
};

export class EventHub {
  readonly subscribers = new Set<Subscriber>();
  private readonly source: Source;
  private started: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(db: Db, url?: string) {
    const publish = (events: StoredEvent[]) => this.publish(events);
    this.source =
      directReader(db).provider === "sqlite"
        ? new SqliteSource(db, publish, () => this.subscribers.size > 0)
        : new PgListener(db, publish, url);
  }

  /** Adds `sub`; resolves when it will be offered every event committed from then on. */
  async subscribe(sub: Subscriber): Promise<() => void> {
    this.subscribers.add(sub);
    this.heartbeat ??= setInterval(() => this.subscribers.forEach((s) => s.beat()), HEARTBEAT_MS).unref();
    const unsubscribe = () => {
      this.subscribers.delete(sub);
      if (!this.subscribers.size) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
      }
    };
    try {
      // A source that could not start (the database away) is tried again by the next stream.
      await (this.started ??= this.source.start().catch((e: unknown) => {
        this.started = null;
        throw e;
      }));
      await this.source.wake?.();
    } catch (e) {
      unsubscribe();
      throw e;
    }
    return unsubscribe;
  }

  publish(events: StoredEvent[]): void {
    for (const event of events) for (const sub of this.subscribers) sub.offer(event);
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.subscribers.clear();
    this.started = null;
    await this.source.stop();
  }
}

const HUB = Symbol.for("dockside.eventHub");

/** The process's hub on `db` (made on first use). */
export function eventHub(db: Db): EventHub {
  const g = globalThis as unknown as Record<symbol, EventHub | undefined>;
  return (g[HUB] ??= new EventHub(db));
}
