// Early, on time or late: an arrival against the appointment's start, within
// the facility's on-time tolerance either side (Facility.onTimeToleranceMinutes).
// The gate tells the driver, the board tells staff; both from checked_in_at.
export type Punctuality = "early" | "on_time" | "late";

export function minutesFromStart(checkedInAt: Date | string, scheduledStart: Date | string): number {
  const ms = new Date(checkedInAt).getTime() - new Date(scheduledStart).getTime();
  // Whole minutes toward zero: 14 min 59 s late is 14 minutes late.
  return Math.trunc(ms / 60_000);
}

export function punctuality(
  checkedInAt: Date | string,
  scheduledStart: Date | string,
  toleranceMinutes: number,
): Punctuality {
  const ms = new Date(checkedInAt).getTime() - new Date(scheduledStart).getTime();
  if (ms > toleranceMinutes * 60_000) return "late";
  if (ms < -toleranceMinutes * 60_000) return "early";
  return "on_time";
}
