// get_facilities: what a staff member's screens are built around.
import type { Db } from "../db";
import { forbidden } from "../core/errors";
import type { Caller } from "../core/caller";
import { directionsOf } from "./directions";
import { loadTypeOf } from "./search";
import type { RunFacility } from "./mine-schema";

export async function runFacilities(db: Db, caller: Caller): Promise<RunFacility[]> {
  if (caller.role === "carrier") throw forbidden("carrier callers run no facility; use search_facilities");
  const rows = await db.facility.findMany({
    where: caller.role === "admin" ? {} : { id: { in: caller.facilityIds } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    include: {
      docks: { orderBy: [{ position: "asc" }, { name: "asc" }] },
      loadTypes: { where: { active: true }, orderBy: { name: "asc" } },
    },
  });
  return rows.map((f) => ({
    id: f.id,
    name: f.name,
    time_zone: f.timeZone,
    country: f.country,
    instant_booking: f.instantBooking,
    slot_step_minutes: f.slotStepMinutes,
    reminder_hours: f.reminderHours,
    on_time_tolerance_minutes: f.onTimeToleranceMinutes,
    docks: f.docks.map((d) => ({ id: d.id, name: d.name, directions: directionsOf(d), active: d.active })),
    load_types: f.loadTypes.map(loadTypeOf),
  }));
}
