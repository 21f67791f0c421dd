// The holding appointments the engine judges a candidate against, as one
// statement compiled once (lib/db/sql.ts): the booking path runs it under the
// facility's booking lock, availability once for its whole range.
import { sql } from "kysely";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import { jsonSql } from "../db/json-sql";
import type { Provider } from "../db/url";
import { HOLDING_STATUSES, MAX_DURATION_MINUTES } from "../core/vocabulary";
import { companyNameKey } from "../carriers/name-key";
import { carrierKey, type Booking, type DayTotals } from "./engine";

const compiled = new Map<string, CompiledStatement>();

/** What a report counts besides the holding ones: the loads that were done. */
const DONE = ["Completed"];

function statement(provider: Provider, done: boolean): CompiledStatement {
  let found = compiled.get(`${provider}:${done}`);
  if (found) return found;
  const j = jsonSql(provider);
  found = compile(
    queryBuilder(provider)
      .selectFrom("appointments as a")
      .leftJoin("appointment_load_types as l", "l.appointment_id", "a.id")
      .select((eb) => [
        "a.id as id",
        "a.dock_id as dock_id",
        j.instant(eb.ref("a.scheduled_start")).as("start"),
        j.instant(eb.ref("a.scheduled_end")).as("end"),
        "a.quantity as quantity",
        "a.carrier_company_id as company",
        "a.carrier as carrier",
        "l.load_type_id as load_type_id",
      ])
      .where("a.facility_id", "=", param<string>("facility"))
      .where(
        "a.status",
        "in",
        [...HOLDING_STATUSES, ...(done ? DONE : [])].map((st) => sql.lit(st)),
      )
      .where("a.dock_id", "is not", null)
      .where("a.id", "!=", param<string>("exclude"))
      .where("a.scheduled_start", "<", param<string>("to"))
      .where("a.scheduled_start", ">", param<string>("earliest"))
      .where("a.scheduled_end", ">", param<string>("from")),
  );
  compiled.set(`${provider}:${done}`, found);
  return found;
}

type Row = {
  id: string;
  dock_id: string;
  start: string;
  end: string;
  quantity: number | null;
  company: string | null;
  carrier: string | null;
  load_type_id: string | null;
};

/**
 * Holding appointments with a dock that touch [from, to) widened by the buffer, but `exclude` (an
 * appointment being moved). Callers widen [from, to) to whole local days where day caps count.
 */
export async function bookingsNear(
  tx: Statements,
  facilityId: string,
  from: number,
  to: number,
  bufferMinutes: number,
  exclude?: string,
  /** Reports: completed loads count too. */
  done = false,
): Promise<Booking[]> {
  const bufferMs = bufferMinutes * 60_000;
  const at = jsonSql(tx.provider).instantParam;
  const rows = await tx.rows<Row>(statement(tx.provider, done), {
    facility: facilityId,
    exclude: exclude ?? "",
    to: at(new Date(to + bufferMs)),
    earliest: at(new Date(from - bufferMs - MAX_DURATION_MINUTES * 60_000)),
    from: at(new Date(from - bufferMs)),
  });
  const byId = new Map<string, Booking>();
  // A day's appointments share a few carrier names: each name's key is worked out once.
  const keys = new Map<string, string>();
  const nameKey = (name: string) => {
    let key = keys.get(name);
    if (key === undefined) keys.set(name, (key = companyNameKey(name)));
    return key;
  };
  for (const r of rows) {
    let b = byId.get(r.id);
    if (!b) {
      b = {
        dockId: r.dock_id,
        start: Date.parse(r.start),
        end: Date.parse(r.end),
        quantity: r.quantity === null ? null : Number(r.quantity),
        carrierKey: carrierKey(r.company, r.company || !r.carrier ? null : nameKey(r.carrier)),
        loadTypeIds: [],
      };
      byId.set(r.id, b);
    }
    if (r.load_type_id) b.loadTypeIds.push(r.load_type_id);
  }
  return [...byId.values()];
}

const totalStatements = new Map<string, CompiledStatement>();

/**
 * The day's holding appointments grouped by company and carrier name and, for each of `loadTypes`
 * load types asked (parameters `load_type_0`…), whether the appointment has it (`has_0`…): one
 * pass over the day's index entries, however many kinds of cap count them.
 */
function totalsStatement(provider: Provider, loadTypes: number): CompiledStatement {
  const name = `${provider}:${loadTypes}`;
  let found = totalStatements.get(name);
  if (found) return found;
  const flags = Array.from({ length: loadTypes }, (_, i) => `has_${i}`);
  const q = queryBuilder(provider)
    .selectFrom("appointments as a")
    .select((eb) => [
      "a.carrier_company_id as company",
      "a.carrier as carrier",
      eb.fn.countAll().as("n"),
      eb.fn.sum("a.quantity").as("units"),
      ...flags.map((flag, i) =>
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom("appointment_load_types as l")
                .select("l.load_type_id")
                .whereRef("l.appointment_id", "=", "a.id")
                .where("l.load_type_id", "=", param<string>(`load_type_${i}`)),
            ),
          )
          .then(sql.lit(1))
          .else(sql.lit(0))
          .end()
          .as(flag),
      ),
    ])
    .where("a.facility_id", "=", param<string>("facility"))
    .where(
      "a.status",
      "in",
      HOLDING_STATUSES.map((st) => sql.lit(st)),
    )
    .where("a.dock_id", "is not", null)
    .where("a.id", "!=", param<string>("exclude"))
    .where("a.scheduled_start", ">=", param<string>("from"))
    .where("a.scheduled_start", "<", param<string>("to"))
    // The flags grouped by their position in the select list (5, 6…) rather than repeated in full.
    .groupBy((eb) => [
      eb.ref("a.carrier_company_id"),
      eb.ref("a.carrier"),
      ...flags.map((_, i) => sql.raw(`${i + 5}`)),
    ]);
  found = compile(q);
  totalStatements.set(name, found);
  return found;
}

/**
 * The day totals a booking's day caps count, as grouped counts rather than the day's rows: under the
 * booking lock a busy day is hundreds of rows (docs/performance.md). `loadTypeIds`: the load types a
 * day cap counts that the booking has.
 */
export async function dayTotals(
  tx: Statements,
  facilityId: string,
  from: number,
  to: number,
  loadTypeIds: string[],
  exclude?: string,
): Promise<DayTotals> {
  const at = jsonSql(tx.provider).instantParam;
  const values: Record<string, string> = {
    facility: facilityId,
    exclude: exclude ?? "",
    from: at(new Date(from)),
    to: at(new Date(to)),
  };
  loadTypeIds.forEach((id, i) => (values[`load_type_${i}`] = id));
  type Group = { company: string | null; carrier: string | null; n: unknown; units: unknown } & Record<
    string,
    unknown
  >;
  const add = (into: { n: number; units: number }, g: Group) => {
    into.n += Number(g.n);
    into.units += Number(g.units ?? 0);
  };
  const byLoadType = new Map(loadTypeIds.map((id) => [id, { n: 0, units: 0 }]));
  const totals: DayTotals = { all: { n: 0, units: 0 }, byCarrier: new Map(), byLoadType };
  const keys = new Map<string, string>();
  for (const g of await tx.rows<Group>(totalsStatement(tx.provider, loadTypeIds.length), values)) {
    add(totals.all, g);
    loadTypeIds.forEach((id, i) => Number(g[`has_${i}`]) && add(byLoadType.get(id)!, g));
    let name: string | null = null;
    if (!g.company && g.carrier) {
      name = keys.get(g.carrier) ?? companyNameKey(g.carrier);
      keys.set(g.carrier, name);
    }
    const key = carrierKey(g.company, name);
    if (!key) continue;
    const c = totals.byCarrier.get(key) ?? { n: 0, units: 0 };
    add(c, g);
    totals.byCarrier.set(key, c);
  }
  return totals;
}
