// The value sets of the dock-scheduling world, shared by every domain: what an
// appointment can be, how long it may last, how far a list may reach.
export const APPOINTMENT_TYPES = ["Inbound", "Outbound"] as const;
export const UNITS = ["Pallets", "Boxes"] as const;
export const LOADING_TYPES = ["Live", "Drop"] as const;
export const STATUSES = [
  "Requested",
  "Scheduled",
  "Arrived",
  "InProgress",
  "Completed",
  "Cancelled",
  "NoShow",
] as const;
export const REPETITION_TYPES = ["Daily", "Weekly", "Biweekly", "Monthly"] as const;
export const CANCELLED_REASONS = [
  "CarrierRequest",
  "FacilityRequest",
  "RequestDeclined",
  "Duplicate",
  "Weather",
  "Other",
] as const;

export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export type Status = (typeof STATUSES)[number];

export const MIN_DURATION_MINUTES = 5;
export const MAX_DURATION_MINUTES = 24 * 60;
export const MAX_LIST_RANGE_DAYS = 31;

/** Statuses whose appointment holds its dock for its interval (plus the facility's buffer). */
export const HOLDING_STATUSES = ["Requested", "Scheduled", "Arrived", "InProgress"];
