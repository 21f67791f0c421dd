// The outbox worker, run by the app's own processes (instrumentation.ts starts
// one per server process; scripts/outbox.ts runs one alone): handles deferred
// requests, dispatches new events into deliveries, queues reminders, and sends what is due. Tests drive
// `runOutboxOnce` with their own clock instead of waiting for the timer.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../db";
import { log } from "../core/log";
import { mailChannel } from "../mail/channel";
import { webhookChannel } from "../webhooks/channel";
import { smsChannel } from "../sms/channel";
import { queueReminders } from "./reminders";
import { erasePastRetention } from "../privacy/retention";
import { ErasePace, erasePaced } from "../privacy/pace";
import { handleLostLink, LOST_LINK } from "../appointments/lost-link";
import { handlePasswordResetRequest, PASSWORD_RESET_REQUEST } from "../auth/password-reset";
import { handleDeferred, type DeferredHandler } from "../outbox/deferred";
import type { Channel, ClaimedDelivery } from "../outbox/channel";
import { claimDue } from "../outbox/deliveries";
import { attemptDelivery, LEASE_MS } from "../outbox/attempt";
import { dispatchEvents } from "../outbox/dispatch";
import { Lanes } from "../outbox/lanes";

export const CHANNELS: Channel[] = [mailChannel, webhookChannel, smsChannel];
export const DEFERRED: Record<string, DeferredHandler> = {
  [LOST_LINK]: handleLostLink,
  [PASSWORD_RESET_REQUEST]: handlePasswordResetRequest,
};
export const BATCH = 20;
/**
 * How long a freed place waits for others before the worker claims again. Each claim run reads up to
 * 5 x BATCH due deliveries; run once per finished send, under a backlog that was most of the worker's
 * cost and took the database (SQLite's one connection) from the requests. Sends that end within this
 * time share one run; a delivery waits this much longer at most.
 */
export const REFILL_MS = 50;
const REMINDER_SCAN_MS = 60_000;

export type RunOptions = {
  /** The clock: fixed in tests; the real time otherwise. */
  now?: Date;
  workerId?: string;
  channels?: Channel[];
  limit?: number;
  reminders?: boolean;
  /** Whether to erase a batch of personal data past retention: by default with the reminders' scan. */
  retention?: boolean;
  /** The running worker's pace for a backlog of erasure (lib/privacy/pace.ts): the batch's size, its time kept. */
  pace?: ErasePace;
  /**
   * The running worker's lanes (lib/outbox/lanes.ts): sends are started in them and not awaited, so the next run
   * claims more for the lanes with room while a slow receiver holds its own. Without it a run sends what
   * it claimed (side by side, within the lanes' bounds) and returns when all are done.
   */
  lanes?: Lanes;
};
export type RunReport = {
  deferred: number;
  erased: number;
  dispatched: number;
  reminders: number;
  claimed: number;
  succeeded: number;
  retrying: number;
  failed: number;
};

export const newWorkerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Runs the outbox until it finds nothing more to do at `opts.now`; the reports added up. */
export async function runOutboxUntilIdle(db: Db, opts: RunOptions = {}): Promise<RunReport> {
  const total: RunReport = {
    deferred: 0,
    erased: 0,
    dispatched: 0,
    reminders: 0,
    claimed: 0,
    succeeded: 0,
    retrying: 0,
    failed: 0,
  };
  for (;;) {
    const r = await runOutboxOnce(db, opts);
    for (const k of Object.keys(total) as (keyof RunReport)[]) total[k] += r[k];
    if (!r.claimed && !r.dispatched && !r.reminders && !r.deferred && !r.erased) return total;
  }
}

export async function runOutboxOnce(db: Db, opts: RunOptions = {}): Promise<RunReport> {
  const clock = () => opts.now ?? new Date();
  const channels = opts.channels ?? CHANNELS;
  const limit = opts.limit ?? BATCH;
  const report: RunReport = {
    deferred: await handleDeferred(db, DEFERRED, clock()),
    dispatched: await dispatchEvents(db, channels, { now: clock() }),
    reminders: opts.reminders === false ? 0 : await queueReminders(db, { now: clock() }),
    // With the reminders' scan: a batch of appointments past retention (lib/privacy/retention.ts).
    erased:
      (opts.retention ?? opts.reminders) === false
        ? 0
        : opts.pace
          ? await erasePaced(db, clock(), opts.pace)
          : await erasePastRetention(db, { now: clock() }),
    claimed: 0,
    succeeded: 0,
    retrying: 0,
    failed: 0,
  };
  const lanes = opts.lanes ?? new Lanes();
  const claimed = await claimDue(db, {
    now: clock(),
    workerId: opts.workerId ?? newWorkerId(),
    leaseMs: LEASE_MS,
    limit,
    channels: channels.map((c) => c.name),
    room: lanes,
  });
  report.claimed = claimed.length;
  const prepared = await prepareSends(db, claimed, channels, clock());
  const sends = claimed.map((delivery) =>
    lanes.run(delivery, async () => {
      const status = await attemptDelivery(
        db,
        delivery,
        channels.find((c) => c.name === delivery.channel)!,
        clock,
        prepared.get(delivery.channel),
      );
      if (status === "succeeded") report.succeeded++;
      else if (status === "failed") report.failed++;
      else report.retrying++;
    }),
  );
  if (!opts.lanes) await Promise.all(sends);
  return report;
}

/** What each channel's `prepare` read for its part of the batch; a channel whose read failed reads per send. */
async function prepareSends(db: Db, claimed: ClaimedDelivery[], channels: Channel[], now: Date) {
  const prepared = new Map<string, object>();
  for (const channel of channels) {
    const theirs = claimed.filter((d) => d.channel === channel.name);
    if (!channel.prepare || !theirs.length) continue;
    try {
      prepared.set(channel.name, await channel.prepare(db, theirs, now));
    } catch (e) {
      log("error", { msg: "outbox batch read failed", channel: channel.name, error: String(e) });
    }
  }
  return prepared;
}

const RUNNING = Symbol.for("dockside.outboxWorker");
type Running = { stop(): Promise<void> };

/**
 * Runs the outbox every `intervalMs` (OUTBOX_POLL_MS, default 1000) until stopped; at once again while it finds
 * work. One per process: a second call returns the first.
 */
export function startOutboxWorker(db: Db, opts: { intervalMs?: number; keepAlive?: boolean } = {}): Running {
  const g = globalThis as unknown as Record<symbol, Running | undefined>;
  const existing = g[RUNNING];
  if (existing) return existing;
  const interval = opts.intervalMs ?? (Number(process.env.OUTBOX_POLL_MS) || 1000);
  const workerId = newWorkerId();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** When the scheduled run starts (ms since the epoch); meaningful while `waiting`. */
  let runAt = 0;
  let current: Promise<void> = Promise.resolve();
  let lastReminders = 0;
  let erasing = false;
  const pace = new ErasePace();
  const lanes = new Lanes();
  let waiting = false;
  /** A send ended while a run was going on: that run may not have seen the place it freed. */
  let freedMeanwhile = false;
  lanes.onFree = () => {
    if (!waiting) freedMeanwhile = true;
    else if (runAt - Date.now() > REFILL_MS) schedule(REFILL_MS);
  };

  const tick = async () => {
    waiting = false;
    freedMeanwhile = false;
    let wait = interval;
    try {
      const reminders = Date.now() - lastReminders >= REMINDER_SCAN_MS;
      // Erasing goes on batch after batch while there is more, not once per scan, at its own pace
      // (lib/privacy/pace.ts): after each batch it rests in proportion to the time the batch took.
      const erase = erasing ? Date.now() >= pace.nextAt : reminders;
      const r = await runOutboxOnce(db, { workerId, reminders, retention: erase, pace, lanes });
      if (erase) erasing = r.erased > 0;
      if (reminders) lastReminders = Date.now();
      // More may be due: the rest of a full batch, or deliveries of events just dispatched. Sends run on
      // meanwhile (the report counts claims, not their outcomes; each failure is logged as it ends). A
      // batch cut short by full lanes is claimed again when a send ends (onFree), not at once.
      if (r.claimed >= BATCH || r.dispatched > 0 || r.deferred > 0) wait = 0;
      else if (freedMeanwhile) wait = REFILL_MS;
      if (erasing) wait = Math.min(wait, Math.max(0, pace.nextAt - Date.now()));
      if (r.claimed || r.dispatched || r.reminders || r.deferred || r.erased)
        log("info", { msg: "outbox", ...r });
    } catch (e) {
      // The database away or busy: try again later, without a line every second.
      wait = interval * 10;
      log("error", { msg: "outbox run failed", error: String(e) });
    }
    schedule(wait);
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    waiting = true;
    runAt = Date.now() + ms;
    timer = setTimeout(() => (current = tick()), ms);
    if (!opts.keepAlive) timer.unref();
  };
  const running: Running = {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      await lanes.idle();
      if (g[RUNNING] === running) g[RUNNING] = undefined;
    },
  };
  g[RUNNING] = running;
  schedule(0);
  return running;
}
