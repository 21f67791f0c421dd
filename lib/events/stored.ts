// Events as the live-update stream reads them from the outbox table: the
// cursor (seq), what scoping needs (facility, carrier company) and the staff
// record, cut per caller when sent. NOTIFY carries only an event's id; the
// event itself is always read from the table (the sources' reads of new
// events: ./fresh.ts; a resuming stream's backlog: here).
import type { Db, Prisma } from "../db";
import type { Caller } from "../core/caller";
import type { EventType } from "../record/outbox-event";
import type { CustomField } from "../fields/schema";
import { parseFields } from "../fields/values";
import { dataFor, viewOf, type View } from "./views";

export type StoredEvent = {
  seq: number;
  id: string;
  type: EventType;
  appointmentId: string;
  facilityId: string;
  carrierCompanyId: string | null;
  previousStatus: string | null;
  payload: string;
  createdAt: Date;
  /** The facility's custom fields: which answers a carrier may see. */
  fields: CustomField[];
  /** The message per view (./views.ts), encoded once for every stream that sends it. */
  bytes?: Partial<Record<View, Uint8Array>>;
};

const SELECT = {
  seq: true,
  id: true,
  type: true,
  appointmentId: true,
  facilityId: true,
  carrierCompanyId: true,
  previousStatus: true,
  payload: true,
  createdAt: true,
  appointment: { select: { facility: { select: { customFields: true } } } },
} as const;

type Row = Prisma.OutboxEventGetPayload<{ select: typeof SELECT }>;

const stored = (rows: Row[]): StoredEvent[] =>
  rows
    .filter((r) => r.seq !== null)
    .map(({ appointment, ...r }) => ({
      ...r,
      seq: r.seq!,
      type: r.type as EventType,
      fields: parseFields(appointment.facility.customFields),
    }));

/** Events after cursor `after` (of those `where` narrows to), oldest first, at most `limit`. */
export async function eventsAfter(
  db: Db,
  after: number,
  limit: number,
  where: Prisma.OutboxEventWhereInput = {},
): Promise<StoredEvent[]> {
  const rows = await db.outboxEvent.findMany({
    where: { ...where, seq: { gt: after } },
    orderBy: { seq: "asc" },
    take: limit,
    select: SELECT,
  });
  return stored(rows);
}

/** Events after cursor `after` or created since `since`: what a LISTEN connection may have missed. */
export async function eventsSince(db: Db, after: number, since: Date, limit: number): Promise<StoredEvent[]> {
  const rows = await db.outboxEvent.findMany({
    where: { OR: [{ seq: { gt: after } }, { createdAt: { gte: since } }] },
    orderBy: { seq: "asc" },
    take: limit,
    select: SELECT,
  });
  return stored(rows);
}

/** The newest cursor (0 when there is no event yet). */
export async function lastCursor(db: Db): Promise<number> {
  const row = await db.outboxEvent.findFirst({
    where: { seq: { not: null } },
    orderBy: { seq: "desc" },
    select: { seq: true },
  });
  return row?.seq ?? 0;
}

/** When the event at `cursor` was written; null when there is no such event. */
export async function cursorTime(db: Db, cursor: number): Promise<Date | null> {
  const row = await db.outboxEvent.findUnique({ where: { seq: cursor }, select: { createdAt: true } });
  return row?.createdAt ?? null;
}

const encoder = new TextEncoder();

/** One SSE message of `event` for `caller`: the webhook body's data, cut to what the caller may see. */
export function messageOf(event: StoredEvent, caller: Caller): Uint8Array {
  const view = viewOf(caller);
  event.bytes ??= {};
  return (event.bytes[view] ??= encoder.encode(
    `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(dataFor(event, view))}\n\n`,
  ));
}
