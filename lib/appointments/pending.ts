// get_pending_requests: what waits for a yes or no, oldest first.
import type { Db } from "../db";
import { forbidden } from "../core/errors";
import { staffFacilities, type Caller } from "../core/caller";
import { PENDING_MAX, type PendingRequests, type PendingRequestsInput } from "./pending-schema";
import { RECORD_INCLUDE, toRecord } from "../record/record";

export async function pendingRequests(
  db: Db,
  caller: Caller,
  input: PendingRequestsInput,
  now = new Date(),
): Promise<PendingRequests> {
  if (caller.role === "carrier") throw forbidden("only facility staff approve requests");
  const facilityId = staffFacilities(caller, input.facility_id, "this caller may not act on that facility");
  const rows = await db.appointment.findMany({
    where: { facilityId, status: "Requested", scheduledEnd: { gt: now } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: PENDING_MAX,
    include: {
      ...RECORD_INCLUDE,
      facility: { select: { id: true, name: true, timeZone: true, customFields: true } },
    },
  });
  const facilities = new Map(
    rows.map((r) => [
      r.facility.id,
      { id: r.facility.id, name: r.facility.name, time_zone: r.facility.timeZone },
    ]),
  );
  return { appointments: rows.map((r) => toRecord(r, caller)), facilities: [...facilities.values()] };
}
