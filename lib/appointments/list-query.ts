// The statement behind get_facility_appointments: one per selector and scope,
// answering the facility's time zone and the whole answer as JSON, built by
// the database. The record is toRecord's (./record.ts), field for field:
// a change there must be made here too (tests/api/list-equivalence.test.ts
// compares the two on both databases).
import { sql, type ExpressionBuilder } from "kysely";
import { compile, param, queryBuilder, type CompiledStatement } from "../db/sql";
import { jsonSql, type JsonSql } from "../db/json-sql";
import type { Tables } from "../db/tables";
import type { Provider } from "../db/url";

export type Selector = "scheduled" | "created" | "modified";

/** The column each selector is about: the range bounds it, the index (facility_id, column, id) gives the order. */
const COLUMN = { scheduled: "a.scheduled_start", created: "a.created_at", modified: "a.updated_at" } as const;

type Row = ExpressionBuilder<
  Tables & { a: Tables["appointments"] } & { d: Tables["docks"] } & { s: Tables["recurring_series"] },
  "a" | "d" | "s"
>;

/** The FacilityAppointment record of row `a` (with its dock `d` and series `s`). */
function record(eb: Row, j: JsonSql, carrier: boolean) {
  const at = (column: Parameters<Row["ref"]>[0]) => j.instant(eb.ref(column));
  return j.object({
    id: eb.ref("a.id"),
    type: eb.ref("a.type"),
    loading_type: eb.ref("a.loading_type"),
    scheduled_start_time: at("a.scheduled_start"),
    scheduled_end_time: at("a.scheduled_end"),
    confirmation_code: eb.ref("a.confirmation_code"),
    status: eb.ref("a.status"),
    recurring_facility_appointment: eb
      .case()
      .when("s.id", "is not", null)
      .then(j.object({ id: eb.ref("s.id"), repetition_type: eb.ref("s.repetition_type") }))
      .end(),
    order_info: j.nested(
      eb
        .selectFrom("order_references as o")
        .select((o) =>
          j
            .array(j.object({ id: o.ref("o.id"), reference_id: o.ref("o.reference_id") }), [
              o.ref("o.position"),
            ])
            .as("json"),
        )
        .whereRef("o.appointment_id", "=", "a.id"),
    ),
    created_at: at("a.created_at"),
    updated_at: at("a.updated_at"),
    is_work_in: j.boolean(eb.ref("a.is_work_in")),
    quantity: eb.ref("a.quantity"),
    units: eb.ref("a.units"),
    carrier: eb.ref("a.carrier"),
    carrier_email: j.firstOf(eb.ref("a.carrier_emails")),
    carrier_emails: j.stored(eb.ref("a.carrier_emails")),
    carrier_phone: eb.ref("a.carrier_phone"),
    carrier_driver: eb.ref("a.carrier_driver"),
    carrier_driver_phone: eb.ref("a.carrier_driver_phone"),
    carrier_notes: eb.ref("a.carrier_notes"),
    shipper_receiver: eb.ref("a.shipper_receiver"),
    dock: eb.ref("d.name"),
    forklift: eb.ref("a.forklift"),
    trailer_number: eb.ref("a.trailer_number"),
    seal_number: eb.ref("a.seal_number"),
    estimated_start_datetime: at("a.estimated_start"),
    load_started_at: at("a.load_started_at"),
    load_finished_at: at("a.load_finished_at"),
    checked_in_at: at("a.checked_in_at"),
    checked_out_at: at("a.checked_out_at"),
    cancelled_at: at("a.cancelled_at"),
    cancelled_reason: eb.ref("a.cancelled_reason"),
    cancelled_note: eb.ref("a.cancelled_note"),
    public_notes: eb.ref("a.public_notes"),
    // Facility-internal: carriers get "" (contract).
    notes: carrier ? sql.lit("") : eb.ref("a.notes"),
    facility: eb.ref("a.facility_id"),
    all_load_types: j.nested(
      eb
        .selectFrom("appointment_load_types as x")
        .innerJoin("load_types as l", "l.id", "x.load_type_id")
        .select((l) =>
          j.array(j.object({ id: l.ref("l.id"), name: l.ref("l.name") }), [l.ref("l.name")]).as("json"),
        )
        .whereRef("x.appointment_id", "=", "a.id"),
    ),
    // Facility-internal like notes: carriers get null.
    override_reason: carrier ? sql.lit(null) : eb.ref("a.override_reason"),
    // All answers: a carrier's list drops those hidden from carriers after the query (./list.ts).
    custom_fields: j.stored(eb.ref("a.custom_fields")),
  });
}

function build(provider: Provider, selector: Selector, carrier: boolean): CompiledStatement {
  const k = queryBuilder(provider);
  const j = jsonSql(provider);
  const column = COLUMN[selector];
  const list = k
    .selectFrom("appointments as a")
    .leftJoin("docks as d", "d.id", "a.dock_id")
    .leftJoin("recurring_series as s", "s.id", "a.series_id")
    .select((eb) => j.text(j.array(record(eb, j, carrier), [eb.ref(column), eb.ref("a.id")])).as("json"))
    .where("a.facility_id", "=", param<string>("facility"))
    .where(column, ">=", param<string>("from"))
    .$call((q) =>
      selector === "scheduled"
        ? // scheduled_start < to is implied by scheduled_end <= to; stating it bounds the index range.
          q
            .where("a.scheduled_start", "<", param<string>("to"))
            .where("a.scheduled_end", "<=", param<string>("to"))
        : q.where(column, "<=", param<string>("to")),
    )
    // Of a series, only its first occurrence.
    .$if(selector === "created", (q) =>
      q.where((eb) => eb.or([eb("a.series_id", "is", null), eb("a.series_index", "=", eb.lit(0))])),
    )
    .$if(carrier, (q) => q.where("a.carrier_company_id", "=", param<string>("company")));
  return compile(
    k
      .selectFrom("facilities as f")
      .select(["f.time_zone", list.as("json"), "f.custom_fields"])
      .where("f.id", "=", param<string>("facility")),
  );
}

const statements = new Map<string, CompiledStatement>();

/**
 * The statement for a selector, compiled on first use. Parameters: facility, from, to (date-times as
 * JsonSql.instantParam gives them), and company for a carrier. Its one row: [time zone, JSON, custom fields]; none for no
 * such facility.
 */
export function listStatement(provider: Provider, selector: Selector, carrier: boolean): CompiledStatement {
  const key = `${provider} ${selector} ${carrier}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = build(provider, selector, carrier);
    statements.set(key, statement);
  }
  return statement;
}
