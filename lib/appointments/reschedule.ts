// reschedule_facility_appointment: the request's rules for the new time, and
// a dock for it under the booking lock, not counting the appointment itself.
import type { Db } from "../db";
import { conflict, invalid } from "../core/errors";
import { assertMayUseFacility, isStaffOf, type Caller } from "../core/caller";
import { bookingRefusal } from "../rules/facility-wide";
import { assertCarrierOutsideCutoff } from "../record/access";
import { placeUnderRules, refusalError, rowCandidate } from "../placement/judge";
import { changeAppointment } from "./change";
import type { RescheduleInput } from "./edit-schema";
import type { FacilityAppointment } from "../record/schema";

export const RESCHEDULABLE = ["Requested", "Scheduled"];

export function rescheduleAppointment(
  db: Db,
  caller: Caller,
  input: RescheduleInput,
): Promise<FacilityAppointment> {
  const start = new Date(input.scheduled_start_time);
  const end = new Date(input.scheduled_end_time);
  return changeAppointment(db, caller, input.id, async ({ statements, row, facility, now }) => {
    assertMayUseFacility(caller, facility);
    assertCarrierOutsideCutoff(caller, row, facility.cancelCutoffMinutes, now);
    if (!RESCHEDULABLE.includes(row.status))
      throw conflict("invalid_transition", `cannot reschedule an appointment that is ${row.status}`, "id");
    if (start.getTime() < now.getTime())
      throw invalid("scheduled_start_time", "in_the_past", "must not be in the past");
    const refusal = bookingRefusal(facility.rules, start.getTime(), end.getTime(), now.getTime());
    if (refusal) throw refusalError(refusal);

    const verdict = await placeUnderRules(
      statements,
      facility.id,
      facility.ruleSet,
      rowCandidate(caller, row, start, end, input.override_reason),
      row.id,
    );
    if (!verdict.ok) throw refusalError(verdict.refusal);
    const { free, overridden } = verdict.placement;
    // The dock it has when that one is free, else the first free one.
    const dock = free.find((d) => d.id === row.dockId) ?? verdict.placement.dock;
    // Where staff approve requests, a carrier's new time needs approving again.
    const status = !isStaffOf(caller, facility.id) && !facility.instantBooking ? "Requested" : row.status;
    return {
      change: {
        scheduledStart: start,
        scheduledEnd: end,
        dockId: dock.id,
        status,
        // Past a rule only while it is: a move back inside the rules clears the mark.
        overrideReason: overridden ? (input.override_reason ?? null) : null,
      },
      action: "rescheduled",
    };
  });
}
