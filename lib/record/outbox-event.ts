// Every change of an appointment is also an outbox event, written in the
// change's own transaction with one insert: it exists exactly when the change
// committed, and the outbox worker turns it into e-mail (and webhooks).
import type { Db, Tx } from "../db";
import type { Role } from "../core/roles";
import type { Changes } from "./fields";
import type { CustomField } from "../fields/schema";
import { recordFor, toRecord, type AppointmentRow } from "./record";
import type { Caller } from "../core/caller";
import type { FacilityAppointment } from "./schema";
import { eventsWritten } from "../core/outbox-signal";

export const EVENT_TYPES = [
  "appointment.created",
  "appointment.updated",
  "appointment.status_changed",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type EventOf = {
  /** The appointment after the change, with RECORD_INCLUDE. */
  row: AppointmentRow;
  /** Its status before the change; null for a new appointment. */
  previousStatus: string | null;
  /** The history action: requested, approved, rescheduled, cancelled... */
  action: string;
  actorRole: Role;
  changes: Changes;
  at: Date;
};

export function eventType(previousStatus: string | null, status: string): EventType {
  if (previousStatus === null) return "appointment.created";
  return previousStatus === status ? "appointment.updated" : "appointment.status_changed";
}

/** The outbox_events row of a change (for create or createMany). */
export function eventData(e: EventOf) {
  return {
    type: eventType(e.previousStatus, e.row.status),
    appointmentId: e.row.id,
    facilityId: e.row.facilityId,
    carrierCompanyId: e.row.carrierCompanyId,
    sequence: e.row.sequence,
    previousStatus: e.previousStatus,
    action: e.action,
    actorRole: e.actorRole,
    changes: JSON.stringify(e.changes),
    // As staff see it: what a carrier's webhook may see is cut from this at delivery.
    payload: JSON.stringify(toRecord(e.row, { role: "staff" })),
    createdAt: e.at,
  };
}

export async function writeOutboxEvent(tx: Db | Tx, e: EventOf): Promise<void> {
  await tx.outboxEvent.create({ data: eventData(e), select: { id: true } });
  eventsWritten();
}

/** The `data` of an event's webhook body and live-update message: the appointment as `caller` may see it. */
export function eventDataFor(
  event: { payload: string; previousStatus: string | null },
  caller: Pick<Caller, "role">,
  fields: CustomField[],
): { appointment: FacilityAppointment; previous_status: string | null } {
  const stored = JSON.parse(event.payload) as FacilityAppointment;
  return { appointment: recordFor(stored, caller, fields), previous_status: event.previousStatus };
}
