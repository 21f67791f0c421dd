// A facility's list of valid references (reference_check mode "list"):
// uploaded by its staff up to 100,000 at a time, and read a page at a time in
// reference order. An upload writes a list of its own (valid_references.list_id,
// numbered by reference_lists.last_list) in batches, each its own short
// transaction, so that other requests (on SQLite, every query of the process
// waits for the one connection) run between them; then one short transaction
// makes it the facility's current list (reference_lists.current_list) and
// records the audit entry; then the older lists are deleted in batches. Readers
// see only the current list: the old one whole until the switch, the new one
// whole after it. A failed upload leaves the current list as it was.
import { sql } from "kysely";
import type { Db } from "../db";
import { statementsOf, statementTransaction } from "../db";
import { jsonSql } from "../db/json-sql";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import { conflict, forbidden, notFound } from "../core/errors";
import { isStaffOf, type Caller } from "../core/caller";
import type { ListReferencesInput, UploadReferencesInput } from "./schema";
import { recordAudit } from "../audit/record";

/**
 * One of an upload's transactions, after a turn of the event loop for the process's other requests: on SQLite
 * a transaction runs synchronously, and the upload's next one would otherwise start before any request that
 * waits on I/O or a timer got as far as the connection's queue.
 */
async function shortTransaction<T>(db: Db, fn: (tx: Statements) => Promise<T>): Promise<T> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  return statementTransaction(db, fn);
}

/** Rows per statement: 3 parameters each, well under SQLite's 32,766 and PostgreSQL's 65,535. */
export const BATCH = 2000;

async function mayManage(db: Db, caller: Caller, facilityId: string) {
  if (!(await db.facility.findUnique({ where: { id: facilityId }, select: { id: true } })))
    throw notFound("facility");
  if (!isStaffOf(caller, facilityId))
    throw forbidden("only the facility's staff and admins manage its list of valid references");
}

const compiled = new Map<string, CompiledStatement>();

function cached(provider: string, key: string, make: () => CompiledStatement): CompiledStatement {
  const k = `${provider}:${key}`;
  let found = compiled.get(k);
  if (!found) compiled.set(k, (found = make()));
  return found;
}

/** A list number as a parameter, typed so that PostgreSQL takes it where a value of its own is selected. */
const listParam = (name: string) => sql<number>`cast(${param<number>(name)} as integer)`;

function insertStatement(tx: Statements, rows: number): CompiledStatement {
  return cached(tx.provider, `insert:${rows}`, () =>
    compile(
      queryBuilder(tx.provider)
        .insertInto("valid_references")
        .values(
          Array.from({ length: rows }, (_, i) => ({
            facility_id: param<string>("facility"),
            list_id: listParam("list"),
            reference_id: param<string>(`ref_${i}`),
            expires_on: param<string | null>(`exp_${i}`),
            created_at: param<string>("now"),
          })),
        )
        .onConflict((oc) =>
          oc.columns(["facility_id", "list_id", "reference_id"]).doUpdateSet((eb) => ({
            expires_on: eb.ref("excluded.expires_on"),
          })),
        ),
    ),
  );
}

/** Takes the next list number of the facility; answers it and the list current now. */
async function takeList(db: Db, facilityId: string): Promise<{ list: number; base: number }> {
  return statementTransaction(db, async (tx) => {
    const statement = cached(tx.provider, "take", () =>
      compile(
        queryBuilder(tx.provider)
          .insertInto("reference_lists")
          .values({
            facility_id: param<string>("facility"),
            current_list: sql<number>`0`,
            last_list: sql<number>`1`,
          })
          .onConflict((oc) =>
            oc.column("facility_id").doUpdateSet((eb) => ({
              last_list: eb(eb.ref("reference_lists.last_list"), "+", sql<number>`1`),
            })),
          )
          .returning(["current_list", "last_list"]),
      ),
    );
    const [row] = await tx.rows<{ current_list: number; last_list: number }>(statement, {
      facility: facilityId,
    });
    return { list: Number(row.last_list), base: Number(row.current_list) };
  });
}

/** Copies up to BATCH rows of list `from` after reference `after` into list `list`; answers how many. */
async function copyBatch(tx: Statements, facilityId: string, from: number, list: number, after: string) {
  const statement = cached(tx.provider, "copy", () =>
    compile(
      queryBuilder(tx.provider)
        .insertInto("valid_references")
        .columns(["facility_id", "list_id", "reference_id", "expires_on", "created_at"])
        .expression((eb) =>
          eb
            .selectFrom("valid_references")
            .select([
              "facility_id",
              listParam("list").as("list_id"),
              "reference_id",
              "expires_on",
              "created_at",
            ])
            .where("facility_id", "=", param<string>("facility"))
            .where("list_id", "=", param<number>("from"))
            .where("reference_id", ">", param<string>("after"))
            .orderBy("reference_id")
            .limit(sql.lit(BATCH)),
        ),
    ),
  );
  return tx.run(statement, { facility: facilityId, list, from, after });
}

/** The last reference of list `list` (its copy's progress). */
async function lastReference(tx: Statements, facilityId: string, list: number): Promise<string> {
  const statement = cached(tx.provider, "last", () =>
    compile(
      queryBuilder(tx.provider)
        .selectFrom("valid_references")
        .select((eb) => eb.fn.max("reference_id").as("last"))
        .where("facility_id", "=", param<string>("facility"))
        .where("list_id", "=", param<number>("list")),
    ),
  );
  const [row] = await tx.rows<{ last: string | null }>(statement, { facility: facilityId, list });
  return row?.last ?? "";
}

/** Deletes list `list` of the facility, BATCH rows per transaction. */
async function deleteList(db: Db, facilityId: string, list: number): Promise<void> {
  const statement = cached(statementsOf(db).provider, "delete", () =>
    compile(
      queryBuilder(statementsOf(db).provider)
        .deleteFrom("valid_references")
        .where("facility_id", "=", param<string>("facility"))
        .where("list_id", "=", param<number>("list"))
        .where("reference_id", "in", (eb) =>
          eb
            .selectFrom("valid_references")
            .select("reference_id")
            .where("facility_id", "=", param<string>("facility"))
            .where("list_id", "=", param<number>("list"))
            .limit(sql.lit(BATCH)),
        ),
    ),
  );
  while ((await shortTransaction(db, (tx) => tx.run(statement, { facility: facilityId, list }))) > 0);
}

/** The facility's lists numbered below `list` (the current one before a switch, and those of failed uploads). */
async function olderList(db: Db, facilityId: string, list: number): Promise<number | null> {
  const tx = statementsOf(db);
  const statement = cached(tx.provider, "older", () =>
    compile(
      queryBuilder(tx.provider)
        .selectFrom("valid_references")
        .select((eb) => eb.fn.min("list_id").as("list"))
        .where("facility_id", "=", param<string>("facility"))
        .where("list_id", "<", param<number>("list")),
    ),
  );
  const [row] = await tx.rows<{ list: number | null }>(statement, { facility: facilityId, list });
  return row?.list == null ? null : Number(row.list);
}

async function countOf(tx: Statements, facilityId: string, list: number): Promise<number> {
  const statement = cached(tx.provider, "count", () =>
    compile(
      queryBuilder(tx.provider)
        .selectFrom("valid_references")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("facility_id", "=", param<string>("facility"))
        .where("list_id", "=", param<number>("list")),
    ),
  );
  const [row] = await tx.rows<{ n: number | string | bigint }>(statement, { facility: facilityId, list });
  // PostgreSQL's count is a bigint: node-postgres hands it over as text.
  return Number(row?.n ?? 0);
}

/** The facility's current list number: 0 until its first upload. */
async function currentList(tx: Statements, facilityId: string): Promise<number> {
  const statement = cached(tx.provider, "current", () =>
    compile(
      queryBuilder(tx.provider)
        .selectFrom("reference_lists")
        .select("current_list")
        .where("facility_id", "=", param<string>("facility")),
    ),
  );
  const [row] = await tx.rows<{ current_list: number | string }>(statement, { facility: facilityId });
  return Number(row?.current_list ?? 0);
}

/**
 * Makes `list` the facility's current list, in the transaction of the switch: refused when a later upload's
 * list is current already (it deletes the lists numbered below its own, this one among them), and, for an
 * upload that adds to the list, when another upload switched since this one copied the list it adds to.
 */
async function switchTo(tx: Statements, facilityId: string, list: number, base: number | null) {
  // The facility's row of reference_lists locked first (PostgreSQL: two switches at once would both read the
  // list current before either); on SQLite the transaction holds the database's write lock already.
  const lock = cached(tx.provider, "lock", () =>
    compile(
      queryBuilder(tx.provider)
        .updateTable("reference_lists")
        .set((eb) => ({ last_list: eb.ref("last_list") }))
        .where("facility_id", "=", param<string>("facility")),
    ),
  );
  await tx.run(lock, { facility: facilityId });
  const current = await currentList(tx, facilityId);
  if (current > list || (base !== null && current !== base))
    throw conflict(
      "reference_list_changed",
      "another upload changed this facility's list of valid references meanwhile; upload again",
    );
  const statement = cached(tx.provider, "switch", () =>
    compile(
      queryBuilder(tx.provider)
        .updateTable("reference_lists")
        .set({ current_list: param<number>("list") })
        .where("facility_id", "=", param<string>("facility")),
    ),
  );
  await tx.run(statement, { facility: facilityId, list });
  return current;
}

export async function uploadValidReferences(
  db: Db,
  caller: Caller,
  input: UploadReferencesInput,
  now = new Date(),
): Promise<{ taken: number; total: number }> {
  await mayManage(db, caller, input.facility_id);
  const facilityId = input.facility_id;
  // A repeat in one upload: the last one's expiry (one statement may not touch a row twice on PostgreSQL).
  const unique = new Map(input.references.map((r) => [r.reference_id, r.expires_on ?? null]));
  const rows = [...unique];
  const { list, base } = await takeList(db, facilityId);
  let answer: { taken: number; total: number };
  try {
    if (!input.replace)
      // The new list starts as a copy of the current one.
      for (let copied = BATCH, after = ""; copied === BATCH;)
        ({ copied, after } = await shortTransaction(db, async (tx) => {
          const n = await copyBatch(tx, facilityId, base, list, after);
          return { copied: n, after: await lastReference(tx, facilityId, list) };
        }));
    const at = jsonSql(statementsOf(db).provider).instantParam(now);
    for (let from = 0; from < rows.length; from += BATCH) {
      const batch = rows.slice(from, from + BATCH);
      const values: Record<string, unknown> = { facility: facilityId, list, now: at };
      batch.forEach(([ref, exp], i) => {
        values[`ref_${i}`] = ref;
        values[`exp_${i}`] = exp;
      });
      await shortTransaction(db, (tx) => tx.run(insertStatement(tx, batch.length), values));
    }
    answer = await shortTransaction(db, async (tx) => {
      const before = await countOf(
        tx,
        facilityId,
        await switchTo(tx, facilityId, list, input.replace ? null : base),
      );
      const answer = { taken: rows.length, total: await countOf(tx, facilityId, list) };
      // The list's size, not its hundred thousand references: what changed is the upload's own content.
      await recordAudit(tx, caller, {
        action: "upload_valid_references",
        target: { kind: "reference_list", id: facilityId },
        facilityIds: [facilityId],
        before: { total: before },
        after: { ...answer, replace: input.replace },
      });
      return answer;
    });
  } catch (e) {
    // Never current: no reader saw it. An upload that died before this is deleted by the next one that succeeds.
    await deleteList(db, facilityId, list).catch(() => {});
    throw e;
  }
  // The lists below this one: the one it replaced, and those of uploads that failed or lost to this one.
  for (
    let older = await olderList(db, facilityId, list);
    older !== null;
    older = await olderList(db, facilityId, list)
  )
    await deleteList(db, facilityId, older);
  return answer;
}

/**
 * A page of list `list` in reference order. The prefix is compared as the check compares references, exactly:
 * not a LIKE pattern (where % and _ are wildcards, and SQLite ignores case), but the reference's first
 * characters, the same on both databases.
 */
function pageStatement(tx: Statements, prefix: boolean, after: boolean): CompiledStatement {
  return cached(tx.provider, `page:${prefix}:${after}`, () => {
    let query = queryBuilder(tx.provider)
      .selectFrom("valid_references")
      .select(["reference_id", "expires_on"])
      .where("facility_id", "=", param<string>("facility"))
      .where("list_id", "=", param<number>("list"));
    if (prefix)
      query = query.where(
        (eb) => eb.fn("substr", ["reference_id", sql<number>`1`, eb.fn("length", [param<string>("prefix")])]),
        "=",
        param<string>("prefix"),
      );
    if (after) query = query.where("reference_id", ">", param<string>("before"));
    return compile(query.orderBy("reference_id").limit(param<number>("take")));
  });
}

export async function listValidReferences(db: Db, caller: Caller, input: ListReferencesInput) {
  await mayManage(db, caller, input.facility_id);
  const tx = statementsOf(db);
  for (;;) {
    const list = await currentList(tx, input.facility_id);
    const rows = await tx.rows<{ reference_id: string; expires_on: string | null }>(
      pageStatement(tx, Boolean(input.prefix), Boolean(input.before)),
      {
        facility: input.facility_id,
        list,
        prefix: input.prefix,
        before: input.before,
        take: input.limit + 1,
      },
    );
    const total = await countOf(tx, input.facility_id, list);
    // An upload's switch between the statements: the page and the total of one list, read again. A list is
    // deleted only once it is no longer current, so one still current after both was whole for both.
    if ((await currentList(tx, input.facility_id)) !== list) continue;
    const shown = rows.slice(0, input.limit);
    return {
      references: shown,
      total,
      next_cursor: rows.length > input.limit ? shown[shown.length - 1].reference_id : null,
    };
  }
}
