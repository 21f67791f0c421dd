// The appointment's state machine: which status change is possible from
// which status, and what it stamps. Pure: the service loads and saves.
//
//   Requested --approve--> Scheduled --check_in--> Arrived --start_loading--> InProgress --finish_loading--> Completed
//   Requested --decline--> Cancelled (RequestDeclined)
//   Requested | Scheduled --cancel--> Cancelled          Scheduled --no_show--> NoShow
//   check_out stamps checked_out_at once, status unchanged: from Completed; for a Drop
//   appointment also from Arrived or InProgress (the driver leaves the trailer).
//   undo reverts the latest status change not yet undone; repeated, it walks back.
import type { AppointmentChange, Changes, ChangeColumn, StampColumn } from "../record/fields";
import { COLUMN_OF, DATE_COLUMNS } from "../record/fields";
import type { Status } from "../core/vocabulary";

export const STATUS_ACTIONS = [
  "approve",
  "decline",
  "check_in",
  "start_loading",
  "finish_loading",
  "check_out",
  "no_show",
  "cancel",
  "undo",
] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];
export type StepAction = Exclude<StatusAction, "undo">;

/** Reasons a cancel may give; RequestDeclined is decline's own. */
export const CANCEL_REASONS = ["CarrierRequest", "FacilityRequest", "Duplicate", "Weather", "Other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Status-step columns: what a step may change and an undo may restore. */
export type Snapshot = Pick<
  Required<AppointmentChange>,
  "status" | StampColumn | "cancelledReason" | "cancelledNote"
> & { loadingType: string };

type Step = {
  from: (s: Snapshot) => Status[];
  to?: Status;
  stamp?: ChangeColumn;
  event: string;
  verb: string;
};

const STEPS: Record<StepAction, Step> = {
  approve: { from: () => ["Requested"], to: "Scheduled", event: "approved", verb: "approve" },
  decline: {
    from: () => ["Requested"],
    to: "Cancelled",
    stamp: "cancelledAt",
    event: "declined",
    verb: "decline",
  },
  check_in: {
    from: () => ["Scheduled"],
    to: "Arrived",
    stamp: "checkedInAt",
    event: "checked_in",
    verb: "check in",
  },
  start_loading: {
    from: () => ["Arrived"],
    to: "InProgress",
    stamp: "loadStartedAt",
    event: "loading_started",
    verb: "start loading",
  },
  finish_loading: {
    from: () => ["InProgress"],
    to: "Completed",
    stamp: "loadFinishedAt",
    event: "loading_finished",
    verb: "finish loading",
  },
  check_out: {
    from: (s) =>
      s.checkedOutAt ? [] : s.loadingType === "Drop" ? ["Arrived", "InProgress", "Completed"] : ["Completed"],
    stamp: "checkedOutAt",
    event: "checked_out",
    verb: "check out",
  },
  no_show: { from: () => ["Scheduled"], to: "NoShow", event: "no_show", verb: "mark as no-show" },
  cancel: {
    from: () => ["Requested", "Scheduled"],
    to: "Cancelled",
    stamp: "cancelledAt",
    event: "cancelled",
    verb: "cancel",
  },
};

export const STEP_EVENTS: ReadonlySet<string> = new Set(Object.values(STEPS).map((s) => s.event));
export const UNDO_EVENT = "undone";

export type Planned = { ok: true; change: AppointmentChange; event: string } | { ok: false; message: string };

export function transition(
  s: Snapshot,
  action: StepAction,
  now: Date,
  opts: { reason?: CancelReason; note?: string } = {},
): Planned {
  const step = STEPS[action];
  if (!step.from(s).includes(s.status as Status)) {
    const already = action === "check_out" && s.checkedOutAt ? " and already checked out" : "";
    return { ok: false, message: `cannot ${step.verb} an appointment that is ${s.status}${already}` };
  }
  const change: AppointmentChange = {};
  if (step.to) change.status = step.to;
  if (step.stamp) (change as Record<string, unknown>)[step.stamp] = now;
  if (action === "decline")
    Object.assign(change, { cancelledReason: "RequestDeclined", cancelledNote: opts.note ?? null });
  if (action === "cancel")
    Object.assign(change, { cancelledReason: opts.reason ?? "Other", cancelledNote: opts.note ?? null });
  return { ok: true, change, event: step.event };
}

export type PastEvent = { action: string; changes: Changes };

/**
 * The latest status step not yet undone, which an undo would revert; none when
 * there is nothing to undo. `events` come newest first; each undo cancels the
 * nearest earlier step, like a stack.
 */
export function undoTarget<E extends { action: string }>(events: E[]): E | undefined {
  let pending = 0;
  return events.find((e) => {
    if (e.action === UNDO_EVENT) pending++;
    else if (STEP_EVENTS.has(e.action)) {
      if (pending === 0) return true;
      pending--;
    }
    return false;
  });
}

/**
 * The change that reverts undoTarget(events). Refused when the appointment no
 * longer looks as that step left it.
 */
export function planUndo(s: Snapshot, events: PastEvent[]): Planned {
  const target = undoTarget(events);
  if (!target)
    return { ok: false, message: `there is no status change to undo on an appointment that is ${s.status}` };
  const change: AppointmentChange = {};
  for (const [field, [before, after]] of Object.entries(target.changes)) {
    const column = COLUMN_OF[field];
    if (!column || !(column in s)) continue;
    const current = s[column as keyof Snapshot];
    const now = current instanceof Date ? current.toISOString() : (current ?? null);
    if (now !== after) {
      return {
        ok: false,
        message: `cannot undo ${target.action}: the appointment (now ${s.status}) has changed since`,
      };
    }
    (change as Record<string, unknown>)[column] =
      DATE_COLUMNS.has(column) && typeof before === "string" ? new Date(before) : before;
  }
  return { ok: true, change, event: UNDO_EVENT };
}
