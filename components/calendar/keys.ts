// TanStack Query keys of the staff screens: one prefix per facility, so a
// change made in the panel refreshes every view of that facility at once.
export const runFacilitiesKey = ["run-facilities"] as const;
export const appointmentsKey = (facilityId: string) => ["facility-appointments", facilityId] as const;
export const historyKey = (id: string) => ["appointment-history", id] as const;
export const pendingKey = ["pending-requests"] as const;

/** How often an open screen asks for changes: a second screen on the dock sees them within seconds. */
export const POLL_MS = 5_000;
