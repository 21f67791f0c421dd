// The reads a booking's reference check makes, as compiled statements on the
// driver (lib/db/sql.ts): the booking path runs them, one of them under the
// facility's booking lock, where every statement is a wait for every other
// booking of the facility. One statement per number of references, compiled
// once each.
import { sql, type ExpressionBuilder } from "kysely";
import { HOLDING_STATUSES } from "../core/vocabulary";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import type { Tables } from "../db/tables";
import type { Provider } from "../db/url";

const compiled = new Map<string, CompiledStatement>();

function cached(key: string, make: () => CompiledStatement): CompiledStatement {
  let found = compiled.get(key);
  if (!found) compiled.set(key, (found = make()));
  return found;
}

const refParams = (n: number) => Array.from({ length: n }, (_, i) => param<string>(`ref_${i}`));

function refValues(references: string[]) {
  return Object.fromEntries(references.map((r, i) => [`ref_${i}`, r]));
}

/** The facility's reference check and sealed hook secret. */
export async function readReferenceCheck(
  db: Statements,
  facilityId: string,
): Promise<{ reference_check: string; reference_secret: string | null } | undefined> {
  const statement = cached(`${db.provider}:setting`, () =>
    compile(
      queryBuilder(db.provider)
        .selectFrom("facilities")
        .select(["reference_check", "reference_secret"])
        .where("id", "=", param<string>("id")),
    ),
  );
  const [row] = await db.rows<{ reference_check: string; reference_secret: string | null }>(statement, {
    id: facilityId,
  });
  return row;
}

/**
 * The facility's current list of valid references (lib/references/list.ts), for statements that bind the
 * facility as `facility`: 0 (every row written before lists were numbered) until the first upload's switch.
 * Read in the statement that reads the list, so that the statement sees one list whole.
 */
function currentListOf(eb: ExpressionBuilder<Tables, "valid_references">) {
  return eb.fn.coalesce(
    eb
      .selectFrom("reference_lists")
      .select("reference_lists.current_list")
      .where("reference_lists.facility_id", "=", param<string>("facility")),
    sql<number>`0`,
  );
}

/** Which of `references` are on the facility's list and not expired on `today` (YYYY-MM-DD, local). */
export async function listedReferences(
  db: Statements,
  facilityId: string,
  references: string[],
  today: string,
): Promise<Set<string>> {
  if (!references.length) return new Set();
  const statement = cached(`${db.provider}:listed:${references.length}`, () =>
    compile(
      queryBuilder(db.provider)
        .selectFrom("valid_references")
        .select("reference_id")
        .where("facility_id", "=", param<string>("facility"))
        .where((eb) => eb("list_id", "=", currentListOf(eb)))
        .where("reference_id", "in", refParams(references.length))
        .where((eb) => eb.or([eb("expires_on", "is", null), eb("expires_on", ">=", param<string>("today"))])),
    ),
  );
  const rows = await db.rows<{ reference_id: string }>(statement, {
    facility: facilityId,
    today,
    ...refValues(references),
  });
  return new Set(rows.map((r) => r.reference_id));
}

/** The first of `references` already on another appointment of the facility that holds a dock, if any. */
export async function heldReference(
  tx: Statements,
  facilityId: string,
  references: string[],
  exclude: string | null,
): Promise<string | null> {
  if (!references.length) return null;
  const statement = cached(`${tx.provider}:held:${references.length}`, () =>
    compile(
      queryBuilder(tx.provider as Provider)
        .selectFrom("order_references as o")
        .innerJoin("appointments as a", "a.id", "o.appointment_id")
        .select("o.reference_id")
        .where("a.facility_id", "=", param<string>("facility"))
        .where(
          "a.status",
          "in",
          HOLDING_STATUSES.map((s) => sql.lit(s)),
        )
        .where("o.reference_id", "in", refParams(references.length))
        .where("a.id", "<>", param<string>("exclude"))
        .limit(sql.lit(1)),
    ),
  );
  const [row] = await tx.rows<{ reference_id: string }>(statement, {
    facility: facilityId,
    exclude: exclude ?? "",
    ...refValues(references),
  });
  return row?.reference_id ?? null;
}
