// One hub per process between the outbox and the open streams: a source
// (PostgreSQL: one LISTEN connection, ./pg-listener.ts; SQLite: reads of the
// table after each write in this process and on a timer that backs off while
// nothing happens, ./sqlite-source.ts) hands it committed events in cursor
// order, and it offers them to the subscribers of their facility or
// appointment (and to those of every facility), each of which scopes them for
// its own caller. Offering an event to all 2,000 streams of 20 facilities, for
// 1,900 of them to drop it, was a tenth of the server's time under bookings;
// a batch goes to a subscriber as one offer, sent as one chunk. One heartbeat
// timer serves all streams.
import type { Caller } from "../core/caller";
import { MANAGE_LINK_ACTOR } from "../core/caller";
import { DomainError } from "../core/errors";
import type { Db } from "../db";
import { directReader } from "../db/direct";
import type { Scope } from "./scope";
import type { StoredEvent } from "./stored";
import { PgListener } from "./pg-listener";
import { SqliteSource } from "./sqlite-source";

/** Under the contract's 25 s, with room for a slow write. */
export const HEARTBEAT_MS = Number(process.env.EVENTS_HEARTBEAT_MS) || 20_000;

/** How many streams one caller may hold open on this process (EVENTS_MAX_STREAMS_PER_CALLER, default 20). */
export function maxStreamsPerCaller(): number {
  const n = Number(process.env.EVENTS_MAX_STREAMS_PER_CALLER);
  return Number.isInteger(n) && n > 0 ? n : 20;
}
/** What a caller past that cap is told to wait: about as long as a closed stream's client waits to reconnect. */
const TOO_MANY_STREAMS_WAIT_SECONDS = 5;

/** Whose streams count together: the token, person or gate device, or the one appointment's manage link. */
const holderOf = (caller: Caller) =>
  caller.actor === MANAGE_LINK_ACTOR ? `${MANAGE_LINK_ACTOR}:${caller.appointmentId}` : caller.actor;

export type Subscriber = {
  /** What it follows: it is offered only events of this facility or appointment (all when neither). */
  scope: Scope;
  /** Events in cursor order, one or more. */
  offer(events: StoredEvent[]): void;
  beat(): void;
};

type Index = Map<string, Set<Subscriber>>;

const add = (index: Index, key: string, sub: Subscriber) => {
  const set = index.get(key);
  if (set) set.add(sub);
  else index.set(key, new Set([sub]));
};
const remove = (index: Index, key: string, sub: Subscriber) => {
  const set = index.get(key);
  if (set?.delete(sub) && !set.size) index.delete(key);
};

/** Offers each subscriber of `index` the events under its key, in cursor order, as one batch. */
function offerBy(index: Index, key: (e: StoredEvent) => string, events: StoredEvent[]) {
  if (!index.size) return;
  const groups = new Map<string, StoredEvent[]>();
  for (const e of events) {
    const group = groups.get(key(e));
    if (group) group.push(e);
    else groups.set(key(e), [e]);
  }
  for (const [k, group] of groups) {
    const subs = index.get(k);
    if (subs) for (const sub of subs) sub.offer(group);
  }
}

export type Source = {
  /** Resolves once every event committed from now on will be handed over. */
  start(): Promise<void>;
  /** Before a subscriber is offered events, after a time without any (SQLite stops polling then). */
  wake?(): Promise<void>;
  stop(): Promise<void>;
  /** Whether it is receiving events now (PostgreSQL: the LISTEN connection is open); absent: always. */
  connected?(): boolean;
};

export class EventHub {
  readonly subscribers = new Set<Subscriber>();
  /** Subscribers by the appointment they follow, else by their facility; the rest follow every facility. */
  private readonly byAppointment: Index = new Map();
  private readonly byFacility: Index = new Map();
  private readonly everywhere = new Set<Subscriber>();
  /** Open streams per holder (holderOf). In the hub, one per process, so that both paths of the stream count. */
  private readonly held = new Map<string, number>();
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

  /**
   * Takes one of `caller`'s places for an open stream; 429 too_many_streams when it holds all of them. The
   * returned release gives it back (once, however often it is called).
   */
  hold(caller: Caller): () => void {
    const holder = holderOf(caller);
    const n = this.held.get(holder) ?? 0;
    const max = maxStreamsPerCaller();
    if (n >= max)
      throw new DomainError(
        "rate_limited",
        `too many open streams for this caller (at most ${max}); close one first`,
        [{ reason: "too_many_streams", message: `at most ${max} open streams` }],
        TOO_MANY_STREAMS_WAIT_SECONDS,
      );
    this.held.set(holder, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(holder) ?? 1) - 1;
      if (left > 0) this.held.set(holder, left);
      else this.held.delete(holder);
    };
  }

  /** Starts the source when no stream has yet; whether it receives events now (readiness, lib/api/probes-node.ts). */
  async listening(): Promise<boolean> {
    try {
      await this.start();
    } catch {
      return false;
    }
    return this.source.connected?.() ?? true;
  }

  private start(): Promise<void> {
    // A source that could not start (the database away) is tried again by the next caller.
    return (this.started ??= this.source.start().catch((e: unknown) => {
      this.started = null;
      throw e;
    }));
  }

  /** Adds `sub`; resolves when it will be offered every event committed from then on. */
  async subscribe(sub: Subscriber): Promise<() => void> {
    this.subscribers.add(sub);
    const { appointmentId, facilityId } = sub.scope;
    if (appointmentId) add(this.byAppointment, appointmentId, sub);
    else if (facilityId) add(this.byFacility, facilityId, sub);
    else this.everywhere.add(sub);
    this.heartbeat ??= setInterval(() => this.subscribers.forEach((s) => s.beat()), HEARTBEAT_MS).unref();
    const unsubscribe = () => {
      this.subscribers.delete(sub);
      if (appointmentId) remove(this.byAppointment, appointmentId, sub);
      else if (facilityId) remove(this.byFacility, facilityId, sub);
      else this.everywhere.delete(sub);
      if (!this.subscribers.size) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
      }
    };
    try {
      await this.start();
      await this.source.wake?.();
    } catch (e) {
      unsubscribe();
      throw e;
    }
    return unsubscribe;
  }

  publish(events: StoredEvent[]): void {
    if (!events.length) return;
    offerBy(this.byAppointment, (e) => e.appointmentId, events);
    offerBy(this.byFacility, (e) => e.facilityId, events);
    for (const sub of this.everywhere) sub.offer(events);
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.subscribers.clear();
    this.byAppointment.clear();
    this.byFacility.clear();
    this.everywhere.clear();
    this.started = null;
    await this.source.stop();
  }
}

const HUB = Symbol.for("dockside.eventHub");

/** How many streams this process has open (no hub made for asking). */
export function openStreams(): number {
  return (globalThis as unknown as Record<symbol, EventHub | undefined>)[HUB]?.subscribers.size ?? 0;
}

/** The process's hub on `db` (made on first use). */
export function eventHub(db: Db): EventHub {
  const g = globalThis as unknown as Record<symbol, EventHub | undefined>;
  return (g[HUB] ??= new EventHub(db));
}
