// list_audit_log: the audit log, newest first, a page at a time. Admins read
// every entry; staff the entries of the facilities they run.
import type { Caller } from "../core/caller";
import { forbidden, invalid } from "../core/errors";
import type { Db, Prisma } from "../db";
import type { AuditEntry, AuditLog, ListAuditLogInput } from "./schema";

type Row = Prisma.AuditEntryGetPayload<object>;

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export const entryOf = (r: Row): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actor: { kind: r.actorKind as AuditEntry["actor"]["kind"], id: r.actorId, label: r.actorLabel },
  action: r.action,
  target: { kind: r.targetKind as AuditEntry["target"]["kind"], id: r.targetId },
  facility_ids: r.facilityIds.split(",").filter(Boolean),
  before: parsed(r.before),
  after: parsed(r.after),
});

/** What of the log `caller` may read. */
function scope(caller: Caller): Prisma.AuditEntryWhereInput {
  if (caller.role === "admin") return {};
  if (caller.role !== "staff" || caller.gateLinkId)
    throw forbidden("only staff and admins read the audit log");
  return { OR: caller.facilityIds.map((id) => ({ facilityIds: { contains: `,${id},` } })) };
}

/** Staff read an entry only when every facility it belongs to is theirs (as for tokens and webhooks). */
const readable = (caller: Caller, r: Row) =>
  caller.role === "admin" || r.facilityIds.split(",").every((id) => !id || caller.facilityIds.includes(id));

export async function listAuditLog(db: Db, caller: Caller, input: ListAuditLogInput): Promise<AuditLog> {
  const where: Prisma.AuditEntryWhereInput[] = [scope(caller)];
  if (caller.role === "staff" && !caller.facilityIds.length) return { entries: [], next_before: null };
  if (input.since) where.push({ at: { gte: new Date(input.since) } });
  if (input.until) where.push({ at: { lt: new Date(input.until) } });
  if (input.actor_id) where.push({ actorId: input.actor_id });
  if (input.target_kind) where.push({ targetKind: input.target_kind });
  let cursor: { id: string; at: Date } | null = null;
  if (input.before) {
    cursor = await db.auditEntry.findFirst({
      where: { AND: [{ id: input.before }, scope(caller)] },
      select: { id: true, at: true },
    });
    if (!cursor) throw invalid("before", "unknown_cursor", "is not an entry of the audit log");
  }
  // Pages of the rows the query finds, less those naming a facility the caller does not run, until one
  // more than asked is found (whether there is a next page, without a count) or the log ends.
  const shown: Row[] = [];
  for (;;) {
    const older: Prisma.AuditEntryWhereInput[] = cursor
      ? [{ OR: [{ at: { lt: cursor.at } }, { at: cursor.at, id: { lt: cursor.id } }] }]
      : [];
    const rows = await db.auditEntry.findMany({
      where: { AND: [...where, ...older] },
      orderBy: [{ at: "desc" }, { id: "desc" }],
      take: input.limit + 1,
    });
    shown.push(...rows.filter((r) => readable(caller, r)));
    if (shown.length > input.limit || rows.length <= input.limit) break;
    cursor = rows[rows.length - 1];
  }
  const page = shown.slice(0, input.limit);
  return {
    entries: page.map(entryOf),
    next_before: shown.length > input.limit ? page[page.length - 1].id : null,
  };
}
