// get_facility_appointments: one selector, read in the facility's time zone,
// scoped to what the caller may see.
//
// The list is the hot read (integrators poll it), so it is one statement
// (./list-query.ts) that answers the facility's time zone and the whole
// answer as JSON, run on the database driver directly (lib/db/direct.ts) and
// sent on as it came (RawJson): Prisma's runtime, its row conversion and our
// own mapping and JSON encoding cost several times the query (docs/performance.md).
import { DateTime } from "luxon";
import type { Db } from "../db";
import { directReader } from "../db/direct";
import { jsonSql } from "../db/json-sql";
import { notFound } from "../core/errors";
import { assertMayUseFacility, isStaffOf, type Caller } from "../core/caller";
import { RawJson } from "../core/raw-json";
import { listStatement, type Selector } from "./list-query";
import type { FacilityAppointment, ListAppointmentsInput } from "../record/schema";
import { parseFields, visibleAnswers } from "../fields/values";

// Local midnights by zone and date: integrators poll the same days over and
// over, and reading a date in a zone is a good part of a list's own work.
const midnights = new Map<string, Date>();

/** Local midnight opening `date` in `zone` (`after`: closing it), as an instant. */
export function localMidnight(date: string, zone: string, after = false): Date {
  const key = `${zone} ${date} ${after}`;
  let at = midnights.get(key);
  if (!at) {
    const day = DateTime.fromISO(date, { zone });
    at = (after ? day.plus({ days: 1 }) : day).startOf("day").toJSDate();
    if (midnights.size >= 10_000) midnights.clear();
    midnights.set(key, at);
  }
  return at;
}

/** The selector and its bounds; full dates are read in `zone`. */
export function selectorBounds(
  input: ListAppointmentsInput,
  zone: string,
): { selector: Selector; from: Date; to: Date } {
  if (input.start && input.end) {
    return {
      selector: "scheduled",
      from: localMidnight(input.start, zone),
      to: localMidnight(input.end, zone, true),
    };
  }
  if (input.start_created_at && input.end_created_at)
    return {
      selector: "created",
      from: new Date(input.start_created_at),
      to: new Date(input.end_created_at),
    };
  const range = input.modified_range!;
  return { selector: "modified", from: new Date(range.start), to: new Date(range.end) };
}

// Facilities' time zones as last seen, so that a list is one statement: the
// first list of a facility in this process reads the facility, later ones
// take its zone from here. The statement answers the zone it should have
// used; a list by full dates whose zone changed meanwhile runs again with it.
const zones = new Map<string, string>();
const MAX_ZONES = 10_000;

function remember(facilityId: string, zone: string) {
  if (zones.size >= MAX_ZONES && !zones.has(facilityId)) zones.clear();
  zones.set(facilityId, zone);
}

/**
 * The facility `caller` may list: 404 when there is none, 403 for staff of others. A carrier may list any
 * facility and sees only its own company's appointments there (`listsAppointment`).
 */
export async function listableFacility(db: Db, caller: Caller, facilityId: string) {
  const facility = await db.facility.findUnique({
    where: { id: facilityId },
    select: { id: true, timeZone: true, acceptsCarrierBookings: true },
  });
  if (!facility) throw notFound("facility");
  if (caller.role !== "carrier") assertMayUseFacility(caller, facility);
  return facility;
}

/**
 * Whether the list shows `caller` this appointment: the scope of list-query.ts's statement (a carrier's
 * company's appointments, else all of the facility's) over a facility the caller may list.
 */
export function listsAppointment(
  caller: Caller,
  row: { facilityId: string; carrierCompanyId: string | null },
): boolean {
  if (caller.role === "carrier")
    return caller.carrierCompanyId !== null && row.carrierCompanyId === caller.carrierCompanyId;
  return isStaffOf(caller, row.facilityId);
}

/** A carrier's list without the answers hidden from carriers; as it came whenever there are none to cut. */
function carrierCut(json: string, fieldsJson: string, caller: Caller): RawJson<FacilityAppointment[]> {
  const fields = parseFields(fieldsJson);
  if (caller.role === "staff" || caller.role === "admin" || !fields.some((f) => f.hidden_from_carrier))
    return new RawJson(json);
  const list = JSON.parse(json) as FacilityAppointment[];
  for (const a of list) a.custom_fields = visibleAnswers(a.custom_fields, fields, caller.role);
  return new RawJson(JSON.stringify(list));
}

export async function listAppointments(
  db: Db,
  caller: Caller,
  input: ListAppointmentsInput,
): Promise<RawJson<FacilityAppointment[]>> {
  const carrier = caller.role === "carrier";
  let zone = zones.get(input.facility_id);
  // A carrier may list any facility, but sees only its own company's appointments.
  if (zone === undefined || (!carrier && !isStaffOf(caller, input.facility_id))) {
    const facility = await listableFacility(db, caller, input.facility_id);
    zone = facility.timeZone;
    remember(facility.id, zone);
  }
  const reader = directReader(db);
  const j = jsonSql(reader.provider);
  for (let attempt = 0; ; attempt++) {
    const { selector, from, to } = selectorBounds(input, zone);
    const statement = listStatement(reader.provider, selector, carrier);
    const values = { facility: input.facility_id, from: j.instantParam(from), to: j.instantParam(to) };
    const row = await reader.firstRow(
      statement,
      statement.bind(carrier ? { ...values, company: caller.carrierCompanyId ?? "-" } : values),
    );
    if (!row) throw notFound("facility");
    const [actual, json, fieldsJson] = row as [string, string, string];
    if (actual !== zone) remember(input.facility_id, actual);
    if (selector !== "scheduled" || actual === zone || attempt > 0)
      return carrierCut(json, fieldsJson, caller);
    zone = actual;
  }
}
