// list_yard: who is on site now at the caller's facilities, and for how long.
// Minutes are counted here, on the server's clock, so every screen and system
// reads the same waits; the yard view counts on between its refreshes.
import type { Db } from "../db";
import { forbidden, notFound } from "../core/errors";
import { staffFacilities, type Caller } from "../core/caller";
import { RECORD_INCLUDE, toRecord } from "../record/record";
import { minutesBetween, siteState } from "./site-state";
import { YARD_MAX, type ListYardInput, type Yard, type YardTruck } from "./yard-schema";

export async function listYard(
  db: Db,
  caller: Caller,
  input: ListYardInput,
  now = new Date(),
): Promise<Yard> {
  if (caller.role !== "staff" && caller.role !== "admin") throw forbidden("only facility staff see the yard");
  const id = staffFacilities(caller, input.facility_id, "this caller may not see that facility's yard");
  const facilities = await db.facility.findMany({
    where: { id },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, timeZone: true, freeTimeMinutes: true },
  });
  if (input.facility_id && !facilities.length) throw notFound("facility");
  const rows = await db.appointment.findMany({
    where: {
      facilityId: { in: facilities.map((f) => f.id) },
      checkedOutAt: null,
      checkedInAt: { not: null },
      status: { notIn: ["Cancelled", "NoShow"] },
    },
    orderBy: [{ checkedInAt: "asc" }, { id: "asc" }],
    take: YARD_MAX,
    include: RECORD_INCLUDE,
  });
  return {
    as_of: now.toISOString(),
    facilities: facilities.map((f) => ({
      id: f.id,
      name: f.name,
      time_zone: f.timeZone,
      free_time_minutes: f.freeTimeMinutes,
      trucks: rows
        .filter((r) => r.facilityId === f.id)
        .map((r) => yardTruck(toRecord(r, caller), f.freeTimeMinutes, now)),
    })),
  };
}

function yardTruck(a: ReturnType<typeof toRecord>, freeTime: number, now: Date): YardTruck {
  const arrived = a.checked_in_at!;
  const onSite = minutesBetween(arrived, now);
  return {
    appointment: a,
    state: siteState(a) as YardTruck["state"],
    on_site_minutes: onSite,
    waiting_minutes: minutesBetween(arrived, a.load_started_at ?? now),
    door_minutes: a.load_started_at ? minutesBetween(a.load_started_at, a.load_finished_at ?? now) : null,
    over_free_time: onSite > freeTime,
  };
}
