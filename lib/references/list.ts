// A facility's list of valid references (reference_check mode "list"):
// uploaded by its staff up to 100,000 at a time, written in batches of
// compiled multi-row statements in one transaction (a replace is all or
// nothing), and read a page at a time in reference order.
import { sql } from "kysely";
import type { Db } from "../db";
import { statementsOf, statementTransaction } from "../db";
import { jsonSql } from "../db/json-sql";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import { forbidden, notFound } from "../core/errors";
import { isStaffOf, type Caller } from "../core/caller";
import type { ListReferencesInput, UploadReferencesInput } from "./schema";
import { recordAudit } from "../audit/record";

/** Rows per statement: 3 parameters each, well under SQLite's 32,766 and PostgreSQL's 65,535. */
export const BATCH = 2000;

async function mayManage(db: Db, caller: Caller, facilityId: string) {
  if (!(await db.facility.findUnique({ where: { id: facilityId }, select: { id: true } })))
    throw notFound("facility");
  if (!isStaffOf(caller, facilityId))
    throw forbidden("only the facility's staff and admins manage its list of valid references");
}

const compiled = new Map<string, CompiledStatement>();

function insertStatement(tx: Statements, rows: number): CompiledStatement {
  const key = `${tx.provider}:${rows}`;
  let found = compiled.get(key);
  if (found) return found;
  found = compile(
    queryBuilder(tx.provider)
      .insertInto("valid_references")
      .values(
        Array.from({ length: rows }, (_, i) => ({
          facility_id: param<string>("facility"),
          reference_id: param<string>(`ref_${i}`),
          expires_on: param<string | null>(`exp_${i}`),
          created_at: param<string>("now"),
        })),
      )
      .onConflict((oc) =>
        oc.columns(["facility_id", "reference_id"]).doUpdateSet((eb) => ({
          expires_on: eb.ref("excluded.expires_on"),
        })),
      ),
  );
  compiled.set(key, found);
  return found;
}

const countStatements = new Map<string, CompiledStatement>();

async function countOf(tx: Statements, facilityId: string): Promise<number> {
  let found = countStatements.get(tx.provider);
  if (!found)
    countStatements.set(
      tx.provider,
      (found = compile(
        queryBuilder(tx.provider)
          .selectFrom("valid_references")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("facility_id", "=", param<string>("facility")),
      )),
    );
  const [row] = await tx.rows<{ n: number | string | bigint }>(found, { facility: facilityId });
  // PostgreSQL's count is a bigint: node-postgres hands it over as text.
  return Number(row?.n ?? 0);
}

export async function uploadValidReferences(
  db: Db,
  caller: Caller,
  input: UploadReferencesInput,
  now = new Date(),
): Promise<{ taken: number; total: number }> {
  await mayManage(db, caller, input.facility_id);
  // A repeat in one upload: the last one's expiry (one statement may not touch a row twice on PostgreSQL).
  const unique = new Map(input.references.map((r) => [r.reference_id, r.expires_on ?? null]));
  const rows = [...unique];
  return statementTransaction(db, async (tx) => {
    const before = await countOf(tx, input.facility_id);
    if (input.replace) {
      const clear = compile(
        queryBuilder(tx.provider)
          .deleteFrom("valid_references")
          .where("facility_id", "=", param<string>("facility")),
      );
      await tx.run(clear, { facility: input.facility_id });
    }
    const at = jsonSql(tx.provider).instantParam(now);
    for (let from = 0; from < rows.length; from += BATCH) {
      const batch = rows.slice(from, from + BATCH);
      const values: Record<string, unknown> = { facility: input.facility_id, now: at };
      batch.forEach(([ref, exp], i) => {
        values[`ref_${i}`] = ref;
        values[`exp_${i}`] = exp;
      });
      await tx.run(insertStatement(tx, batch.length), values);
    }
    const answer = { taken: rows.length, total: await countOf(tx, input.facility_id) };
    // The list's size, not its hundred thousand references: what changed is the upload's own content.
    await recordAudit(tx, caller, {
      action: "upload_valid_references",
      target: { kind: "reference_list", id: input.facility_id },
      facilityIds: [input.facility_id],
      before: { total: before },
      after: { ...answer, replace: input.replace },
    });
    return answer;
  });
}

const pageStatements = new Map<string, CompiledStatement>();

/**
 * A page of the list in reference order. The prefix is compared as the check compares references, exactly:
 * not a LIKE pattern (where % and _ are wildcards, and SQLite ignores case), but the reference's first
 * characters, the same on both databases.
 */
function pageStatement(tx: Statements, prefix: boolean, after: boolean): CompiledStatement {
  const key = `${tx.provider}:${prefix}:${after}`;
  let found = pageStatements.get(key);
  if (!found) {
    let query = queryBuilder(tx.provider)
      .selectFrom("valid_references")
      .select(["reference_id", "expires_on"])
      .where("facility_id", "=", param<string>("facility"));
    if (prefix)
      query = query.where(
        (eb) => eb.fn("substr", ["reference_id", sql<number>`1`, eb.fn("length", [param<string>("prefix")])]),
        "=",
        param<string>("prefix"),
      );
    if (after) query = query.where("reference_id", ">", param<string>("before"));
    found = compile(query.orderBy("reference_id").limit(param<number>("take")));
    pageStatements.set(key, found);
  }
  return found;
}

export async function listValidReferences(db: Db, caller: Caller, input: ListReferencesInput) {
  await mayManage(db, caller, input.facility_id);
  const tx = statementsOf(db);
  const rows = await tx.rows<{ reference_id: string; expires_on: string | null }>(
    pageStatement(tx, Boolean(input.prefix), Boolean(input.before)),
    { facility: input.facility_id, prefix: input.prefix, before: input.before, take: input.limit + 1 },
  );
  const shown = rows.slice(0, input.limit);
  return {
    references: shown,
    total: await countOf(tx, input.facility_id),
    next_cursor: rows.length > input.limit ? shown[shown.length - 1].reference_id : null,
  };
}
