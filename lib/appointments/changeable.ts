// Whether the carrier may still reschedule or cancel, as the lifecycle
// operations decide it (access.ts, reschedule.ts, transitions.ts): only
// Requested or Scheduled, and not inside the facility's cut-off. The page
// uses this to offer the buttons; the operations enforce it.
import type { FacilityAppointment } from "../record/schema";

/** Why not, for a program (and a page) to word: the status is final, it has started, or it is past the cut-off. */
export const NOT_CHANGEABLE_REASONS = ["status", "started", "cutoff"] as const;
export type NotChangeableReason = (typeof NOT_CHANGEABLE_REASONS)[number];

/** `why` is the API's English sentence. */
export type Changeable = { allowed: true } | { allowed: false; reason: NotChangeableReason; why: string };

export const CHANGEABLE_STATUSES: FacilityAppointment["status"][] = ["Requested", "Scheduled"];

export function changeable(
  a: Pick<FacilityAppointment, "status" | "scheduled_start_time">,
  cutoffMinutes: number,
  opts: { staff: boolean; now?: Date },
): Changeable {
  if (!CHANGEABLE_STATUSES.includes(a.status))
    return {
      allowed: false,
      reason: "status",
      why: `It is ${a.status === "NoShow" ? "marked as a no-show" : a.status.toLowerCase()}, so it can no longer be changed.`,
    };
  const now = (opts.now ?? new Date()).getTime();
  const start = Date.parse(a.scheduled_start_time);
  if (start <= now) return { allowed: false, reason: "started", why: "It has already started." };
  if (!opts.staff && now >= start - cutoffMinutes * 60_000) {
    return {
      allowed: false,
      reason: "cutoff",
      why: `The facility takes changes up to ${formatCutoff(cutoffMinutes)} before the start. Call the facility to change it now.`,
    };
  }
  return { allowed: true };
}

function formatCutoff(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} day${minutes === 1440 ? "" : "s"}`;
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? "" : "s"}`;
  return `${minutes} minutes`;
}
