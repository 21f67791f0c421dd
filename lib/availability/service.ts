// get_facility_availability: the starts request_facility_appointment would
// accept now, and why the others are not offered. The facility-wide rules come
// from the same `bookingRules` the request uses, the facility's own rules
// (docks per load, closures, caps, holds) from the same engine
// (lib/rules/engine.ts) over one read of the range's holding appointments.
import { DateTime } from "luxon";
import { statementsOf, type Db } from "../db";
import { invalid, notFound } from "../core/errors";
import { assertMayUseFacility, type Caller } from "../core/caller";
import { facilityToBook, type FacilityToBook } from "../facilities/booking-facility";
import { bookingRules } from "../rules/facility-wide";
import { visibleAppointment } from "../record/access";
import { requestCandidate, rowCandidate } from "../placement/judge";
import { bookingsNear } from "../rules/bookings";
import { neededMinutes, prepareRules } from "../rules/engine";
import type { Availability, AvailabilityInput, ClosedPeriod } from "./schema";
import { slotStarts } from "./slots";

function durationMinutes(input: AvailabilityInput, facility: FacilityToBook): number {
  if (input.duration_minutes !== undefined) return input.duration_minutes;
  const lt = facility.loadTypes.find((l) => l.id === input.load_type_id && l.active);
  if (!lt) throw invalid("load_type_id", "unknown_load_type", "is not a load type of this facility");
  if (!(input.type === "Inbound" ? lt.inbound : lt.outbound))
    throw invalid("load_type_id", "wrong_direction", `does not apply to ${input.type} appointments`);
  return neededMinutes(facility.ruleSet, [lt.id], input.quantity ?? null)!;
}

export async function facilityAvailability(
  db: Db,
  caller: Caller,
  input: AvailabilityInput,
  opts: { now?: Date } = {},
): Promise<Availability> {
  const now = (opts.now ?? new Date()).getTime();
  const facility = await facilityToBook(db, input.facility_id);
  assertMayUseFacility(caller, facility);
  const minutes = durationMinutes(input, facility);
  const excluded = input.exclude_appointment_id
    ? await visibleAppointment(db, caller, input.exclude_appointment_id)
    : null;
  if (excluded && excluded.facilityId !== facility.id) throw notFound("appointment");
  const zone = facility.timeZone;
  const step = facility.slotStepMinutes * 60_000;
  const result: Availability = {
    facility_id: facility.id,
    time_zone: zone,
    slot_step_minutes: facility.slotStepMinutes,
    duration_minutes: minutes,
    slots: [],
    closed_periods: [],
  };

  const from = DateTime.fromISO(input.start, { zone }).startOf("day").toMillis();
  const to = DateTime.fromISO(input.end, { zone }).plus({ days: 1 }).startOf("day").toMillis();
  const duration = minutes * 60_000;
  const allowed = bookingRules(facility.rules, from, to + duration);
  const starts = slotStarts(zone, from, to, facility.slotStepMinutes);
  if (!starts.length) return result;

  // Every holding appointment that touches a candidate or starts on one of the range's days (caps).
  const bookings = await bookingsNear(
    statementsOf(db),
    facility.id,
    from,
    to + duration,
    facility.bufferMinutes,
    excluded?.id,
  );
  const judge = prepareRules(facility.ruleSet, bookings, from, to + duration);
  const loadTypeIds = input.load_type_id ? [input.load_type_id] : [];
  const closed = result.closed_periods;
  const refuse = (t: number, r: Omit<ClosedPeriod, "start_time" | "end_time">) => {
    const last = closed[closed.length - 1];
    if (
      last &&
      Date.parse(last.end_time) === t &&
      last.reason === r.reason &&
      last.message === r.message &&
      last.cause === r.cause
    )
      last.end_time = new Date(t + step).toISOString();
    else
      closed.push({
        start_time: new Date(t).toISOString(),
        end_time: new Date(t + step).toISOString(),
        ...r,
      });
  };
  for (const t of starts) {
    const rule = allowed(t, t + duration, now);
    if (rule) {
      refuse(t, rule);
      continue;
    }
    // A move is judged as the reschedule judges it: the appointment's own load and company.
    const [a, b] = [new Date(t), new Date(t + duration)];
    const verdict = judge(
      excluded
        ? rowCandidate(caller, excluded, a, b, undefined)
        : requestCandidate(
            caller,
            { type: input.type, quantity: input.quantity, carrier: input.carrier },
            a,
            b,
            loadTypeIds,
          ),
    );
    if (verdict.ok)
      result.slots.push({
        start_time: new Date(t).toISOString(),
        end_time: new Date(t + duration).toISOString(),
        free_docks: verdict.placement.freeDocks,
      });
    else {
      refuse(t, verdict.refusal);
    }
  }
  return result;
}
