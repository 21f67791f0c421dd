// create_work_in: a truck at the gate without an appointment. Recorded even
// when no dock is free: then it waits in the yard without one.
import { statementsOf, type Db } from "../db";
import type { Statements } from "../db/sql";
import { forbidden } from "../core/errors";
import { isStaffOf, type Caller, actingRole } from "../core/caller";
import { facilityToBook, type FacilityToBook } from "../facilities/booking-facility";
import { checkIdempotency, type Idempotency } from "../idempotency/service";
import { workInDock } from "../placement/judge";
import { neededMinutes } from "../rules/engine";
import { newConfirmationCode } from "../record/confirmation-code";
import { checkLoadTypes } from "./load-types";
import { withBookingLock } from "../placement/lock";
import { checkReferences } from "../references/check";
import { insertAppointment, newAppointmentRow } from "../placement/insert";
import type { Changes } from "../record/fields";
import { toRecord } from "../record/record";
import { mergeEmails } from "./request";
import type { FacilityAppointment } from "../record/schema";
import type { CreateWorkInInput } from "./work-in-schema";
import { answersForNew, parseFields } from "../fields/values";
import { driverContact } from "../record/driver-contact";

export const DEFAULT_WORK_IN_MINUTES = 60;

/**
 * Where a work-in arriving `now` stands for `minutes`: a free dock if there is one (none: it waits in the yard
 * until staff give it one). Its row's place and time columns, and the dock as its history records it.
 */
export async function placeWorkIn(
  tx: Statements,
  facility: Pick<FacilityToBook, "id" | "ruleSet">,
  load: Parameters<typeof workInDock>[3],
  now: Date,
  minutes: number,
) {
  const end = new Date(now.getTime() + minutes * 60_000);
  const dock = await workInDock(tx, facility.id, facility.ruleSet, load, now, end);
  return {
    place: {
      facilityId: facility.id,
      dockId: dock?.id ?? null,
      dockName: dock?.name ?? "",
      scheduledStart: now,
      scheduledEnd: end,
    },
    changes: { dock: [null, dock?.name ?? null] } satisfies Changes,
  };
}

export async function createWorkIn(
  db: Db,
  caller: Caller,
  input: CreateWorkInInput,
  opts: { idempotency?: Idempotency; now?: Date } = {},
): Promise<FacilityAppointment> {
  const clock = opts.now ?? new Date();
  await checkIdempotency(statementsOf(db), opts.idempotency, clock);
  const facility = await facilityToBook(db, input.facility_id);
  if (!isStaffOf(caller, facility.id)) throw forbidden("only the facility's staff may record work-ins");
  const loadTypes = checkLoadTypes(facility, input.type, input.load_type_ids);
  const customFields = answersForNew(
    parseFields(facility.customFields),
    input.custom_fields,
    "staff",
    loadTypes.map((l) => l.id),
  );
  const minutes =
    input.duration_minutes ??
    neededMinutes(
      facility.ruleSet,
      loadTypes.map((l) => l.id),
      input.quantity ?? null,
    ) ??
    DEFAULT_WORK_IN_MINUTES;

  // The truck is already here: the list and the unique rule apply (staff may pass them with a reason), the
  // warehouse's hook is not asked.
  const references = await checkReferences(db, caller, {
    facilityId: facility.id,
    timeZone: facility.timeZone,
    references: (input.order_info ?? []).map((o) => o.reference_id),
    overrideReason: input.override_reason,
    action: "create",
    now: clock,
  });
  const driver = driverContact(facility.country, input);
  return withBookingLock(db, facility.id, async (tx) => {
    await checkIdempotency(tx, opts.idempotency, clock);
    await references.underLock(tx);
    const now = opts.now ?? new Date();
    const load = {
      type: input.type,
      loadTypeIds: loadTypes.map((l) => l.id),
      quantity: input.quantity ?? null,
    };
    const { place, changes } = await placeWorkIn(tx, facility, load, now, minutes);
    const row = newAppointmentRow(
      {
        ...place,
        // Staff record it; it belongs to no carrier account until staff link one.
        carrierCompanyId: null,
        type: input.type,
        loadingType: input.loading_type ?? "Live",
        status: "Arrived",
        isWorkIn: true,
        checkedInAt: now,
        confirmationCode: newConfirmationCode(),
        quantity: input.quantity ?? null,
        units: input.units ?? null,
        carrier: input.carrier,
        carrierEmails: JSON.stringify(mergeEmails(undefined, input.carrier_emails)),
        shipperEmails: "[]",
        receiverEmails: "[]",
        carrierPhone: input.carrier_phone ?? null,
        carrierDriver: input.carrier_driver ?? null,
        carrierDriverPhone: driver.carrierDriverPhone,
        driverSmsConsent: driver.driverSmsConsent,
        carrierNotes: input.carrier_notes ?? "",
        shipperReceiver: input.shipper_receiver ?? null,
        trailerNumber: input.trailer_number || null,
        sealNumber: input.seal_number || null,
        notes: input.notes ?? "",
        overrideReason: references.overridden ? (input.override_reason ?? null) : null,
        customFields: JSON.stringify(customFields),
        locale: null,
        orders: (input.order_info ?? []).map((o) => o.reference_id),
        loadTypes,
        facilityFields: facility.customFields,
      },
      now,
    );
    await insertAppointment(tx, row, {
      actorRole: actingRole(caller),
      history: [{ at: now, actor: caller.actor, action: "work_in_created", changes }],
      event: { action: "work_in_created", changes, at: now },
    });
    const record = toRecord(row, caller);
    await opts.idempotency?.store(tx, record);
    return record;
  });
}
