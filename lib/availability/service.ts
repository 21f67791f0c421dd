// get_facility_availability: the starts request_facility_appointment would
// accept now. The facility's rules come from the same `bookingRules` the
// request uses; capacity from one query of the range's holding appointments,
// swept in memory with the request's dock logic (servesType, buffer).
import { DateTime } from "luxon";
import type { Db } from "../db";
import { invalid, notFound } from "../core/errors";
import { assertMayUseFacility, type Caller } from "../core/caller";
import { facilityForBooking, type BookingFacility } from "../facilities/queries";
import { bookingRules } from "../facilities/rules";
import { HOLDING_STATUSES, servesType } from "../appointments/capacity";
import { MAX_DURATION_MINUTES } from "../core/vocabulary";
import { visibleAppointment } from "../appointments/access";
import type { Availability, AvailabilityInput } from "./schema";
import { freeDockCounts, slotStarts } from "./slots";

function durationMinutes(input: AvailabilityInput, facility: BookingFacility): number {
  if (input.duration_minutes !== undefined) return input.duration_minutes;
  const lt = facility.loadTypes.find((l) => l.id === input.load_type_id && l.active);
  if (!lt) throw invalid("load_type_id", "unknown_load_type", "is not a load type of this facility");
  if (!(input.type === "Inbound" ? lt.inbound : lt.outbound))
    throw invalid("load_type_id", "wrong_direction", `does not apply to ${input.type} appointments`);
  return lt.durationMinutes;
}

export async function facilityAvailability(
  db: Db,
  caller: Caller,
  input: AvailabilityInput,
  opts: { now?: Date } = {},
): Promise<Availability> {
  const now = (opts.now ?? new Date()).getTime();
  const facility = await facilityForBooking(db, input.facility_id);
  assertMayUseFacility(caller, facility);
  const minutes = durationMinutes(input, facility);
  const excluded = input.exclude_appointment_id
    ? await visibleAppointment(db, caller, input.exclude_appointment_id)
    : null;
  if (excluded && excluded.facilityId !== facility.id) throw notFound("appointment");
  const zone = facility.timeZone;
  const result: Availability = {
    facility_id: facility.id,
    time_zone: zone,
    slot_step_minutes: facility.slotStepMinutes,
    duration_minutes: minutes,
    slots: [],
  };

  const from = DateTime.fromISO(input.start, { zone }).startOf("day").toMillis();
  const to = DateTime.fromISO(input.end, { zone }).plus({ days: 1 }).startOf("day").toMillis();
  const duration = minutes * 60_000;
  const allowed = bookingRules(facility.rules, from, to + duration);
  const starts = slotStarts(zone, from, to, facility.slotStepMinutes).filter(
    (t) => !allowed(t, t + duration, now),
  );
  const docks = facility.docks.filter((d) => servesType(d, input.type));
  if (!starts.length || !docks.length) return result;

  const buffer = facility.bufferMinutes * 60_000;
  const [first, last] = [starts[0], starts[starts.length - 1] + duration];
  // One query for the whole range; the same window busyDockIds uses per request.
  const rows = await db.appointment.findMany({
    where: {
      facilityId: facility.id,
      status: { in: HOLDING_STATUSES },
      dockId: { in: docks.map((d) => d.id) },
      scheduledStart: {
        lt: new Date(last + buffer),
        gt: new Date(first - buffer - MAX_DURATION_MINUTES * 60_000),
      },
      scheduledEnd: { gt: new Date(first - buffer) },
      ...(excluded ? { id: { not: excluded.id } } : {}),
    },
    select: { dockId: true, scheduledStart: true, scheduledEnd: true },
  });
  const bookings = rows.map((r) => ({
    dockId: r.dockId!,
    start: r.scheduledStart.getTime(),
    end: r.scheduledEnd.getTime(),
  }));
  const free = freeDockCounts(
    starts,
    duration,
    buffer,
    docks.map((d) => d.id),
    bookings,
  );
  starts.forEach((t, i) => {
    if (free[i] > 0)
      result.slots.push({
        start_time: new Date(t).toISOString(),
        end_time: new Date(t + duration).toISOString(),
        free_docks: free[i],
      });
  });
  return result;
}
