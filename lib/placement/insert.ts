// The one writer of new appointment rows: every path that makes an appointment
// (a request, a work-in at the calendar or the gate, a series, the demo's
// past) hands its row here, with the history it starts with and the outbox
// event of its creation (tests/lint/one-insert.test.ts keeps it so). As few
// statements as the database allows, since a booking writes while the
// facility's booking lock is held and every statement there is a wait for
// every other booking of the facility: on PostgreSQL one statement
// (data-modifying CTEs), on SQLite one per table. The rows are written from
// values made here, and the record is built from the same values (toRecord),
// not read back.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import { jsonSql } from "../db/json-sql";
import type { Provider } from "../db/url";
import type { Role } from "../core/roles";
import type { Changes, StampColumn } from "../record/fields";
import { eventData } from "../record/outbox-event";
import { eventsWritten } from "../core/outbox-signal";
import type { AppointmentRow } from "../record/record";

/** Columns a path may set beyond what every new appointment is given; the rest start at their defaults. */
type Optional =
  | "seriesId"
  | "seriesIndex"
  | "isWorkIn"
  | "sealNumber"
  | StampColumn
  | "cancelledReason"
  | "publicNotes"
  | "notes"
  | "updatedAt"
  | "series";
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
> &
  Partial<Pick<AppointmentRow, Optional>> & {
    /** Given by the caller when other rows must name it before the insert (a series' occurrences). */
    id?: string;
    /** The driver agreed to texts (lib/sms); false when not given. */
    driverSmsConsent?: boolean;
    dockName: string;
    /** The facility's custom fields as stored: which answers a carrier may see. */
    facilityFields: string;
    orders: string[];
    /** The load types' ids and names. */
    loadTypes: { id: string; name: string }[];
  };

/** The row as a read with RECORD_INCLUDE would return it right after the insert. */
export function newAppointmentRow(a: NewAppointment, now: Date): AppointmentRow {
  const { dockName, orders, loadTypes, facilityFields, id, driverSmsConsent, ...columns } = a;
  return {
    id: id ?? randomUUID(),
    driverSmsConsent: driverSmsConsent ?? false,
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
    series: null,
    ...columns,
    dock: a.dockId ? { name: dockName } : null,
    orders: orders.map((referenceId) => ({ id: randomUUID(), referenceId })),
    loadTypes: [...loadTypes]
      .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))
      .map((l) => ({ loadType: { id: l.id, name: l.name } })),
    facility: { customFields: facilityFields },
  };
}

/** One entry of the appointment's history. */
export type HistoryEntry = { at: Date; actor: string; action: string; changes: Changes };

/** How a new appointment came to be: its history so far and the outbox event of its creation. */
export type Creation = {
  actorRole: Role;
  /** Oldest first; at least one. */
  history: HistoryEntry[];
  /** The outbox event's action, changes and time. */
  event: { action: string; changes: Changes; at: Date };
};

type Shape = { orders: number; loadTypes: number; history: number; workIn: boolean };

const DATE_COLUMNS = [
  "checked_in_at",
  "load_started_at",
  "load_finished_at",
  "checked_out_at",
  "cancelled_at",
] as const;

/** The statements for an appointment of this shape, compiled once each. */
function statements(provider: Provider, shape: Shape): CompiledStatement[] {
  const qb = queryBuilder(provider);
  const appointment = qb.insertInto("appointments").values({
    id: param("id"),
    facility_id: param("facility_id"),
    dock_id: param("dock_id"),
    carrier_company_id: param("carrier_company_id"),
    series_id: param("series_id"),
    series_index: param("series_index"),
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
    driver_sms_consent: param("driver_sms_consent"),
    trailer_number: param("trailer_number"),
    seal_number: param("seal_number"),
    carrier_notes: param("carrier_notes"),
    shipper_receiver: param("shipper_receiver"),
    override_reason: param("override_reason"),
    custom_fields: param("custom_fields"),
    locale: param("locale"),
    ...Object.fromEntries(DATE_COLUMNS.map((c) => [c, param(c)])),
    cancelled_reason: param("cancelled_reason"),
    created_at: param("created_at"),
    updated_at: param("updated_at"),
    // A boolean is no parameter SQLite's driver binds: it is part of the statement.
    is_work_in: sql.lit(shape.workIn),
    public_notes: param("public_notes"),
    notes: param("notes"),
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
  const history = qb.insertInto("appointment_events").values(
    Array.from({ length: shape.history }, (_, i) => ({
      id: param(`history_id_${i}`),
      appointment_id: param("id"),
      at: param(`history_at_${i}`),
      actor: param(`history_actor_${i}`),
      action: param(`history_action_${i}`),
      changes: param(`history_changes_${i}`),
    })),
  );
  const outbox = qb.insertInto("outbox_events").values({
    id: param("event_id"),
    type: param("event_type"),
    appointment_id: param("id"),
    facility_id: param("facility_id"),
    carrier_company_id: param("carrier_company_id"),
    sequence: param("sequence"),
    previous_status: param("previous_status"),
    action: param("event_action"),
    actor_role: param("actor_role"),
    changes: param("event_changes"),
    payload: param("payload"),
    created_at: param("event_at"),
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

/** Writes `row` (from newAppointmentRow) with its history and the outbox event of its creation, in `tx`. */
export async function insertAppointment(tx: Statements, row: AppointmentRow, how: Creation): Promise<void> {
  if (!how.history.length) throw new Error("a new appointment starts its history with one entry at least");
  const { provider } = tx;
  const shape = {
    orders: row.orders.length,
    loadTypes: row.loadTypes.length,
    history: how.history.length,
    workIn: row.isWorkIn,
  };
  const key = `${provider}:${shape.orders}:${shape.loadTypes}:${shape.history}:${shape.workIn}`;
  let list = compiled.get(key);
  if (!list) compiled.set(key, (list = statements(provider, shape)));
  const at = jsonSql(provider).instantParam;
  const atOrNull = (d: Date | null) => (d ? at(d) : null);
  const event = eventData({ row, previousStatus: null, actorRole: how.actorRole, ...how.event });
  const values: Record<string, unknown> = {
    id: row.id,
    facility_id: row.facilityId,
    dock_id: row.dockId,
    carrier_company_id: row.carrierCompanyId,
    series_id: row.seriesId,
    series_index: row.seriesIndex,
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
    driver_sms_consent: row.driverSmsConsent,
    trailer_number: row.trailerNumber,
    seal_number: row.sealNumber,
    carrier_notes: row.carrierNotes,
    shipper_receiver: row.shipperReceiver,
    override_reason: row.overrideReason,
    locale: row.locale,
    custom_fields: row.customFields,
    checked_in_at: atOrNull(row.checkedInAt),
    load_started_at: atOrNull(row.loadStartedAt),
    load_finished_at: atOrNull(row.loadFinishedAt),
    checked_out_at: atOrNull(row.checkedOutAt),
    cancelled_at: atOrNull(row.cancelledAt),
    cancelled_reason: row.cancelledReason,
    created_at: at(row.createdAt),
    updated_at: at(row.updatedAt),
    public_notes: row.publicNotes,
    notes: row.notes,
    event_id: randomUUID(),
    event_type: event.type,
    sequence: event.sequence,
    previous_status: event.previousStatus,
    event_action: event.action,
    actor_role: event.actorRole,
    event_changes: event.changes,
    payload: event.payload,
    event_at: at(event.createdAt),
  };
  how.history.forEach((h, i) => {
    values[`history_id_${i}`] = randomUUID();
    values[`history_at_${i}`] = at(h.at);
    values[`history_actor_${i}`] = h.actor;
    values[`history_action_${i}`] = h.action;
    values[`history_changes_${i}`] = JSON.stringify(h.changes);
  });
  row.orders.forEach((o, i) => {
    values[`order_id_${i}`] = o.id;
    values[`order_ref_${i}`] = o.referenceId;
    values[`order_position_${i}`] = i;
  });
  row.loadTypes.forEach((l, i) => (values[`load_type_${i}`] = l.loadType.id));
  for (const statement of list) await tx.run(statement, values);
  // Who made it is its history's first entry's actor.
  if (row.overrideReason) await recordOverride(tx, { actor: how.history[0].actor }, row, null);
  eventsWritten();
}
