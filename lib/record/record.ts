// Database rows to the FacilityAppointment record: every field present, UTC
// date-times with milliseconds, facility-internal notes hidden from carriers.
import type { Prisma } from "../db";
import type { Caller } from "../core/caller";
import type { FacilityAppointment } from "./schema";
import type { CustomField } from "../fields/schema";
import { parseFields, visibleAnswers, visibleChanges } from "../fields/values";
import { HIDDEN, RECORD_FIELDS, type ColumnField, type ColumnKind, type Relation } from "./record-fields";

/**
 * What a query must load to build the record (./record-fields.ts): shared by every read. A relation's order
 * here is the one the list's SQL gives it (lib/appointments/list-query.ts).
 */
export const RECORD_INCLUDE = {
  dock: { select: { name: true } },
  orders: { select: { id: true, referenceId: true }, orderBy: { position: "asc" } },
  loadTypes: {
    select: { loadType: { select: { id: true, name: true } } },
    orderBy: { loadType: { name: "asc" } },
  },
  series: { select: { id: true, repetitionType: true } },
  // The facility's custom fields say which answers a carrier may see (lib/fields).
  facility: { select: { customFields: true } },
} satisfies Prisma.AppointmentInclude;

export type AppointmentRow = Prisma.AppointmentGetPayload<{ include: typeof RECORD_INCLUDE }>;

const seesInternals = (caller: Pick<Caller, "role">) => caller.role === "staff" || caller.role === "admin";

/**
 * A record as staff see it, cut to what `caller` may see: facility-internal fields are "" or null for
 * carriers and anyone by a link (contract), and so are the answers the facility's custom `fields` hide from
 * carriers. Also cuts stored staff records (outbox events) for webhooks and live updates.
 */
export function recordFor(
  record: FacilityAppointment,
  caller: Pick<Caller, "role">,
  fields: CustomField[],
): FacilityAppointment {
  if (seesInternals(caller)) return record;
  return {
    ...record,
    ...HIDDEN,
    custom_fields: visibleAnswers(record.custom_fields ?? {}, fields, caller.role),
  };
}

export function toRecord(row: AppointmentRow, caller: Pick<Caller, "role">): FacilityAppointment {
  return recordFor(staffRecord(row), caller, parseFields(row.facility.customFields));
}

const camel = (column: string) => column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

function columnValue(kind: ColumnKind | undefined, value: unknown): unknown {
  if (kind === "instant") return value instanceof Date ? value.toISOString() : null;
  if (kind === "json") return JSON.parse(value as string);
  if (kind === "first") return (JSON.parse(value as string) as unknown[])[0] ?? null;
  return value;
}

const RELATIONS: Record<Relation, (row: AppointmentRow) => unknown> = {
  series: (row) => (row.series ? { id: row.series.id, repetition_type: row.series.repetitionType } : null),
  orders: (row) => row.orders.map((o) => ({ id: o.id, reference_id: o.referenceId })),
  dock: (row) => row.dock?.name ?? null,
  load_types: (row) => row.loadTypes.map((l) => ({ id: l.loadType.id, name: l.loadType.name })),
};

/** Each field's reader, made once from the map. */
const READERS: [string, (row: AppointmentRow) => unknown][] = Object.entries(RECORD_FIELDS).map(
  ([name, field]: [string, ColumnField | Relation]) => {
    if (typeof field === "string") return [name, RELATIONS[field]];
    const key = camel(field.column) as keyof AppointmentRow;
    return [name, (row: AppointmentRow) => columnValue(field.kind, row[key])];
  },
);

function staffRecord(row: AppointmentRow): FacilityAppointment {
  const record: Record<string, unknown> = {};
  for (const [name, read] of READERS) record[name] = read(row);
  return record as FacilityAppointment;
}

/**
 * A history event's changes (field name: [before, after]) cut as recordFor cuts the record: `caller` sees no
 * change of a field the record hides from it, nor of an answer hidden from carriers.
 */
export function changesFor<C extends Record<string, unknown>>(
  changes: C,
  caller: Pick<Caller, "role">,
  fields: CustomField[],
): C {
  if (seesInternals(caller)) return changes;
  const shown = visibleChanges(changes, fields, caller.role);
  return Object.fromEntries(Object.entries(shown).filter(([name]) => !(name in HIDDEN))) as C;
}
