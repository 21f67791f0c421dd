// One live-update stream (GET /api/events): the events its caller may list,
// as Server-Sent Events. Opened after the caller was authenticated and the
// facility or appointment asked for checked as the list (or the gate, or the
// manage link) checks it (./scope.ts); from then on the caller's rights are
// read again (./rights.ts) before each event and each heartbeat, and a caller
// who may do nothing any more, or may no longer list the facility asked for,
// has its stream closed. A reading already at hand (./rights.ts) is used at
// once: with nothing queued before it, an event goes out in the turn it was
// offered; a reading under way queues the stream's steps behind it, in order.
import type { Caller } from "../core/caller";
import type { Rights } from "./rights";
import type { Db } from "../db";
import type { EventHub, Subscriber } from "./hub";
import { mayHold, scopeWhere, shows, streamScope, type Scope } from "./scope";
import { cursorTime, eventsAfter, lastCursor, messageOf, type StoredEvent } from "./stored";

/** How far back Last-Event-ID resumes (the contract: at least an hour); older is a reset. */
export const RESUME_MS = 60 * 60_000;
const PAGE = 500;
/** A client this far behind in reading is dropped (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/**
 * How long a resumed stream remembers the events its backlog sent. The process's source may hand one of them
 * over after the backlog was read: a notification still being read, or PostgreSQL's listener catching up on
 * what committed while its connection was down (lib/events/pg-listener.ts). Sent again, it would arrive after
 * newer events and roll the client's copy back. As long as the listener remembers what it handed over.
 */
const BACKLOG_MEMORY_MS = 5 * 60_000;
const encoder = new TextEncoder();

/**
 * Where a stream's bytes go (./sinks.ts): a Web ReadableStream for Next's route, or straight into Node's
 * response for the server's own path (lib/api/events-node.ts), which skips Next's piping of every message.
 */
export type EventSink = {
  write(chunk: Uint8Array): void;
  /** Bytes written that the client has not taken yet. */
  buffered(): number;
  end(): void;
  /** `fn` runs once when the client goes away. */
  onGone(fn: () => void): void;
};

export type StreamAsk = Scope & { caller: Caller; lastEventId?: string | null };

/** The cursor a client names, when it is one the server can have issued (a positive 32-bit integer), else null. */
const cursorOf = (text: string) => {
  const n = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return n > 0 && n <= 2 ** 31 - 1 ? n : null;
};

/** Opens the stream into `sink`; throws the list's refusals (404, 403) before anything is written (./scope.ts). */
export async function openEventStream(
  db: Db,
  hub: EventHub,
  ask: StreamAsk,
  rightsOf: (caller: Caller) => Rights,
  sink: EventSink,
): Promise<void> {
  const scope = await streamScope(db, ask.caller, ask);
  let caller = ask.caller;
  let closed = false;
  let chain = Promise.resolve();
  /** Steps waiting in `chain` for a reading of the rights. */
  let queued = 0;
  /** Live events that arrive while the backlog is read; null once it is sent. */
  let held: StoredEvent[] | null = [];
  let sentBacklog = new Set<string>();
  let sentBacklogUntil = 0;
  // Before anything else is set up: past the caller's cap the stream is refused (429 too_many_streams).
  const release = hub.hold(caller);
  let unsubscribe = release;

  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    sink.end();
  };
  const write = (message: string | Uint8Array) => {
    if (closed) return;
    if (sink.buffered() > MAX_BUFFERED_BYTES) return close();
    sink.write(typeof message === "string" ? encoder.encode(message) : message);
  };
  /** `step` with the caller as read now, or the stream closed when it may not hold on. */
  const run = (now: Caller | null, step: (now: Caller) => void) => {
    if (closed) return;
    if (!mayHold(now, scope)) return close();
    caller = now;
    try {
      step(now);
    } catch {
      close(); // the body errored under us: the client reconnects
    }
  };
  /** Runs `step` after the ones before it, with the caller read again first. */
  const checked = (step: (now: Caller) => void) => {
    if (closed) return;
    const now = queued ? null : rightsOf(caller);
    if (!queued && !(now instanceof Promise)) return run(now, step);
    queued++;
    chain = chain
      .then(() => now ?? rightsOf(caller))
      .then((c) => run(c, step))
      .catch(close) // a reading that failed: no step may run unchecked after it
      .finally(() => queued--);
  };
  /** One chunk of the messages of `events` that `now` may see. */
  const send = (events: StoredEvent[], now: Caller) => {
    const parts: Uint8Array[] = [];
    for (const event of events) if (shows(now, scope, event)) parts.push(messageOf(event, now));
    if (parts.length === 1) return write(parts[0]);
    if (!parts.length) return;
    const chunk = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (chunk.set(p, at), at + p.length), 0);
    write(chunk);
  };
  const inScope = (event: StoredEvent) =>
    (!scope.facilityId || event.facilityId === scope.facilityId) &&
    (!scope.appointmentId || event.appointmentId === scope.appointmentId);
  const sub: Subscriber = {
    scope,
    offer(events) {
      if (closed) return;
      let mine = events.every(inScope) ? events : events.filter(inScope);
      if (sentBacklog.size && !held) {
        if (Date.now() < sentBacklogUntil) mine = mine.filter((event) => !sentBacklog.has(event.id));
        else sentBacklog = new Set();
      }
      if (!mine.length) return;
      if (held) held.push(...mine);
      else checked((now) => send(mine, now));
    },
    beat() {
      checked(() => write(": keep-alive\n\n"));
    },
  };

  sink.onGone(() => {
    closed = true;
    unsubscribe();
  });
  try {
    const leave = await hub.subscribe(sub);
    unsubscribe = () => {
      leave();
      release();
    };
  } catch (e) {
    release();
    throw e;
  }
  if (closed) return unsubscribe();
  try {
    // Clients wait 3 s before reconnecting; the first line also tells proxies the stream is alive.
    write("retry: 3000\n: connected\n\n");
    if (ask.lastEventId != null) {
      const cursor = cursorOf(ask.lastEventId);
      const at = cursor ? await cursorTime(db, cursor) : null;
      if (cursor && at && Date.now() - at.getTime() <= RESUME_MS) {
        const where = scopeWhere(caller, scope);
        for (let after = cursor; ;) {
          const page = await eventsAfter(db, after, PAGE, where);
          for (const event of page) sentBacklog.add(event.id);
          send(page, caller);
          if (page.length < PAGE) break;
          after = page[page.length - 1].seq;
        }
      } else {
        // Unknown or too old: the client reloads what it shows, and resumes from here next time.
        write(`id: ${await lastCursor(db)}\nevent: reset\ndata: {}\n\n`);
      }
    }
  } catch (e) {
    close();
    throw e;
  }
  const waiting = held;
  held = null;
  const unsent = waiting.filter((event) => !sentBacklog.has(event.id));
  sentBacklogUntil = Date.now() + BACKLOG_MEMORY_MS;
  if (unsent.length) checked((now) => send(unsent, now));
}
