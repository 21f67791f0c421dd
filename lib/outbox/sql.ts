// The outbox's bookkeeping as compiled statements on the driver (lib/db/direct.ts),
// as the booking path writes: through Prisma's runtime a claim, an attempt
// record or a fan-out insert cost several times the statement itself, and on
// SQLite every one of them holds the process's one connection meanwhile, in
// front of the bookings (docs/performance.md, "The outbox and webhooks").
import { sql, type Compilable, type Insertable, type Kysely, type RawBuilder } from "kysely";
import { compile, param, queryBuilder, type CompiledStatement } from "../db/sql";
import type { Tables } from "../db/tables";
import type { Provider } from "../db/url";

export type OutboxBuilder = Kysely<Tables>;

const compiled = new Map<string, CompiledStatement>();

/** `build`'s statement for `provider`, compiled on first use under `key` and kept. */
export function outboxStatement(
  provider: Provider,
  key: string,
  build: (b: OutboxBuilder) => Compilable,
): CompiledStatement {
  let s = compiled.get(`${provider}:${key}`);
  if (!s) {
    s = compile(build(queryBuilder(provider)));
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
export async function insertRows<T extends keyof Tables & string>(
  tx: { provider: Provider; run(s: CompiledStatement, values: Record<string, unknown>): Promise<number> },
  table: T,
  rows: Insertable<Tables[T]>[],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]) as (keyof Insertable<Tables[T]> & string)[];
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
