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

export async function listAuditLog(db: Db, caller: Caller, input: ListAuditLogInput): Promise<AuditLog> {
  const where: Prisma.AuditEntryWhereInput[] = [scope(caller)];
  if (caller.role === "staff" && !caller.facilityIds.length) return { entries: [], next_before: null };
  if (input.since) where.push({ at: { gte: new Date(input.since) } });
  if (input.until) where.push({ at: { lt: new Date(input.until) } });
  if (input.actor_id) where.push({ actorId: input.actor_id });
  if (input.target_kind) where.push({ targetKind: input.target_kind });
  if (input.before) {
    const cursor = await db.auditEntry.findFirst({
      where: { AND: [{ id: input.before }, scope(caller)] },
      select: { id: true, at: true },
    });
    if (!cursor) throw invalid("before", "unknown_cursor", "is not an entry of the audit log");
    where.push({ OR: [{ at: { lt: cursor.at } }, { at: cursor.at, id: { lt: cursor.id } }] });
  }
  // One more than asked: whether there is a next page, without a count.
  const rows = await db.auditEntry.findMany({
    where: { AND: where },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: input.limit + 1,
  });
  const shown = rows.slice(0, input.limit);
  return {
    entries: shown.map(entryOf),
    next_before: rows.length > input.limit ? shown[shown.length - 1].id : null,
  };
}
