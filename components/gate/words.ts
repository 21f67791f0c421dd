// The gate's plain words for a driver: how the arrival compares with the
// booked time, and where to go next.
import type { GateAppointment } from "@/lib/gate/schema";
import { clock, inZone } from "@/lib/core/time";

const minutes = (n: number) => `${n} minute${n === 1 ? "" : "s"}`;

/** "You are 25 minutes late.": null before arrival and for work-ins. */
export function arrivalWords(a: GateAppointment): string | null {
  if (!a.punctuality || a.minutes_from_start === null) return null;
  if (a.punctuality === "late") return `You are ${minutes(a.minutes_from_start)} late.`;
  if (a.punctuality === "early") return `You are ${minutes(-a.minutes_from_start)} early.`;
  return "You are on time.";
}

export function bookedAt(a: GateAppointment): string {
  return clock(inZone(a.scheduled_start_time, a.time_zone));
}

/** What the driver does now. */
export function nextStep(a: GateAppointment): { title: string; body: string } {
  if (a.status === "Requested")
    return {
      title: "Please wait",
      body: "The office is looking at your request. This screen updates by itself.",
    };
  if (a.status === "Scheduled") return { title: "Approved", body: "Checking you in…" };
  if (a.status === "InProgress") return { title: "At the door", body: "Loading has started." };
  if (a.status === "Completed") return { title: "Done", body: "Loading is finished. Have a safe trip." };
  if (a.dock) return { title: `Go to ${a.dock}`, body: "Back up to the door and wait for the dock crew." };
  return {
    title: "Wait in the yard",
    body: "The office will give you a door. This screen updates by itself.",
  };
}
