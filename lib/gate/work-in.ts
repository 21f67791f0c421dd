// A truck at the gate without an appointment asks to be worked in: a Requested
// work-in from now, on a free dock if there is one (none: staff give it one),
// for staff to approve on the Requests page; the gate then checks it in.
import type { Db, Tx } from "../db";
import { actingRole, type Caller } from "../core/caller";
import { facilityForBooking } from "../facilities/queries";
import { workInDock } from "../placement/judge";
import { prismaStatements } from "../db/sql";
import { clientProvider } from "../db/client-provider";
import { newConfirmationCode } from "../appointments/confirmation-code";
import { withBookingLock } from "../placement/lock";
import { writeOutboxEvent } from "../appointments/outbox-event";
import { RECORD_INCLUDE, toRecord } from "../appointments/record";
import { DEFAULT_WORK_IN_MINUTES } from "../appointments/work-in";
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
  const facility = await facilityForBooking(db, gate.id);
  return withBookingLock(db, facility.id, async (tx: Tx) => {
    const now = new Date();
    const end = new Date(now.getTime() + DEFAULT_WORK_IN_MINUTES * 60_000);
    const dock = await workInDock(
      prismaStatements(tx, clientProvider(db)),
      facility.id,
      facility.ruleSet,
      { type: input.type, loadTypeIds: [], quantity: null },
      now,
      end,
    );
    const changes = { dock: [null, dock?.name ?? null] as [null, string | null] };
    const row = await tx.appointment.create({
      data: {
        facilityId: facility.id,
        dockId: dock?.id ?? null,
        carrierCompanyId: null,
        type: input.type,
        status: "Requested",
        isWorkIn: true,
        confirmationCode: newConfirmationCode(),
        scheduledStart: now,
        scheduledEnd: end,
        carrier: input.carrier,
        carrierPhone: input.carrier_phone,
        carrierDriver: input.carrier_driver ?? null,
        createdAt: now,
        updatedAt: now,
        orders: { create: [{ referenceId: input.reference, position: 0 }] },
        events: {
          create: {
            at: now,
            actor: caller.actor,
            action: WORK_IN_REQUESTED,
            changes: JSON.stringify(changes),
          },
        },
      },
      include: RECORD_INCLUDE,
    });
    await writeOutboxEvent(tx, {
      row,
      previousStatus: null,
      action: WORK_IN_REQUESTED,
      // Not staff's own decision: the driver asked. Mail treats it as a new request.
      actorRole: actingRole(caller),
      changes,
      at: now,
    });
    return gateView(toRecord(row, caller), gate);
  });
}
