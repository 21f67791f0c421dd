// A booking's writes with as few statements as the database allows, since they
// run while the facility's booking lock is held and every statement there is
// a wait for every other booking of the facility (docs/performance.md): on
// PostgreSQL one statement (data-modifying CTEs), on SQLite one per table.
// The appointment, its order references, load types, history event and outbox
// event are written from values made here, and the record is built from the
// same values (toRecord), not read back.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import { jsonSql } from "../db/json-sql";
import type { Provider } from "../db/url";
import type { Role } from "../core/roles";
import { eventData } from "./outbox-event";
import { eventsWritten } from "../core/outbox-signal";
import type { AppointmentRow } from "./record";
import { recordOverride } from "../audit/override";

/** What a new appointment is given; everything else starts at its default (prisma/schema.prisma). */
export type NewAppointment = Pick<
  AppointmentRow,
  | "facilityId"
  | "dockId"
  | "carrierCompanyId"
  | "type"
  | "loadingType"
  | "status"
  | "confirmationCode"
  | "scheduledStart"
  | "scheduledEnd"
  | "quantity"
  | "units"
  | "carrier"
  | "carrierEmails"
  | "shipperEmails"
  | "receiverEmails"
  | "carrierPhone"
  | "carrierDriver"
  | "carrierDriverPhone"
  | "trailerNumber"
  | "carrierNotes"
  | "shipperReceiver"
  | "overrideReason"
  | "customFields"
  | "locale"
> & {
  dockName: string;
  /** The facility's custom fields as stored: which answers a carrier may see. */
  facilityFields: string;
  orders: string[];
  /** The load types' ids and names. */
  loadTypes: { id: string; name: string }[];
};

/** The row as a read with RECORD_INCLUDE would return it right after the insert. */
export function newAppointmentRow(a: NewAppointment, now: Date): AppointmentRow {
  const { dockName, orders, loadTypes, facilityFields, ...columns } = a;
  return {
    ...columns,
    id: randomUUID(),
    seriesId: null,
    seriesIndex: null,
    personalErasedAt: null,
    isWorkIn: false,
    forklift: null,
    sealNumber: null,
    estimatedStart: null,
    checkedInAt: null,
    loadStartedAt: null,
    loadFinishedAt: null,
    checkedOutAt: null,
    cancelledAt: null,
    cancelledReason: null,
    cancelledNote: null,
    publicNotes: "",
    notes: "",
    createdAt: now,
    updatedAt: now,
    sequence: 0,
    reminderFor: null,
    dock: { name: dockName },
    orders: orders.map((referenceId) => ({ id: randomUUID(), referenceId })),
    loadTypes: [...loadTypes]
      .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))
      .map((l) => ({ loadType: { id: l.id, name: l.name } })),
    series: null,
    facility: { customFields: facilityFields },
  };
}

type Shape = { orders: number; loadTypes: number };

/** The statements for a booking of this many order references and load types, compiled once each. */
function statements(provider: Provider, shape: Shape): CompiledStatement[] {
  const qb = queryBuilder(provider);
  const appointment = qb.insertInto("appointments").values({
    id: param("id"),
    facility_id: param("facility_id"),
    dock_id: param("dock_id"),
    carrier_company_id: param("carrier_company_id"),
    type: param("type"),
    loading_type: param("loading_type"),
    status: param("status"),
    confirmation_code: param("confirmation_code"),
    scheduled_start: param("scheduled_start"),
    scheduled_end: param("scheduled_end"),
    quantity: param("quantity"),
    units: param("units"),
    carrier: param("carrier"),
    carrier_emails: param("carrier_emails"),
    shipper_emails: param("shipper_emails"),
    receiver_emails: param("receiver_emails"),
    carrier_phone: param("carrier_phone"),
    carrier_driver: param("carrier_driver"),
    carrier_driver_phone: param("carrier_driver_phone"),
    trailer_number: param("trailer_number"),
    carrier_notes: param("carrier_notes"),
    shipper_receiver: param("shipper_receiver"),
    override_reason: param("override_reason"),
    custom_fields: param("custom_fields"),
    locale: param("locale"),
    created_at: param("now"),
    updated_at: param("now"),
    is_work_in: sql.lit(false),
    public_notes: sql.lit(""),
    notes: sql.lit(""),
    sequence: sql.lit(0),
  });
  const orders = qb.insertInto("order_references").values(
    Array.from({ length: shape.orders }, (_, i) => ({
      id: param(`order_id_${i}`),
      appointment_id: param("id"),
      reference_id: param(`order_ref_${i}`),
      position: param(`order_position_${i}`),
    })),
  );
  const loadTypes = qb.insertInto("appointment_load_types").values(
    Array.from({ length: shape.loadTypes }, (_, i) => ({
      appointment_id: param("id"),
      load_type_id: param(`load_type_${i}`),
    })),
  );
  const history = qb.insertInto("appointment_events").values({
    id: param("history_id"),
    appointment_id: param("id"),
    at: param("now"),
    actor: param("actor"),
    action: sql.lit("requested"),
    changes: param("history_changes"),
  });
  const outbox = qb.insertInto("outbox_events").values({
    id: param("event_id"),
    type: param("event_type"),
    appointment_id: param("id"),
    facility_id: param("facility_id"),
    sequence: param("sequence"),
    previous_status: param("previous_status"),
    action: param("event_action"),
    actor_role: param("actor_role"),
    changes: param("event_changes"),
    payload: param("payload"),
    created_at: param("now"),
  });
  if (provider === "postgresql") {
    // One statement: every CTE runs, children after their parent's row (the foreign keys are checked at
    // the statement's end). The parameters' types come from the columns they go into.
    let q = qb.with("a", () => appointment);
    if (shape.orders) q = q.with("o", () => orders);
    if (shape.loadTypes) q = q.with("l", () => loadTypes);
    const all = q.with("h", () => history).with("e", () => outbox);
    return [compile(all.selectNoFrom(sql<number>`1`.as("done")))];
  }
  return [
    appointment,
    ...(shape.orders ? [orders] : []),
    ...(shape.loadTypes ? [loadTypes] : []),
    history,
    outbox,
  ].map((s) => compile(s));
}

const compiled = new Map<string, CompiledStatement[]>();

/**
 * Writes `row` (from newAppointmentRow), requested by `actor`, with its history event and the outbox event
 * of its creation, in `tx`.
 */
export async function insertNewAppointment(
  tx: Statements,
  row: AppointmentRow,
  by: { actor: string; actorRole: Role },
): Promise<void> {
  const { provider } = tx;
  const shape = { orders: row.orders.length, loadTypes: row.loadTypes.length };
  const key = `${provider}:${shape.orders}:${shape.loadTypes}`;
  let list = compiled.get(key);
  if (!list) compiled.set(key, (list = statements(provider, shape)));
  const at = jsonSql(provider).instantParam;
  const event = eventData({
    row,
    previousStatus: null,
    action: "requested",
    actorRole: by.actorRole,
    changes: {},
    at: row.createdAt,
  });
  const values: Record<string, unknown> = {
    id: row.id,
    facility_id: row.facilityId,
    dock_id: row.dockId,
    carrier_company_id: row.carrierCompanyId,
    type: row.type,
    loading_type: row.loadingType,
    status: row.status,
    confirmation_code: row.confirmationCode,
    scheduled_start: at(row.scheduledStart),
    scheduled_end: at(row.scheduledEnd),
    quantity: row.quantity,
    units: row.units,
    carrier: row.carrier,
    carrier_emails: row.carrierEmails,
    shipper_emails: row.shipperEmails,
    receiver_emails: row.receiverEmails,
    carrier_phone: row.carrierPhone,
    carrier_driver: row.carrierDriver,
    carrier_driver_phone: row.carrierDriverPhone,
    trailer_number: row.trailerNumber,
    carrier_notes: row.carrierNotes,
    shipper_receiver: row.shipperReceiver,
    override_reason: row.overrideReason,
    locale: row.locale,
    custom_fields: row.customFields,
    now: at(row.createdAt),
    history_id: randomUUID(),
    // A booking past a rule says so, and why, in its first history event.
    history_changes: JSON.stringify(
      row.overrideReason ? { override_reason: [null, row.overrideReason] } : {},
    ),
    actor: by.actor,
    event_id: randomUUID(),
    event_type: event.type,
    sequence: event.sequence,
    previous_status: event.previousStatus,
    event_action: event.action,
    actor_role: event.actorRole,
    event_changes: event.changes,
    payload: event.payload,
  };
  row.orders.forEach((o, i) => {
    values[`order_id_${i}`] = o.id;
    values[`order_ref_${i}`] = o.referenceId;
    values[`order_position_${i}`] = i;
  });
  row.loadTypes.forEach((l, i) => (values[`load_type_${i}`] = l.loadType.id));
  for (const statement of list) await tx.run(statement, values);
  if (row.overrideReason) await recordOverride(tx, by, row, null);
  eventsWritten();
}
