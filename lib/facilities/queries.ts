import type { Db, Tx } from "../db";
import { notFound } from "../core/errors";
import type { FacilityRules } from "../rules/facility-wide";
import { ruleSetOf } from "../rules/stored";

const BOOKING_INCLUDE = {
  docks: true,
  openHours: { select: { weekday: true, startMinute: true, endMinute: true } },
  closedDates: { select: { date: true } },
  loadTypes: true,
} as const;

/** A facility with everything the booking rules need; 404 when there is none. */
export async function facilityForBooking(db: Db | Tx, id: string) {
  const f = await db.facility.findUnique({ where: { id }, include: BOOKING_INCLUDE });
  if (!f) throw notFound("facility");
  const rules: FacilityRules = {
    timeZone: f.timeZone,
    minNoticeMinutes: f.minNoticeMinutes,
    horizonDays: f.horizonDays,
    openHours: f.openHours,
    closedDates: f.closedDates.map((c) => c.date),
  };
  const ruleSet = ruleSetOf(f);
  return { ...f, docks: ruleSet.docks, rules, ruleSet };
}

export type BookingFacility = Awaited<ReturnType<typeof facilityForBooking>>;
