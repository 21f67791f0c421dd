// Where a booking goes under the facility's rules (lib/rules/engine.ts): the
// candidate made from the request and its caller, the holding appointments
// read under the booking lock, the engine's verdict, its refusal as the API's
// conflict. Every path that places an appointment comes here.
import { DateTime } from "luxon";
import { conflict, invalid } from "../core/errors";
import type { Caller } from "../core/caller";
import type { RefusalValues } from "../core/refusal-values";
import type { Statements } from "../db/sql";
import type { AppointmentType } from "../core/vocabulary";
import { companyNameKey } from "../carriers/name-key";
import { bookingsNear, dayTotals } from "../rules/bookings";
import {
  carrierKey,
  prepareRules,
  type Candidate,
  type DayTotals,
  type RuleSet,
  type Verdict,
} from "../rules/engine";

const isStaff = (caller: Caller) => caller.role === "staff" || caller.role === "admin";

/** The engine's candidate for a caller's booking of [start, end); a 400 when a non-staff caller overrides. */
export function requestCandidate(
  caller: Caller,
  input: {
    type: AppointmentType;
    quantity?: number | null;
    carrier?: string | null;
    override_reason?: string;
  },
  start: Date,
  end: Date,
  loadTypeIds: string[],
): Candidate {
  if (input.override_reason !== undefined && !isStaff(caller))
    throw invalid("override_reason", "not_allowed", "only the facility's staff may book past its rules");
  const companyId = caller.role === "carrier" ? (caller.carrierCompanyId ?? null) : null;
  return {
    start: start.getTime(),
    end: end.getTime(),
    type: input.type,
    loadTypeIds,
    quantity: input.quantity ?? null,
    carrierKey: carrierKey(companyId, input.carrier ? companyNameKey(input.carrier) : null),
    carrierCompanyId: companyId,
    staff: isStaff(caller),
    override: input.override_reason !== undefined && isStaff(caller),
  };
}

/**
 * The engine's candidate for moving an appointment to [start, end): its own load, quantity and company
 * (a hold lets its company's appointments in whoever moves them); a 400 when a non-staff caller overrides.
 */
export function rowCandidate(
  caller: Caller,
  row: {
    type: string;
    quantity: number | null;
    carrier: string | null;
    carrierCompanyId: string | null;
    loadTypes: { loadType: { id: string } }[];
  },
  start: Date,
  end: Date,
  overrideReason: string | undefined,
): Candidate {
  const base = requestCandidate(
    caller,
    {
      type: row.type as AppointmentType,
      quantity: row.quantity,
      carrier: row.carrier,
      override_reason: overrideReason,
    },
    start,
    end,
    row.loadTypes.map((l) => l.loadType.id),
  );
  return {
    ...base,
    carrierKey: carrierKey(row.carrierCompanyId, row.carrier ? companyNameKey(row.carrier) : null),
    carrierCompanyId: row.carrierCompanyId,
  };
}

/**
 * The window of appointments a verdict on [start, end) needs: its own time, and the whole local day of
 * its start when the facility has caps (they count by hour or day).
 */
export function ruleWindow(set: RuleSet, start: number, end: number): [number, number] {
  if (!set.caps.length) return [start, end];
  const day = DateTime.fromMillis(start, { zone: set.timeZone }).startOf("day");
  return [Math.min(start, day.toMillis()), Math.max(end, day.plus({ days: 1 }).startOf("day").toMillis())];
}

/** The verdict for `candidate`, against the holding appointments read now (call it under the booking lock). */
export async function placeUnderRules(
  tx: Statements,
  facilityId: string,
  set: RuleSet,
  candidate: Candidate,
  exclude?: string,
): Promise<Verdict> {
  // The appointments around it, and its local hour's when hour caps count them; the day caps' counts
  // come from the database as totals rather than a busy day's every row.
  const zone = set.timeZone;
  const local = DateTime.fromMillis(candidate.start, { zone });
  let [from, to] = [candidate.start, candidate.end];
  if (set.caps.some((c) => c.period === "hour")) {
    const hour = local.startOf("hour").toMillis();
    [from, to] = [Math.min(from, hour), Math.max(to, hour + 3_600_000)];
  }
  const bookings = await bookingsNear(tx, facilityId, from, to, set.bufferMinutes, exclude);
  let totals: DayTotals | undefined;
  if (set.caps.some((c) => c.period === "day")) {
    const day = local.startOf("day");
    const loadTypes = set.caps
      .filter(
        (c) =>
          c.period === "day" && c.scope === "load_type" && candidate.loadTypeIds.includes(c.load_type_id!),
      )
      .map((c) => c.load_type_id!);
    totals = await dayTotals(
      tx,
      facilityId,
      day.toMillis(),
      day.plus({ days: 1 }).startOf("day").toMillis(),
      [...new Set(loadTypes)],
      exclude,
    );
  }
  return prepareRules(set, bookings, candidate.start, candidate.end, totals)(candidate);
}

/**
 * The dock for a truck already at the gate (a work-in), or null for staff to give it one: a dock that
 * takes its load, is open, not closed and free; caps and holds do not turn away a truck that is here.
 */
export async function workInDock(
  tx: Statements,
  facilityId: string,
  set: RuleSet,
  load: { type: AppointmentType; loadTypeIds: string[]; quantity: number | null },
  start: Date,
  end: Date,
) {
  const verdict = await placeUnderRules(
    tx,
    facilityId,
    { ...set, caps: [] },
    {
      ...load,
      start: start.getTime(),
      end: end.getTime(),
      carrierKey: null,
      carrierCompanyId: null,
      staff: true,
      override: false,
    },
  );
  return verdict.ok ? verdict.placement.dock : null;
}

/** A refusal of the rules (the engine's or the facility-wide ones) as the API's conflict, with the values its message names. */
export function refusalError(
  { reason, message, ...values }: { reason: string; message: string } & RefusalValues,
  field = "scheduled_start_time",
) {
  return conflict(reason, message, field, values);
}
