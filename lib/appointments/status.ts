// update_facility_appointment_status: the state machine of transitions.ts,
// applied under the booking lock. An approval, and an undo that puts an
// appointment back on the board (out of Cancelled or NoShow, say), are judged
// as a booking (lib/placement/judge.ts): its dock back, or another, under the same rules.
import type { Db } from "../db";
import { conflict } from "../core/errors";
import type { Caller } from "../core/caller";
import { HOLDING_STATUSES } from "../core/vocabulary";
import { uniqueOnReturn } from "../references/check";
import { assertCarrierOutsideCutoff, assertStaff } from "../record/access";
import { changeAppointment, type ChangeContext } from "./change";
import type { AppointmentChange, Changes } from "../record/fields";
import type { UpdateStatusInput } from "./lifecycle-schema";
import { assertMayOverride, placeInPlace } from "../placement/judge";
import type { FacilityAppointment } from "../record/schema";
import { planUndo, transition, type Planned } from "./transitions";

const invalidTransition = (message: string) => conflict("invalid_transition", message, "action");

/**
 * The change placed under the rules when it puts the appointment on the board (an undo out of a freed
 * status) or approves it; an approval keeps a rule staff passed when it was booked.
 */
async function placed(
  { statements, row, facility }: ChangeContext,
  caller: Caller,
  change: AppointmentChange,
  input: UpdateStatusInput,
): Promise<AppointmentChange> {
  const approving = input.action === "approve";
  const returning =
    !HOLDING_STATUSES.includes(row.status) && HOLDING_STATUSES.includes(change.status ?? row.status);
  if ((!approving && !returning) || !row.dockId) return change;
  const overrideReason = input.override_reason ?? (approving ? (row.overrideReason ?? undefined) : undefined);
  const { dockId, overridden } = await placeInPlace(statements, caller, facility, row, {
    overrideReason,
    field: "action",
  });
  const passedReference =
    returning &&
    (await uniqueOnReturn(statements, caller, {
      facilityId: facility.id,
      references: row.orders.map((o) => o.referenceId),
      exclude: row.id,
      overrideReason: input.override_reason,
    }));
  const passed = (overridden || passedReference) && input.override_reason !== undefined;
  return {
    ...change,
    ...(dockId !== row.dockId ? { dockId } : {}),
    ...(passed ? { overrideReason: input.override_reason } : {}),
  };
}

export function updateAppointmentStatus(
  db: Db,
  caller: Caller,
  input: UpdateStatusInput,
): Promise<FacilityAppointment> {
  return changeAppointment(db, caller, input.id, async (ctx) => {
    const { tx, row, facility, now } = ctx;
    assertMayOverride(caller, input.override_reason);
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
      const reason =
        input.reason ??
        (caller.role === "carrier" || caller.role === "public" ? "CarrierRequest" : "FacilityRequest");
      planned = transition(row, input.action, now, { reason, note: input.note });
    }
    if (!planned.ok) throw invalidTransition(planned.message);
    return { change: await placed(ctx, caller, planned.change, input), action: planned.event };
  });
}
