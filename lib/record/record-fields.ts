// The FacilityAppointment record's fields, in the record's order, each with where it comes from: most are one
// column of the appointment, read as the column stores it; four come from a relation (its dock, its series,
// its references, its load types). toRecord (./record.ts) builds the record from a Prisma row by this map,
// and the list (lib/appointments/list-query.ts) builds the same record in SQL by it: a field is named once,
// here, and tests/api/list-equivalence.test.ts holds the two builders equal on both databases.
import type { FacilityAppointment } from "./schema";

/** How a column holds its field: as it is, a date-time, a boolean, JSON kept in text, or the first of a JSON list. */
export type ColumnKind = "value" | "instant" | "boolean" | "json" | "first";
/** `hidden`: what carriers and anyone by a link read instead (facility-internal fields; the contract). */
export type ColumnField = { column: string; kind?: ColumnKind; hidden?: "" | null };
export type Relation = "series" | "orders" | "dock" | "load_types";

export const RECORD_FIELDS = {
  id: { column: "id" },
  type: { column: "type" },
  loading_type: { column: "loading_type" },
  scheduled_start_time: { column: "scheduled_start", kind: "instant" },
  scheduled_end_time: { column: "scheduled_end", kind: "instant" },
  confirmation_code: { column: "confirmation_code" },
  status: { column: "status" },
  recurring_facility_appointment: "series",
  order_info: "orders",
  created_at: { column: "created_at", kind: "instant" },
  updated_at: { column: "updated_at", kind: "instant" },
  is_work_in: { column: "is_work_in", kind: "boolean" },
  quantity: { column: "quantity" },
  units: { column: "units" },
  carrier: { column: "carrier" },
  carrier_email: { column: "carrier_emails", kind: "first" },
  carrier_emails: { column: "carrier_emails", kind: "json" },
  carrier_phone: { column: "carrier_phone" },
  carrier_driver: { column: "carrier_driver" },
  carrier_driver_phone: { column: "carrier_driver_phone" },
  carrier_notes: { column: "carrier_notes" },
  shipper_receiver: { column: "shipper_receiver" },
  dock: "dock",
  forklift: { column: "forklift" },
  trailer_number: { column: "trailer_number" },
  seal_number: { column: "seal_number" },
  estimated_start_datetime: { column: "estimated_start", kind: "instant" },
  load_started_at: { column: "load_started_at", kind: "instant" },
  load_finished_at: { column: "load_finished_at", kind: "instant" },
  checked_in_at: { column: "checked_in_at", kind: "instant" },
  checked_out_at: { column: "checked_out_at", kind: "instant" },
  cancelled_at: { column: "cancelled_at", kind: "instant" },
  cancelled_reason: { column: "cancelled_reason" },
  cancelled_note: { column: "cancelled_note" },
  public_notes: { column: "public_notes" },
  notes: { column: "notes", hidden: "" },
  facility: { column: "facility_id" },
  all_load_types: "load_types",
  override_reason: { column: "override_reason", hidden: null },
  // All answers: who may see which is the facility's custom fields' to say (lib/fields), after the read.
  custom_fields: { column: "custom_fields", kind: "json" },
} as const satisfies { [K in keyof FacilityAppointment]-?: ColumnField | Relation };

export type RecordField = keyof typeof RECORD_FIELDS;

/** The facility-internal fields as carriers and anyone by a link read them. */
export const HIDDEN: Partial<FacilityAppointment> = Object.fromEntries(
  Object.entries(RECORD_FIELDS).flatMap(([name, field]) =>
    typeof field === "object" && "hidden" in field ? [[name, field.hidden]] : [],
  ),
);
