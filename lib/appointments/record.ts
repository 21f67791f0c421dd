// Database rows to the FacilityAppointment record: every field present, UTC
// date-times with milliseconds, facility-internal notes hidden from carriers.
import type { Prisma } from "../db";
import type { Caller } from "../core/caller";
import type { FacilityAppointment } from "./schema";
import type { CustomField } from "../fields/schema";
import { parseFields, parseValues, visibleAnswers, visibleChanges } from "../fields/values";

/**
 * What a query must load to build the record; shared by every read. The list builds the same record in SQL
 * (list-query.ts) for speed: a change here or in toRecord (a field, a relation, an order) must be made there too;
 * tests/api/list-equivalence.test.ts compares the two.
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

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const seesInternals = (caller: Pick<Caller, "role">) => caller.role === "staff" || caller.role === "admin";

/** The facility-internal fields, as the record shows them to carriers and anyone by a link. */
const HIDDEN = { notes: "", override_reason: null } as const satisfies Partial<FacilityAppointment>;

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
  const emails = JSON.parse(row.carrierEmails) as string[];
  return recordFor(staffRecord(row, emails), caller, parseFields(row.facility.customFields));
}

function staffRecord(row: AppointmentRow, emails: string[]): FacilityAppointment {
  return {
    id: row.id,
    type: row.type as FacilityAppointment["type"],
    loading_type: row.loadingType as FacilityAppointment["loading_type"],
    scheduled_start_time: row.scheduledStart.toISOString(),
    scheduled_end_time: row.scheduledEnd.toISOString(),
    confirmation_code: row.confirmationCode,
    status: row.status as FacilityAppointment["status"],
    recurring_facility_appointment: row.series
      ? {
          id: row.series.id,
          repetition_type: row.series.repetitionType as "Daily" | "Weekly" | "Biweekly" | "Monthly",
        }
      : null,
    order_info: row.orders.map((o) => ({ id: o.id, reference_id: o.referenceId })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_work_in: row.isWorkIn,
    quantity: row.quantity,
    units: row.units as FacilityAppointment["units"],
    carrier: row.carrier,
    carrier_email: emails[0] ?? null,
    carrier_emails: emails,
    carrier_phone: row.carrierPhone,
    carrier_driver: row.carrierDriver,
    carrier_driver_phone: row.carrierDriverPhone,
    carrier_notes: row.carrierNotes,
    shipper_receiver: row.shipperReceiver,
    dock: row.dock?.name ?? null,
    forklift: row.forklift,
    trailer_number: row.trailerNumber,
    seal_number: row.sealNumber,
    estimated_start_datetime: iso(row.estimatedStart),
    load_started_at: iso(row.loadStartedAt),
    load_finished_at: iso(row.loadFinishedAt),
    checked_in_at: iso(row.checkedInAt),
    checked_out_at: iso(row.checkedOutAt),
    cancelled_at: iso(row.cancelledAt),
    cancelled_reason: row.cancelledReason as FacilityAppointment["cancelled_reason"],
    cancelled_note: row.cancelledNote,
    public_notes: row.publicNotes,
    notes: row.notes,
    facility: row.facilityId,
    all_load_types: row.loadTypes.map((l) => ({ id: l.loadType.id, name: l.loadType.name })),
    override_reason: row.overrideReason,
    custom_fields: parseValues(row.customFields),
  };
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
