// What placing an appointment needs of its facility (its rules, docks and load
// types) as one statement (lib/db/sql.ts), its answer built by the database as
// JSON, where Prisma's include would send one statement per relation through
// its runtime: the one read of a facility's rules, for a booking, a change, a
// series, a work-in and availability alike.
import { statementsOf, type Db } from "../db";
import { notFound } from "../core/errors";
import { jsonSql } from "../db/json-sql";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import type { Provider } from "../db/url";
import type { DockInfo } from "../rules/types";
import type { FacilityRules } from "../rules/facility-wide";
import { ruleSetOf, type StoredRules } from "../rules/stored";
import type { RuleSet } from "../rules/engine";

export type LoadTypeInfo = {
  id: string;
  name: string;
  inbound: boolean;
  outbound: boolean;
  durationMinutes: number;
  minutesPerUnit: number;
  active: boolean;
};

export type FacilityToBook = {
  id: string;
  timeZone: string;
  /** ISO 3166: a driver's number written without a country code is read as this country's. */
  country: string;
  instantBooking: boolean;
  acceptsCarrierBookings: boolean;
  publicBooking: string;
  bufferMinutes: number;
  slotStepMinutes: number;
  cancelCutoffMinutes: number;
  /** Its custom fields as stored (lib/fields). */
  customFields: string;
  docks: DockInfo[];
  loadTypes: LoadTypeInfo[];
  rules: FacilityRules;
  /** The facility's own rules (lib/rules/engine.ts). */
  ruleSet: RuleSet;
};

const compiled = new Map<Provider, CompiledStatement>();

function statement(provider: Provider): CompiledStatement {
  let found = compiled.get(provider);
  if (found) return found;
  const j = jsonSql(provider);
  found = compile(
    queryBuilder(provider)
      .selectFrom("facilities as f")
      .where("f.id", "=", param<string>("id"))
      .select((eb) =>
        j
          .text(
            j.object({
              id: eb.ref("f.id"),
              timeZone: eb.ref("f.time_zone"),
              country: eb.ref("f.country"),
              instantBooking: j.boolean(eb.ref("f.instant_booking")),
              acceptsCarrierBookings: j.boolean(eb.ref("f.accepts_carrier_bookings")),
              publicBooking: eb.ref("f.public_booking"),
              bufferMinutes: eb.ref("f.buffer_minutes"),
              slotStepMinutes: eb.ref("f.slot_step_minutes"),
              cancelCutoffMinutes: eb.ref("f.cancel_cutoff_minutes"),
              caps: eb.ref("f.caps"),
              holds: eb.ref("f.holds"),
              dockClosures: eb.ref("f.dock_closures"),
              customFields: eb.ref("f.custom_fields"),
              minNoticeMinutes: eb.ref("f.min_notice_minutes"),
              horizonDays: eb.ref("f.horizon_days"),
              docks: j.nested(
                eb
                  .selectFrom("docks as d")
                  .whereRef("d.facility_id", "=", "f.id")
                  .select((d) =>
                    j
                      .array(
                        j.object({
                          id: d.ref("d.id"),
                          name: d.ref("d.name"),
                          position: d.ref("d.position"),
                          inbound: j.boolean(d.ref("d.inbound")),
                          outbound: j.boolean(d.ref("d.outbound")),
                          active: j.boolean(d.ref("d.active")),
                          loadTypeIds: d.ref("d.load_type_ids"),
                          openHours: d.ref("d.open_hours"),
                        }),
                        [d.ref("d.id")],
                      )
                      .as("json"),
                  ),
              ),
              openHours: j.nested(
                eb
                  .selectFrom("open_hours as h")
                  .whereRef("h.facility_id", "=", "f.id")
                  .select((h) =>
                    j
                      .array(
                        j.object({
                          weekday: h.ref("h.weekday"),
                          startMinute: h.ref("h.start_minute"),
                          endMinute: h.ref("h.end_minute"),
                        }),
                        [h.ref("h.weekday"), h.ref("h.start_minute")],
                      )
                      .as("json"),
                  ),
              ),
              closedDates: j.nested(
                eb
                  .selectFrom("closed_dates as c")
                  .whereRef("c.facility_id", "=", "f.id")
                  .select((c) => j.array(c.ref("c.date"), [c.ref("c.date")]).as("json")),
              ),
              loadTypes: j.nested(
                eb
                  .selectFrom("load_types as l")
                  .whereRef("l.facility_id", "=", "f.id")
                  .select((l) =>
                    j
                      .array(
                        j.object({
                          id: l.ref("l.id"),
                          name: l.ref("l.name"),
                          inbound: j.boolean(l.ref("l.inbound")),
                          outbound: j.boolean(l.ref("l.outbound")),
                          durationMinutes: l.ref("l.duration_minutes"),
                          minutesPerUnit: l.ref("l.minutes_per_unit"),
                          active: j.boolean(l.ref("l.active")),
                        }),
                        [l.ref("l.id")],
                      )
                      .as("json"),
                  ),
              ),
            }),
          )
          .as("json"),
      ),
  );
  compiled.set(provider, found);
  return found;
}

type Read = Omit<FacilityToBook, "rules" | "ruleSet" | "docks"> &
  Omit<FacilityRules, "timeZone"> &
  StoredRules;

const isStatements = (on: Db | Statements): on is Statements => typeof (on as Statements).rows === "function";

/**
 * The facility `id` as placing an appointment needs it; 404 when there is none. On the driver from `db`, or
 * in a transaction's statements (under the booking lock).
 */
export async function facilityToBook(on: Db | Statements, id: string): Promise<FacilityToBook> {
  const statements = isStatements(on) ? on : statementsOf(on);
  const [row] = await statements.rows<{ json: string }>(statement(statements.provider), { id });
  if (!row) throw notFound("facility");
  const read = JSON.parse(row.json) as Read;
  const { minNoticeMinutes, horizonDays, openHours, closedDates, ...f } = read;
  const ruleSet = ruleSetOf(read);
  return {
    ...f,
    docks: ruleSet.docks,
    rules: { timeZone: f.timeZone, minNoticeMinutes, horizonDays, openHours, closedDates },
    ruleSet,
  };
}
