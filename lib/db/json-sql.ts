// JSON built by the database, in each dialect's own functions, for statements
// that answer the API's JSON as one value (./sql.ts): PostgreSQL's
// json_build_object and json_agg, SQLite's json_object and json_group_array.
// The values come out as the API writes them: date-times in UTC with
// milliseconds and Z, booleans as true/false, JSON kept in a text column
// embedded as JSON. json, not jsonb, on PostgreSQL: jsonb would reorder keys.
import { sql, type Expression, type RawBuilder } from "kysely";
import { jsonBuildObject as pgObject } from "kysely/helpers/postgres";
import { jsonBuildObject as sqliteObject } from "kysely/helpers/sqlite";
import type { Provider } from "./url";

type Value = Expression<unknown>;

export type JsonSql = {
  /** An object of these keys, in this order (at most 50: PostgreSQL takes 100 arguments to a function). */
  object(fields: Record<string, Value>): RawBuilder<unknown>;
  /** The aggregate of `item` over the rows, in `order`; [] for none. */
  array(item: Value, order: Value[]): RawBuilder<unknown>;
  /** A JSON value from a subquery, kept JSON where the outer object embeds it. */
  nested(subquery: Value): RawBuilder<unknown>;
  /** A date-time column as `2026-11-23T14:00:00.000Z`, or null. */
  instant(column: Value): RawBuilder<string | null>;
  boolean(column: Value): RawBuilder<boolean>;
  /** A text column that holds JSON, as that JSON. */
  stored(column: Value): RawBuilder<unknown>;
  /** The first element of a stored JSON array, as text; null when empty. */
  firstOf(column: Value): RawBuilder<string | null>;
  /** The JSON value as text, as the driver hands it back. */
  text(json: Value): RawBuilder<string>;
  /** A date-time parameter in the form the provider's columns hold (as Prisma's adapters write it). */
  instantParam(at: Date): string;
};

const joined = (order: Value[]) => sql.join(order);

const postgres: JsonSql = {
  object: (fields) => pgObject(fields),
  array: (item, order) => sql`coalesce(json_agg(${item} order by ${joined(order)}), '[]')`,
  nested: (subquery) => sql`(${subquery})`,
  // timestamp(3) holds UTC wall-clock time (Prisma); to_char ignores the session's zone for it.
  instant: (column) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  boolean: (column) => sql`${column}`,
  stored: (column) => sql`${column}::json`,
  firstOf: (column) => sql`(${column}::json ->> 0)`,
  text: (json) => sql`${json}::text`,
  // A zone in the text is ignored for timestamp without time zone: the UTC wall-clock time remains.
  instantParam: (at) => at.toISOString(),
};

// SQLite marks JSON with a subtype that json_object and json_group_array keep
// only within one expression: what comes out of a subquery or a plain column
// goes through json() to count as JSON again.
const sqlite: JsonSql = {
  object: (fields) => sqliteObject(fields),
  array: (item, order) => sql`json_group_array(${item} order by ${joined(order)})`,
  nested: (subquery) => sql`json((${subquery}))`,
  // The adapter's own format (2026-11-23T14:00:00.000+00:00) needs only its Z; strftime, which costs
  // a third of the statement, reads any other (a value a migration or a tool wrote).
  instant: (column) =>
    sql`iif(${column} glob '????-??-??T??:??:??.???+00:00', substr(${column}, 1, 23) || 'Z', strftime('%Y-%m-%dT%H:%M:%fZ', ${column}))`,
  boolean: (column) => sql`json(case when ${column} then 'true' else 'false' end)`,
  stored: (column) => sql`json(${column})`,
  firstOf: (column) => sql`json_extract(${column}, '$[0]')`,
  text: (json) => sql`${json}`,
  // The better-sqlite3 adapter's format; the columns compare as text.
  instantParam: (at) => at.toISOString().replace("Z", "+00:00"),
};

export function jsonSql(provider: Provider): JsonSql {
  return provider === "postgresql" ? postgres : sqlite;
}
