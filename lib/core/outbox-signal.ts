// "An outbox event was just written in this process", for the live-update
// source on SQLite (lib/events/sqlite-source.ts), which then reads at once
// instead of at its next poll, whichever path wrote it (an API request, a
// page's server action, the admin command line in-process). Called inside the
// writing transaction, after the insert: on SQLite a query outside a
// transaction waits for the open one to end (lib/db/sqlite-adapter.ts), so the
// read that follows finds the event once it committed, or nothing after a
// rollback. Writes by other processes are found by the source's own polling.
// One set per process, not per module copy: Next's bundles (the API route, the
// stream served before Next from instrumentation.ts) each load their own copy.
const KEY = Symbol.for("dockside.outboxSignal");
const listeners = ((globalThis as unknown as Record<symbol, Set<() => void> | undefined>)[KEY] ??= new Set());

/** Calls `listener` after each write of outbox events in this process; returns how to stop. */
export function onEventsWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function eventsWritten(): void {
  for (const listener of listeners) listener();
}
