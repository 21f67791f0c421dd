// update_facility_appointment_status: the state machine of transitions.ts,
// applied under the booking lock. An undo that puts an appointment back on the
// board (out of Cancelled or NoShow, say) needs its dock back, or another.
import type { Db } from "../db";
import { conflict } from "../core/errors";
import type { Caller } from "../core/caller";
import { assertCarrierOutsideCutoff, assertStaff } from "./access";
import { busyDocksBeside, HOLDING_STATUSES, pickDock, servesType } from "./capacity";
import { changeAppointment, type ChangeContext } from "./change";
import type { AppointmentChange, Changes } from "./fields";
import type { UpdateStatusInput } from "./lifecycle-schema";
import type { AppointmentType } from "../core/vocabulary";
import type { FacilityAppointment } from "./schema";
import { planUndo, transition, type Planned } from "./transitions";

const invalidTransition = (message: string) => conflict("invalid_transition", message, "action");

/** A dock for an appointment that holds one again: its own if still free, else the first free. */
async function dockBack(
  { tx, row, facility }: ChangeContext,
  change: AppointmentChange,
): Promise<AppointmentChange> {
  const wasHolding = HOLDING_STATUSES.includes(row.status);
  if (wasHolding || !HOLDING_STATUSES.includes(change.status ?? row.status) || !row.dockId) return change;
  const busy = await busyDocksBeside(tx, facility, row);
  const own = facility.docks.find((d) => d.id === row.dockId);
  if (own && servesType(own, row.type as AppointmentType) && !busy.has(own.id)) return change;
  const dock = pickDock(facility.docks, row.type as AppointmentType, busy);
  if (!dock)
    throw conflict(
      "no_capacity",
      "cannot undo: no dock is free for the appointment's time any more",
      "action",
    );
  return { ...change, dockId: dock.id };
}

export function updateAppointmentStatus(
  db: Db,
  caller: Caller,
  input: UpdateStatusInput,
): Promise<FacilityAppointment> {
  return changeAppointment(db, caller, input.id, async (ctx) => {
    const { tx, row, facility, now } = ctx;
    if (input.action === "cancel") assertCarrierOutsideCutoff(caller, row, facility.cancelCutoffMinutes, now);
    else assertStaff(caller, row, `${input.action.replace("_", " ")} an appointment`);

    let planned: Planned;
    if (input.action === "undo") {
      const events = await tx.appointmentEvent.findMany({
        where: { appointmentId: row.id },
        orderBy: { at: "desc" },
        select: { action: true, changes: true },
      });
      planned = planUndo(
        row,
        events.map((e) => ({ action: e.action, changes: JSON.parse(e.changes) as Changes })),
      );
    } else {
      const reason = input.reason ?? (caller.role === "carrier" ? "CarrierRequest" : "FacilityRequest");
      planned = transition(row, input.action, now, { reason, note: input.note });
    }
    if (!planned.ok) throw invalidTransition(planned.message);
    return { change: await dockBack(ctx, planned.change), action: planned.event };
  });
}
