// The tables the direct statements use (./sql.ts), for the typed query builder:
// database names (prisma/schema.prisma's @map), only the columns read or written. A name
// that drifts from the schema fails every list test on both databases.

/** A date-time column, compared with parameters in the form the provider stores (./json-sql.ts instant). */
type Instant = string;

export interface Tables {
  facilities: {
    id: string;
    time_zone: string;
    instant_booking: boolean;
    accepts_carrier_bookings: boolean;
    buffer_minutes: number;
    min_notice_minutes: number;
    horizon_days: number;
    public_booking: string;
    booking_version: number;
    slot_step_minutes: number;
    caps: string;
    holds: string;
    dock_closures: string;
    reference_check: string;
    reference_secret: string | null;
    custom_fields: string;
  };
  open_hours: { facility_id: string; weekday: number; start_minute: number; end_minute: number };
  closed_dates: { facility_id: string; date: string };
  idempotency_records: {
    id: string;
    caller_key: string;
    key: string;
    request_hash: string;
    status: number;
    body: string;
    created_at: Instant;
  };
  appointments: {
    id: string;
    facility_id: string;
    dock_id: string | null;
    carrier_company_id: string | null;
    series_id: string | null;
    series_index: number | null;
    type: string;
    loading_type: string;
    status: string;
    confirmation_code: string;
    scheduled_start: Instant;
    scheduled_end: Instant;
    is_work_in: boolean;
    quantity: number | null;
    units: string | null;
    carrier: string | null;
    carrier_emails: string;
    shipper_emails: string;
    receiver_emails: string;
    carrier_phone: string | null;
    carrier_driver: string | null;
    carrier_driver_phone: string | null;
    carrier_notes: string;
    shipper_receiver: string | null;
    forklift: string | null;
    trailer_number: string | null;
    seal_number: string | null;
    estimated_start: Instant | null;
    checked_in_at: Instant | null;
    load_started_at: Instant | null;
    load_finished_at: Instant | null;
    checked_out_at: Instant | null;
    cancelled_at: Instant | null;
    cancelled_reason: string | null;
    cancelled_note: string | null;
    public_notes: string;
    notes: string;
    created_at: Instant;
    updated_at: Instant;
    sequence: number;
    override_reason: string | null;
    custom_fields: string;
    locale: string | null;
  };
  docks: {
    id: string;
    name: string;
    facility_id: string;
    position: number;
    inbound: boolean;
    outbound: boolean;
    active: boolean;
    load_type_ids: string;
    open_hours: string | null;
  };
  carrier_companies: { id: string; name: string };
  recurring_series: { id: string; repetition_type: string };
  order_references: { id: string; appointment_id: string; reference_id: string; position: number };
  valid_references: {
    facility_id: string;
    reference_id: string;
    expires_on: string | null;
    created_at: Instant;
  };
  appointment_load_types: { appointment_id: string; load_type_id: string };
  load_types: {
    id: string;
    facility_id: string;
    name: string;
    inbound: boolean;
    outbound: boolean;
    duration_minutes: number;
    minutes_per_unit: number;
    active: boolean;
  };
  appointment_events: {
    id: string;
    appointment_id: string;
    at: Instant;
    actor: string;
    action: string;
    changes: string;
  };
  outbox_events: {
    id: string;
    type: string;
    appointment_id: string;
    facility_id: string;
    sequence: number;
    previous_status: string | null;
    action: string;
    actor_role: string;
    changes: string;
    payload: string;
    created_at: Instant;
  };
}
