// The statement behind get_facility_appointments: one per selector and scope,
// answering the facility's time zone and the whole answer as JSON, built by
// the database. The record is toRecord's, field for field, from the one map
// of its fields (lib/record/record-fields.ts).
import { sql, type Expression, type ExpressionBuilder } from "kysely";
import { RECORD_FIELDS, type ColumnField, type Relation } from "../record/record-fields";
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

/** A relation's part of the record of row `a`, ordered as RECORD_INCLUDE orders it (lib/record/record.ts). */
function relations(eb: Row, j: JsonSql): Record<Relation, Expression<unknown>> {
  return {
    series: eb
      .case()
      .when("s.id", "is not", null)
      .then(j.object({ id: eb.ref("s.id"), repetition_type: eb.ref("s.repetition_type") }))
      .end(),
    orders: j.nested(
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
    dock: eb.ref("d.name"),
    load_types: j.nested(
      eb
        .selectFrom("appointment_load_types as x")
        .innerJoin("load_types as l", "l.id", "x.load_type_id")
        .select((l) =>
          j.array(j.object({ id: l.ref("l.id"), name: l.ref("l.name") }), [l.ref("l.name")]).as("json"),
        )
        .whereRef("x.appointment_id", "=", "a.id"),
    ),
  };
}

function column(eb: Row, j: JsonSql, field: ColumnField): Expression<unknown> {
  const ref = eb.ref(`a.${field.column}` as "a.id");
  if (field.kind === "instant") return j.instant(ref);
  if (field.kind === "boolean") return j.boolean(ref);
  if (field.kind === "json") return j.stored(ref);
  if (field.kind === "first") return j.firstOf(ref);
  return ref;
}

/**
 * The FacilityAppointment record of row `a` (with its dock `d` and series `s`), field for field as toRecord
 * makes it (lib/record/record-fields.ts). A carrier's facility-internal fields are literals; its custom
 * field answers are cut after the query (./list.ts).
 */
function record(eb: Row, j: JsonSql, carrier: boolean) {
  const related = relations(eb, j);
  const fields: Record<string, Expression<unknown>> = {};
  for (const [name, field] of Object.entries(RECORD_FIELDS) as [string, ColumnField | Relation][])
    fields[name] =
      typeof field === "string"
        ? related[field]
        : carrier && "hidden" in field
          ? sql.lit(field.hidden)
          : column(eb, j, field);
  return j.object(fields);
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
