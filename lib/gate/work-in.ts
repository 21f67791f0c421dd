// A truck at the gate without an appointment asks to be worked in: a Requested
// work-in from now, on a free dock if there is one (none: staff give it one),
// for staff to approve on the Requests page; the gate then checks it in.
import type { Db } from "../db";
import { actingRole, type Caller } from "../core/caller";
import { facilityToBook } from "../facilities/booking-facility";
import { newConfirmationCode } from "../record/confirmation-code";
import { withBookingLock } from "../placement/lock";
import { insertAppointment, newAppointmentRow } from "../placement/insert";
import { toRecord } from "../record/record";
import { DEFAULT_WORK_IN_MINUTES, placeWorkIn } from "../appointments/work-in";
import { driverContact } from "../record/driver-contact";
import { gateFacility, gateView } from "./check-in";
import type { GateAppointment, GateWorkInInput } from "./schema";

/** The history action; the facility's notification addresses hear of it as of a new request. */
export const WORK_IN_REQUESTED = "work_in_requested";

export async function requestGateWorkIn(
  db: Db,
  caller: Caller,
  input: GateWorkInInput,
): Promise<GateAppointment> {
  const gate = await gateFacility(db, caller, input.facility_id);
  const facility = await facilityToBook(db, gate.id);
  // The phone given at the gate is the driver's own: texted about this visit only with their consent.
  const contact = input.driver_sms_consent
    ? driverContact(
        facility.country,
        { carrier_driver_phone: input.carrier_phone, driver_sms_consent: true },
        "carrier_phone",
      )
    : { carrierDriverPhone: null, driverSmsConsent: false };
  return withBookingLock(db, facility.id, async (tx) => {
    const now = new Date();
    const load = { type: input.type, loadTypeIds: [], quantity: null };
    const { place, changes } = await placeWorkIn(tx, facility, load, now, DEFAULT_WORK_IN_MINUTES);
    const row = newAppointmentRow(
      {
        ...place,
        carrierCompanyId: null,
        type: input.type,
        loadingType: "Live",
        status: "Requested",
        isWorkIn: true,
        confirmationCode: newConfirmationCode(),
        quantity: null,
        units: null,
        carrier: input.carrier,
        carrierEmails: "[]",
        shipperEmails: "[]",
        receiverEmails: "[]",
        carrierPhone: input.carrier_phone,
        carrierDriver: input.carrier_driver ?? null,
        carrierDriverPhone: contact.carrierDriverPhone,
        driverSmsConsent: contact.driverSmsConsent,
        trailerNumber: input.trailer_number ?? null,
        carrierNotes: "",
        shipperReceiver: null,
        overrideReason: null,
        customFields: "{}",
        locale: null,
        orders: [input.reference],
        loadTypes: [],
        facilityFields: facility.customFields,
      },
      now,
    );
    await insertAppointment(tx, row, {
      // Not staff's own decision: the driver asked. Mail treats it as a new request.
      actorRole: actingRole(caller),
      history: [{ at: now, actor: caller.actor, action: WORK_IN_REQUESTED, changes }],
      event: { action: WORK_IN_REQUESTED, changes, at: now },
    });
    return gateView(toRecord(row, caller), gate);
  });
}
