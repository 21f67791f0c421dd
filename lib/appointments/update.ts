// update_facility_appointment: dock and yard details. Staff change any field;
// the carrier its trailer, seal and ETA. A dock change is judged as a booking
// (lib/placement/judge.ts): the dock must take the load, be open, in service and free,
// under the lock, unless staff pass a rule with override_reason.
import type { Db } from "../db";
import { DomainError, conflict, invalid } from "../core/errors";
import { isStaffOf, type Caller } from "../core/caller";
import { HOLDING_STATUSES } from "../core/vocabulary";
import { servesType } from "../rules/engine";
import { assertMayOverride, placeInPlace } from "../placement/judge";
import { changeAppointment, type ChangeContext } from "./change";
import { CARRIER_FIELDS, type UpdateAppointmentInput } from "./edit-schema";
import type { AppointmentChange } from "../record/fields";
import type { AppointmentType } from "../core/vocabulary";
import type { FacilityAppointment } from "../record/schema";
import { answersAfterChange, audienceOf, parseFields, parseValues } from "../fields/values";
import { driverPhone } from "../core/phone";

export function updateAppointment(
  db: Db,
  caller: Caller,
  input: UpdateAppointmentInput,
  opts: {
    /** More refusals, checked under the booking lock on the fresh row (the manage link's: too late to change). */
    guard?: (ctx: ChangeContext) => void;
  } = {},
): Promise<FacilityAppointment> {
  return changeAppointment(db, caller, input.id, async (ctx) => {
    const { statements, row, facility } = ctx;
    opts.guard?.(ctx);
    assertMayOverride(caller, input.override_reason);
    const sent = (Object.keys(input) as (keyof UpdateAppointmentInput)[]).filter(
      (k) => k !== "id" && k !== "override_reason" && input[k] !== undefined,
    );
    if (!isStaffOf(caller, row.facilityId)) {
      const denied = sent.filter((k) => !CARRIER_FIELDS.has(k));
      if (denied.length) {
        throw new DomainError(
          "permission_denied",
          `only the facility's staff may change ${denied.join(", ")}`,
          denied.map((field) => ({
            field,
            reason: "staff_only",
            message: "may be changed by the facility's staff only",
          })),
        );
      }
    }
    const change: AppointmentChange = {};
    if (input.trailer_number !== undefined) change.trailerNumber = input.trailer_number;
    if (input.seal_number !== undefined) change.sealNumber = input.seal_number;
    if (input.estimated_start_datetime !== undefined)
      change.estimatedStart =
        input.estimated_start_datetime === null ? null : new Date(input.estimated_start_datetime);
    if (input.forklift !== undefined) change.forklift = input.forklift;
    if (input.notes !== undefined) change.notes = input.notes;
    if (input.public_notes !== undefined) change.publicNotes = input.public_notes;
    if (input.custom_fields !== undefined)
      change.customFields = JSON.stringify(
        answersAfterChange(
          parseFields(facility.customFields),
          parseValues(row.customFields),
          input.custom_fields,
          audienceOf(caller, row.facilityId),
          row.loadTypes.map((l) => l.loadType.id),
        ),
      );
    if (input.carrier_driver_phone !== undefined || input.driver_sms_consent !== undefined) {
      const phone =
        input.carrier_driver_phone === undefined
          ? row.carrierDriverPhone
          : driverPhone(input.carrier_driver_phone, facility.country);
      if (phone !== row.carrierDriverPhone) change.carrierDriverPhone = phone;
      // A yes was given for a number: another number is texted only with a yes of its own.
      const consent =
        input.driver_sms_consent ?? (phone === row.carrierDriverPhone ? row.driverSmsConsent : false);
      change.driverSmsConsent = phone !== null && consent;
    }
    if (input.dock !== undefined) {
      const dock = facility.docks.find((d) => d.name === input.dock);
      if (!dock) throw invalid("dock", "unknown_dock", "is not a dock of this facility");
      if (!servesType(dock, row.type as AppointmentType))
        throw invalid("dock", "wrong_direction", `is not an active dock for ${row.type} appointments`);
      if (dock.id !== row.dockId) {
        if (!HOLDING_STATUSES.includes(row.status))
          throw conflict(
            "invalid_transition",
            `cannot change the dock of an appointment that is ${row.status}`,
            "dock",
          );
        const placed = await placeInPlace(statements, caller, facility, row, {
          dockId: dock.id,
          overrideReason: input.override_reason,
          field: "dock",
        });
        change.dockId = placed.dockId;
        if (placed.overridden) change.overrideReason = input.override_reason!;
      }
    }
    return { change, action: "updated" };
  });
}
