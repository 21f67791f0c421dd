// The one writer of the audit log. Every change a person or a token makes
// outside appointments, and every override of a rule, calls `recordAudit` with
// the transaction that makes the change: the entry and the change commit or
// roll back together, whatever path (API, page, MCP tool, command line) made it.
// The operation registry (lib/api/operations) names what each operation
// audits; the audit test walks it and finds each operation's entry.
import { randomUUID } from "node:crypto";
import type { Caller } from "../core/caller";
import type { Tx } from "../db";
import { jsonSql } from "../db/json-sql";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import { redact } from "./redact";
import { AUDIT_COLUMNS, type AuditTargetKind } from "./schema";

export type AuditChange = {
  /** The operation that made the change (its registry name), or the command line's command. */
  action: string;
  target: { kind: AuditTargetKind; id: string | null };
  /** The facilities the change belongs to, if any: their staff see the entry. */
  facilityIds?: (string | null | undefined)[];
  /** The thing before the change; null when the change made it. Secrets are redacted here. */
  before: unknown;
  /** The thing after the change; null when the change removed it. */
  after: unknown;
};

type Actor = {
  kind: "user" | "token" | "gate" | "cli" | "link" | "system";
  id: string | null;
  label: string;
};

type Label = (table: "users" | "api_tokens" | "gate_links", id: string) => Promise<string | null>;

/** Who `caller.actor` ("user:<id>", "token:<id>", "gate:<id>", "admin-cli", a link) is, by name as it is now. */
async function actorOf(actor: string, label: Label): Promise<Actor> {
  const colon = actor.indexOf(":");
  const [prefix, id] = colon < 0 ? [actor, ""] : [actor.slice(0, colon), actor.slice(colon + 1)];
  if (prefix === "user") return { kind: "user", id, label: (await label("users", id)) ?? id };
  if (prefix === "token") return { kind: "token", id, label: (await label("api_tokens", id)) ?? id };
  if (prefix === "gate") return { kind: "gate", id, label: (await label("gate_links", id)) ?? id };
  if (actor === "admin-cli") return { kind: "cli", id: null, label: "admin command line" };
  if (actor === RETENTION_ACTOR) return { kind: "system", id: null, label: "personal data retention" };
  return { kind: "link", id: null, label: actor };
}

/** The actor of the outbox worker's erasure of personal data past its retention. */
export const RETENTION_ACTOR = "retention";

const prismaLabel =
  (tx: Tx): Label =>
  async (table, id) => {
    if (table === "users")
      return (await tx.user.findUnique({ where: { id }, select: { email: true } }))?.email ?? null;
    if (table === "api_tokens") {
      const t = await tx.apiToken.findUnique({ where: { id }, select: { name: true, prefix: true } });
      return t && `${t.name} (${t.prefix})`;
    }
    return (await tx.gateLink.findUnique({ where: { id }, select: { name: true } }))?.name ?? null;
  };

const compiled = new Map<string, CompiledStatement>();
function statement(tx: Statements, key: string, make: () => CompiledStatement) {
  const k = `${tx.provider}:${key}`;
  let found = compiled.get(k);
  if (!found) compiled.set(k, (found = make()));
  return found;
}

const statementLabel =
  (tx: Statements): Label =>
  async (table, id) => {
    const q = queryBuilder(tx.provider);
    const s = statement(tx, table, () =>
      compile(
        table === "users"
          ? q.selectFrom("users").select("email as label").where("id", "=", param<string>("id"))
          : table === "api_tokens"
            ? q.selectFrom("api_tokens").select("name as label").where("id", "=", param<string>("id"))
            : q.selectFrom("gate_links").select("name as label").where("id", "=", param<string>("id")),
      ),
    );
    const [row] = await tx.rows<{ label: string }>(s, { id });
    return row?.label ?? null;
  };

const COLUMNS = ["id", ...AUDIT_COLUMNS] as const;

/** ",<id>,<id>," so that one facility's entries are those containing ",<id>,". */
export const facilityColumn = (ids: (string | null | undefined)[]) => {
  const known = [...new Set(ids.filter((id): id is string => !!id))].sort();
  return known.length ? `,${known.join(",")},` : "";
};

const asJson = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(redact(value));

/**
 * Writes one audit entry for `change` made by `caller`, in `tx`: the transaction of the change itself, a
 * Prisma transaction or one of compiled statements (lib/db/sql.ts).
 */
export async function recordAudit(
  tx: Tx | Statements,
  caller: Pick<Caller, "actor">,
  change: AuditChange,
): Promise<void> {
  const direct = "rows" in tx;
  const actor = await actorOf(caller.actor, direct ? statementLabel(tx) : prismaLabel(tx));
  const row = {
    actor_kind: actor.kind,
    actor_id: actor.id,
    actor_label: actor.label,
    action: change.action,
    target_kind: change.target.kind,
    target_id: change.target.id,
    facility_ids: facilityColumn(change.facilityIds ?? []),
    before: asJson(change.before),
    after: asJson(change.after),
  };
  if (!direct) {
    await tx.auditEntry.create({
      data: {
        actorKind: row.actor_kind,
        actorId: row.actor_id,
        actorLabel: row.actor_label,
        action: row.action,
        targetKind: row.target_kind,
        targetId: row.target_id,
        facilityIds: row.facility_ids,
        before: row.before,
        after: row.after,
      },
    });
    return;
  }
  const insert = statement(tx, "insert", () =>
    compile(
      queryBuilder(tx.provider)
        .insertInto("audit_entries")
        .values(Object.fromEntries(COLUMNS.map((c) => [c, param(c)])) as never),
    ),
  );
  await tx.run(insert, { ...row, id: randomUUID(), at: jsonSql(tx.provider).instantParam(new Date()) });
}
