import { describe, expect, it } from "vitest";
import type { AppointmentChange } from "../record/fields";
import { changesOf } from "../record/changes-of";
import { STATUSES, type Status } from "../core/vocabulary";
import {
  planUndo,
  STATUS_ACTIONS,
  transition,
  type PastEvent,
  type Snapshot,
  type StepAction,
} from "./transitions";

const fresh = (status: Status, loadingType = "Live"): Snapshot => ({
  status,
  loadingType,
  checkedInAt: null,
  loadStartedAt: null,
  loadFinishedAt: null,
  checkedOutAt: null,
  cancelledAt: null,
  cancelledReason: null,
  cancelledNote: null,
});
const NOW = new Date("2026-12-01T15:00:00.000Z");

/** Applies steps the way the service does, keeping the history undo reads. */
function run(start: Snapshot, actions: (StepAction | "undo")[]) {
  let s = { ...start };
  const events: PastEvent[] = [];
  for (const a of actions) {
    const planned =
      a === "undo"
        ? planUndo(s, [...events].reverse())
        : transition(s, a, NOW, { reason: "Weather", note: "snow" });
    if (!planned.ok) return { s, events, refused: planned.message };
    events.push({ action: planned.event, changes: changesOf(s as never, planned.change, () => null) });
    s = { ...s, ...(planned.change as Partial<Snapshot>) };
  }
  return { s, events, refused: null };
}

describe("transition", () => {
  const HAPPY: [StepAction, Status, Partial<Snapshot>][] = [
    ["approve", "Requested", { status: "Scheduled" }],
    [
      "decline",
      "Requested",
      { status: "Cancelled", cancelledAt: NOW, cancelledReason: "RequestDeclined", cancelledNote: "twice" },
    ],
    ["check_in", "Scheduled", { status: "Arrived", checkedInAt: NOW }],
    ["start_loading", "Arrived", { status: "InProgress", loadStartedAt: NOW }],
    ["finish_loading", "InProgress", { status: "Completed", loadFinishedAt: NOW }],
    ["check_out", "Completed", { checkedOutAt: NOW }],
    ["no_show", "Scheduled", { status: "NoShow" }],
    [
      "cancel",
      "Scheduled",
      { status: "Cancelled", cancelledAt: NOW, cancelledReason: "Duplicate", cancelledNote: "twice" },
    ],
    [
      "cancel",
      "Requested",
      { status: "Cancelled", cancelledAt: NOW, cancelledReason: "Duplicate", cancelledNote: "twice" },
    ],
  ];

  it.each(HAPPY)("%s from %s", (action, from, expected) => {
    const planned = transition(fresh(from), action, NOW, { reason: "Duplicate", note: "twice" });
    expect(planned).toEqual({ ok: true, change: expected, event: expect.any(String) });
  });

  it("refuses every other status, naming the current one", () => {
    for (const action of STATUS_ACTIONS.filter((a): a is StepAction => a !== "undo")) {
      for (const status of STATUSES) {
        if (HAPPY.some(([a, f]) => a === action && f === status)) continue;
        const planned = transition(fresh(status), action, NOW);
        expect(planned.ok, `${action} from ${status}`).toBe(false);
        if (!planned.ok) expect(planned.message).toContain(`is ${status}`);
      }
    }
  });

  it("checks out once, and a Drop appointment's driver may leave before loading ends", () => {
    expect(transition(fresh("Arrived"), "check_out", NOW).ok).toBe(false);
    expect(transition(fresh("Arrived", "Drop"), "check_out", NOW)).toMatchObject({
      ok: true,
      change: { checkedOutAt: NOW },
    });
    expect(transition(fresh("InProgress", "Drop"), "check_out", NOW).ok).toBe(true);
    const twice = transition({ ...fresh("Completed"), checkedOutAt: NOW }, "check_out", NOW);
    expect(twice).toEqual({
      ok: false,
      message: "cannot check out an appointment that is Completed and already checked out",
    });
  });
});

describe("planUndo", () => {
  it("walks back one step at a time, restoring what each step changed", () => {
    const steps: StepAction[] = ["approve", "check_in", "start_loading", "finish_loading", "check_out"];
    const done = run(fresh("Requested"), steps);
    expect(done.s).toMatchObject({ status: "Completed", checkedOutAt: NOW });
    const expected: Partial<Snapshot>[] = [
      { status: "Completed", checkedOutAt: null, loadFinishedAt: NOW },
      { status: "InProgress", loadFinishedAt: null, loadStartedAt: NOW },
      { status: "Arrived", loadStartedAt: null, checkedInAt: NOW },
      { status: "Scheduled", checkedInAt: null },
      { status: "Requested" },
    ];
    for (let n = 1; n <= 5; n++)
      expect(run(fresh("Requested"), [...steps, ...Array(n).fill("undo")]).s).toMatchObject(expected[n - 1]);
    expect(run(fresh("Requested"), [...steps, ...Array(6).fill("undo")]).refused).toBe(
      "there is no status change to undo on an appointment that is Requested",
    );
  });

  it("undoes a cancel, clearing its reason and note, and then the step before it", () => {
    const r = run(fresh("Requested"), ["approve", "cancel", "undo"]);
    expect(r.s).toEqual(fresh("Scheduled"));
    expect(run(fresh("Requested"), ["approve", "cancel", "undo", "undo"]).s).toEqual(fresh("Requested"));
    expect(run(fresh("Requested"), ["approve", "cancel", "undo", "approve"]).refused).toContain(
      "is Scheduled",
    );
  });

  it("skips edits and refuses when the appointment no longer looks as the step left it", () => {
    const events: PastEvent[] = [
      { action: "rescheduled", changes: { status: ["Scheduled", "Requested"] } },
      { action: "approved", changes: { status: ["Requested", "Scheduled"] } },
    ];
    const planned = planUndo(fresh("Requested"), events);
    expect(planned).toEqual({
      ok: false,
      message: "cannot undo approved: the appointment (now Requested) has changed since",
    });
    expect(
      planUndo(fresh("Scheduled"), [
        { action: "updated", changes: { trailer_number: [null, "T1"] } },
        events[1],
      ]),
    ).toEqual({ ok: true, change: { status: "Requested" }, event: "undone" });
  });

  it("has nothing to undo on a fresh appointment", () => {
    expect(planUndo(fresh("Scheduled"), [{ action: "requested", changes: {} }]).ok).toBe(false);
  });
});

describe("changesOf", () => {
  it("records only what changes, dates as ISO strings and docks by name", () => {
    const row = { ...fresh("Scheduled"), dockId: "d1", trailerNumber: null } as never;
    const change: AppointmentChange = {
      status: "Scheduled",
      dockId: "d2",
      checkedInAt: NOW,
      trailerNumber: null,
    };
    expect(changesOf(row, change, (id) => ({ d1: "Dock 1", d2: "Dock 2" })[id] ?? null)).toEqual({
      dock: ["Dock 1", "Dock 2"],
      checked_in_at: [null, "2026-12-01T15:00:00.000Z"],
    });
  });
});
