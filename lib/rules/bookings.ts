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

function totalsStatement(provider: Provider, withLoadType: boolean): CompiledStatement {
  const name = `${provider}:${withLoadType}`;
  let found = totalStatements.get(name);
  if (found) return found;
  let q = queryBuilder(provider)
    .selectFrom("appointments as a")
    .select((eb) => [
      "a.carrier_company_id as company",
      "a.carrier as carrier",
      eb.fn.countAll().as("n"),
      eb.fn.sum("a.quantity").as("units"),
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
    .where("a.scheduled_start", "<", param<string>("to"));
  if (withLoadType)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("appointment_load_types as l")
          .select("l.load_type_id")
          .whereRef("l.appointment_id", "=", "a.id")
          .where("l.load_type_id", "=", param<string>("load_type")),
      ),
    );
  found = compile(q.groupBy(["a.carrier_company_id", "a.carrier"]));
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
  const values = {
    facility: facilityId,
    exclude: exclude ?? "",
    from: at(new Date(from)),
    to: at(new Date(to)),
  };
  type Group = { company: string | null; carrier: string | null; n: unknown; units: unknown };
  const add = (into: { n: number; units: number }, g: Group) => {
    into.n += Number(g.n);
    into.units += Number(g.units ?? 0);
  };
  const totals: DayTotals = { all: { n: 0, units: 0 }, byCarrier: new Map(), byLoadType: new Map() };
  const keys = new Map<string, string>();
  for (const g of await tx.rows<Group>(totalsStatement(tx.provider, false), values)) {
    add(totals.all, g);
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
  for (const id of loadTypeIds) {
    const c = { n: 0, units: 0 };
    for (const g of await tx.rows<Group>(totalsStatement(tx.provider, true), { ...values, load_type: id }))
      add(c, g);
    totals.byLoadType.set(id, c);
  }
  return totals;
}
