// get_facility_appointments: one selector, read in the facility's time zone,
// scoped to what the caller may see.
//
// The list is the hot read (integrators poll it), so it is three plain SQL
// queries instead of a findMany with RECORD_INCLUDE: the appointments with
// their dock and series joined, then the order references and load types of
// the same rows. Prisma's include costs one query per relation (six in all),
// and its per-value result mapping costs several times the query itself
// (docs/performance.md). The SQL is written once for both providers: only
// standard syntax and quoted identifiers, with the placeholders (? or $1)
// rendered by the client for its own database.
import { DateTime } from "luxon";
import type { Db } from "../db";
import { notFound } from "../core/errors";
import { assertMayUseFacility, type Caller } from "../core/caller";
import { toRecord, type AppointmentRow } from "./record";
import type { FacilityAppointment, ListAppointmentsInput } from "./schema";

/** Local midnight opening `date` in `zone`, as an instant. */
export function localMidnight(date: string, zone: string): Date {
  return DateTime.fromISO(date, { zone }).startOf("day").toJSDate();
}

/** A piece of SQL and the values of its placeholders, kept apart until the client binds them. */
export type Sql = { strings: readonly string[]; values: unknown[] };

/** sql`a = ${x} AND ${other}`: values become placeholders; a nested Sql is spliced in. */
export function sql(strings: readonly string[], ...values: unknown[]): Sql {
  const out: string[] = [strings[0]];
  const vals: unknown[] = [];
  values.forEach((v, i) => {
    if (v && typeof v === "object" && "strings" in v && "values" in v) {
      const inner = v as Sql;
      out[out.length - 1] += inner.strings[0];
      for (let k = 1; k < inner.strings.length; k++) out.push(inner.strings[k]);
      vals.push(...inner.values);
      out[out.length - 1] += strings[i + 1];
    } else {
      vals.push(v);
      out.push(strings[i + 1]);
    }
  });
  return { strings: out, values: vals };
}

function query<T>(db: Db, q: Sql): Promise<T[]> {
  // The client's own tagged-template entry point: it renders ? or $n for its provider.
  return db.$queryRaw<T[]>(
    Object.assign([...q.strings], { raw: [...q.strings] }) as unknown as TemplateStringsArray,
    ...q.values,
  );
}

/** The selector's condition on appointments `a`, and the column it orders by (contract: that field, then id). */
export function selectorWhere(
  input: ListAppointmentsInput,
  zone: string,
): { where: Sql; orderBy: "scheduled_start" | "created_at" | "updated_at" } {
  if (input.start && input.end) {
    const from = localMidnight(input.start, zone);
    const to = DateTime.fromISO(input.end, { zone }).plus({ days: 1 }).startOf("day").toJSDate();
    // start < to is implied by end <= to; stating it bounds the index range.
    return {
      where: sql`a."scheduled_start" >= ${from} AND a."scheduled_start" < ${to} AND a."scheduled_end" <= ${to}`,
      orderBy: "scheduled_start",
    };
  }
  if (input.start_created_at && input.end_created_at) {
    const [from, to] = [new Date(input.start_created_at), new Date(input.end_created_at)];
    // Of a series, only its first occurrence.
    return {
      where: sql`a."created_at" >= ${from} AND a."created_at" <= ${to} AND (a."series_id" IS NULL OR a."series_index" = 0)`,
      orderBy: "created_at",
    };
  }
  const range = input.modified_range!;
  return {
    where: sql`a."updated_at" >= ${new Date(range.start)} AND a."updated_at" <= ${new Date(range.end)}`,
    orderBy: "updated_at",
  };
}

// Every scalar field of Appointment; each column is its field in snake_case (prisma/schema.prisma @map).
const FIELDS = [
  "id",
  "facilityId",
  "dockId",
  "carrierCompanyId",
  "seriesId",
  "seriesIndex",
  "type",
  "loadingType",
  "status",
  "confirmationCode",
  "scheduledStart",
  "scheduledEnd",
  "isWorkIn",
  "quantity",
  "units",
  "carrier",
  "carrierEmails",
  "shipperEmails",
  "receiverEmails",
  "carrierPhone",
  "carrierDriver",
  "carrierDriverPhone",
  "carrierNotes",
  "shipperReceiver",
  "forklift",
  "trailerNumber",
  "sealNumber",
  "estimatedStart",
  "checkedInAt",
  "loadStartedAt",
  "loadFinishedAt",
  "checkedOutAt",
  "cancelledAt",
  "cancelledReason",
  "cancelledNote",
  "publicNotes",
  "notes",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof AppointmentRow)[];
const COLUMNS = FIELDS.map((f) => `a."${f.replace(/[A-Z]/g, (c) => "_" + c.toLowerCase())}" AS "${f}"`).join(
  ", ",
);

type Scalars = Omit<AppointmentRow, "dock" | "orders" | "loadTypes" | "series">;
type Joined = Scalars & { dockName: string | null; seriesRepetitionType: string | null };

export async function listAppointments(
  db: Db,
  caller: Caller,
  input: ListAppointmentsInput,
): Promise<FacilityAppointment[]> {
  const facility = await db.facility.findUnique({
    where: { id: input.facility_id },
    select: { id: true, timeZone: true, acceptsCarrierBookings: true },
  });
  if (!facility) throw notFound("facility");
  // A carrier may list any facility, but sees only its own company's appointments.
  if (caller.role !== "carrier") assertMayUseFacility(caller, facility);
  const selector = selectorWhere(input, facility.timeZone);
  const scope =
    caller.role === "carrier" ? sql` AND a."carrier_company_id" = ${caller.carrierCompanyId ?? "-"}` : sql``;
  // The index (facility_id, <selector column>, id) bounds the range and gives the order.
  const where = sql`a."facility_id" = ${facility.id} AND ${selector.where}${scope}`;

  const rows = await query<Joined>(
    db,
    sql`SELECT ${sql([COLUMNS])}, d."name" AS "dockName", s."repetition_type" AS "seriesRepetitionType" FROM "appointments" a
      LEFT JOIN "docks" d ON d."id" = a."dock_id" LEFT JOIN "recurring_series" s ON s."id" = a."series_id"
      WHERE ${where} ORDER BY a."${sql([selector.orderBy])}", a."id"`,
  );
  if (!rows.length) return [];
  // The same rows' relations, in RECORD_INCLUDE's order: order references by position, load types by name.
  const [orders, loadTypes] = await Promise.all([
    query<{ appointmentId: string; id: string; referenceId: string }>(
      db,
      sql`SELECT o."appointment_id" AS "appointmentId", o."id", o."reference_id" AS "referenceId" FROM "order_references" o
        JOIN "appointments" a ON a."id" = o."appointment_id" WHERE ${where} ORDER BY o."appointment_id", o."position"`,
    ),
    query<{ appointmentId: string; id: string; name: string }>(
      db,
      sql`SELECT x."appointment_id" AS "appointmentId", l."id", l."name" FROM "appointment_load_types" x
        JOIN "appointments" a ON a."id" = x."appointment_id" JOIN "load_types" l ON l."id" = x."load_type_id"
        WHERE ${where} ORDER BY x."appointment_id", l."name"`,
    ),
  ]);
  // The relations go onto the rows as they came (no copies: spreading 40 fields per row costs more than the query).
  const byAppointment = new Map<string, AppointmentRow>();
  const records = rows.map((r) => {
    const row = r as Joined & AppointmentRow;
    row.dock = r.dockName === null ? null : { name: r.dockName };
    row.series =
      r.seriesId && r.seriesRepetitionType !== null
        ? { id: r.seriesId, repetitionType: r.seriesRepetitionType }
        : null;
    row.orders = [];
    row.loadTypes = [];
    byAppointment.set(r.id, row);
    return row;
  });
  for (const o of orders)
    byAppointment.get(o.appointmentId)?.orders.push({ id: o.id, referenceId: o.referenceId });
  for (const l of loadTypes)
    byAppointment.get(l.appointmentId)?.loadTypes.push({ loadType: { id: l.id, name: l.name } });
  return records.map((r) => toRecord(r, caller));
}
