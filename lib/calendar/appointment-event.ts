// An appointment as a calendar event: what a dispatcher needs at a glance in
// their calendar (facility, dock, confirmation code, references).
import { DateTime } from "luxon";
import type { FacilityAppointment } from "../appointments/schema";
import type { FacilitySummary } from "../appointments/mine-schema";
import type { CalendarEvent } from "./ics";

const STATUS: Partial<Record<FacilityAppointment["status"], CalendarEvent["status"]>> = {
  Requested: "TENTATIVE",
  Scheduled: "CONFIRMED",
  Arrived: "CONFIRMED",
  InProgress: "CONFIRMED",
  Completed: "CONFIRMED",
  Cancelled: "CANCELLED",
  NoShow: "CANCELLED",
};

export function appointmentEvent(
  a: FacilityAppointment,
  f: FacilitySummary,
  opts: { url?: string; now?: Date } = {},
): CalendarEvent {
  const local = DateTime.fromISO(a.scheduled_start_time, { zone: f.time_zone });
  const localEnd = DateTime.fromISO(a.scheduled_end_time, { zone: f.time_zone });
  const when = `${local.toFormat("cccc d LLLL yyyy, HH:mm")}–${localEnd.toFormat("HH:mm")} ${local.toFormat("ZZZZ")} (${f.time_zone})`;
  const description = [
    `Confirmation code: ${a.confirmation_code}`,
    `Status: ${a.status === "Requested" ? "Requested, waiting for the facility to confirm" : a.status}`,
    `Facility time: ${when}`,
    a.dock ? `Dock: ${a.dock}` : null,
    a.order_info.length ? `References: ${a.order_info.map((o) => o.reference_id).join(", ")}` : null,
    a.quantity && a.units ? `Load: ${a.quantity} ${a.units.toLowerCase()}` : null,
    opts.url ? `Details: ${opts.url}` : null,
  ].filter((l): l is string => l !== null);
  const direction = a.type === "Inbound" ? "Delivery" : "Pickup";
  return {
    uid: `${a.id}@dockside`,
    stamp: opts.now ?? new Date(),
    start: new Date(a.scheduled_start_time),
    end: new Date(a.scheduled_end_time),
    summary: `${direction} at ${f.name}${a.dock ? `, ${a.dock}` : ""} (${a.confirmation_code})`,
    location: [f.name, f.address].filter(Boolean).join(", "),
    description: description.join("\n"),
    status: STATUS[a.status],
    // Seconds since creation grow with every change, so calendars replace
    // the event they imported before instead of adding a second one.
    sequence: Math.max(0, Math.floor((Date.parse(a.updated_at) - Date.parse(a.created_at)) / 1000)),
    url: opts.url,
  };
}
