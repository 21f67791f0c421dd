// get_pending_requests (extension): the approval queue of the staff screens.
import { z } from "zod";
import { facilityAppointment } from "../record/schema";
import { runFacility, runFacilityFilter } from "../facilities/mine-schema";

export const PENDING_MAX = 200;

export const pendingRequestsInput = z
  .object({
    facility_id: runFacilityFilter,
  })
  .meta({
    description: `Extension. Requested appointments that have not yet ended, waiting for staff to approve or decline them, oldest request first (at most ${PENDING_MAX}). Staff and admins only.`,
  });

export const pendingRequests = z.object({
  appointments: z.array(facilityAppointment),
  facilities: z
    .array(runFacility.pick({ id: true, name: true, time_zone: true }))
    .meta({ description: "Each facility the appointments are at, once." }),
});

export type PendingRequestsInput = z.output<typeof pendingRequestsInput>;
export type PendingRequests = z.output<typeof pendingRequests>;
