import { describe, expect, it } from "vitest";
import { changeLine, eventTitle, undoLabel } from "./history-words";
import { undoTarget } from "./transitions";

const CHICAGO = "America/Chicago";

describe("an appointment's history in words", () => {
  it("says statuses as the board does", () => {
    expect(changeLine("status", ["Arrived", "InProgress"], CHICAGO)).toBe("Status: Arrived → Loading");
    expect(changeLine("status", ["Scheduled", "NoShow"], CHICAGO)).toBe("Status: Scheduled → No-show");
  });

  it("gives times in the facility's zone, 24-hour, and names the fields", () => {
    // 2026-11-24 20:05Z is 14:05 in Chicago (CST).
    expect(changeLine("checked_in_at", [null, "2026-11-24T20:05:00.000Z"], CHICAGO)).toBe(
      "Checked in: — → Tue 24 Nov 14:05",
    );
    expect(changeLine("cancelled_reason", [null, "CarrierRequest"], CHICAGO)).toBe(
      "Cancellation reason: — → Carrier request",
    );
    expect(changeLine("trailer_number", ["", "TRL-1"], CHICAGO)).toBe("Trailer: — → TRL-1");
    expect(changeLine("recurring_facility_appointment.id", [null, "3b2f3c8e"], CHICAGO)).toBe(
      "Series: — → part of a series",
    );
  });

  it("titles each event, and an unknown one readably", () => {
    expect(eventTitle("loading_started")).toBe("Loading started: at the door");
    // Finishing the load is not leaving: the history tells the two apart.
    expect(eventTitle("loading_finished")).toBe("Loading finished: still on site");
    expect(eventTitle("checked_out")).toBe("Checked out: left the site");
    expect(eventTitle("gate_opened")).toBe("gate opened");
  });
});

describe("what undo would take back", () => {
  const e = (...actions: string[]) => actions.map((action) => ({ action })).reverse(); // newest first

  it("is nothing on a fresh request or after every step is undone", () => {
    expect(undoTarget(e("requested"))).toBeUndefined();
    expect(undoTarget(e("requested", "approved", "undone"))).toBeUndefined();
    expect(undoTarget(e("requested", "updated", "rescheduled"))).toBeUndefined();
  });

  it("is the latest step not yet undone, and says so", () => {
    expect(undoTarget(e("requested", "checked_in", "loading_started"))?.action).toBe("loading_started");
    expect(undoTarget(e("requested", "checked_in", "loading_started", "undone"))?.action).toBe("checked_in");
    expect(undoTarget(e("requested", "checked_in", "updated"))?.action).toBe("checked_in");
    expect(undoLabel("checked_in")).toBe("Undo check-in");
    expect(undoLabel("no_show")).toBe("Undo no-show");
    expect(undoLabel("cancelled")).toBe("Undo cancellation");
  });
});
