// The outbox's bookkeeping as compiled statements on the driver (lib/db/direct.ts),
// as the booking path writes: through Prisma's runtime a claim, an attempt
// record or a fan-out insert cost several times the statement itself, and on
// SQLite every one of them holds the process's one connection meanwhile, in
// front of the bookings (docs/performance.md, "Webhooks on SQLite").
import { sql, type Compilable, type Kysely, type RawBuilder } from "kysely";
import { compile, param, queryBuilder, type CompiledStatement } from "../db/sql";
import type { Tables } from "../db/tables";
import type { Provider } from "../db/url";

/** A date-time column, in the form the provider stores (lib/db/json-sql.ts instantParam). */
type Instant = string;

/** The outbox's tables as these statements use them: prisma/schema.prisma's database names. */
export type OutboxTables = {
  outbox_deliveries: {
    id: string;
    channel: string;
    event_id: string | null;
    target: string;
    order_key: string | null;
    status: string;
    attempts: number;
    next_attempt_at: Instant;
    locked_until: Instant | null;
    locked_by: string | null;
    last_error: string | null;
    created_at: Instant;
    finished_at: Instant | null;
  };
  delivery_attempts: {
    id: string;
    delivery_id: string;
    number: number;
    at: Instant;
    duration_ms: number;
    error: string | null;
    response_status: number | null;
    response: string | null;
  };
  webhook_messages: {
    delivery_id: string;
    subscription_id: string;
    event_id: string;
    event_type: string;
    body: string;
    created_at: Instant;
  };
  webhook_subscriptions: {
    id: string;
    kind: string;
    carrier_company_id: string | null;
    url: string;
    active: boolean;
    secret: string;
    created_by: string;
    failing_since: Instant | null;
  };
  webhook_subscription_facilities: { subscription_id: string; facility_id: string };
  /** The columns lib/db/tables.ts leaves out. */
  outbox_events: { dispatched_at: Instant | null };
};

export type OutboxBuilder = Kysely<Tables & OutboxTables>;

const compiled = new Map<string, CompiledStatement>();

/** `build`'s statement for `provider`, compiled on first use under `key` and kept. */
export function outboxStatement(
  provider: Provider,
  key: string,
  build: (b: OutboxBuilder) => Compilable,
): CompiledStatement {
  let s = compiled.get(`${provider}:${key}`);
  if (!s) {
    s = compile(build(queryBuilder(provider).withTables<OutboxTables>()));
    compiled.set(`${provider}:${key}`, s);
  }
  return s;
}

/**
 * The strings of the JSON array parameter `name` as a set of rows, for `in`: one statement text whatever the
 * list's length (a prepared statement each on PostgreSQL, none per length).
 */
export function listParam(provider: Provider, name: string): RawBuilder<string> {
  return provider === "postgresql"
    ? sql<string>`(select json_array_elements_text(${param(name)}::json))`
    : sql<string>`(select value from json_each(${param(name)}))`;
}

/** Rows per multi-row insert: far below either database's limit on parameters, for any table here. */
export const INSERT_CHUNK = 50;

/**
 * Inserts `rows` into `table` in statements of up to INSERT_CHUNK rows (one compiled statement per row
 * count, so a steady batch size reuses one).
 */
export async function insertRows<T extends keyof OutboxTables>(
  tx: { provider: Provider; run(s: CompiledStatement, values: Record<string, unknown>): Promise<number> },
  table: T,
  rows: OutboxTables[T][],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]) as (keyof OutboxTables[T] & string)[];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const statement = outboxStatement(
      tx.provider,
      `insert:${table}:${columns.join(",")}:${chunk.length}`,
      (b) =>
        b
          .insertInto(table)
          .values(
            chunk.map((_, i) => Object.fromEntries(columns.map((c) => [c, param(`${c}_${i}`)]))) as never,
          ),
    );
    const values: Record<string, unknown> = {};
    chunk.forEach((row, i) => {
      for (const c of columns) values[`${c}_${i}`] = row[c];
    });
    await tx.run(statement, values);
  }
}
