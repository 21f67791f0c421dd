// What the calendar shows, kept in the URL so a screen can be bookmarked,
// reloaded or shared: facility, day, view, range mode and filters.
import type { z } from "zod";
import type { listAppointmentsInput } from "@/lib/record/schema";
import { STATUSES, type Status } from "@/lib/core/vocabulary";
import {
  addDays,
  instantOf,
  instantOfLocal,
  isIsoDate,
  isoDay,
  localDateTime,
  mondayOf,
  wallClock,
} from "@/lib/core/zoned";

export type View = "day" | "week" | "list";
export type Mode = "scheduled" | "created" | "modified";

export type Selection = {
  facilityId: string | null;
  date: string; // YYYY-MM-DD, facility time
  view: View;
  mode: Mode;
  from: string; // datetime-local, facility time (created/modified modes)
  to: string;
  status: Status | "";
  type: "Inbound" | "Outbound" | "";
  carrier: string;
};

const pick = <T extends string>(v: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(v as T) ? (v as T) : fallback;

export function readSelection(params: URLSearchParams, zone: string | null): Selection {
  const now = Date.now();
  const wall = (at: number) => wallClock(at, zone ?? "UTC");
  const date = params.get("date");
  return {
    facilityId: params.get("facility"),
    date: date && isIsoDate(date) ? date : isoDay(wall(now)),
    view: pick(params.get("view"), ["day", "week", "list"] as const, "day"),
    mode: pick(params.get("mode"), ["scheduled", "created", "modified"] as const, "scheduled"),
    from: params.get("from") ?? localDateTime(wall(now - 24 * 60 * 60_000)),
    to: params.get("to") ?? localDateTime(wall(now + 60_000)),
    status: pick(params.get("status"), ["", ...STATUSES] as const, ""),
    type: pick(params.get("type"), ["", "Inbound", "Outbound"] as const, ""),
    carrier: params.get("carrier") ?? "",
  };
}

export function writeSelection(s: Partial<Selection>, current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  const names: Record<keyof Selection, string> = {
    facilityId: "facility",
    date: "date",
    view: "view",
    mode: "mode",
    from: "from",
    to: "to",
    status: "status",
    type: "type",
    carrier: "carrier",
  };
  for (const [k, v] of Object.entries(s) as [keyof Selection, string | null][]) {
    if (v === null || v === "") next.delete(names[k]);
    else next.set(names[k], v);
  }
  return next.toString();
}

/** Monday of the date's week: dock offices plan Monday to Sunday. */
export const weekStart = mondayOf;

/** The first and last local day a scheduled view shows. */
function scheduledDays({ view, date }: Pick<Selection, "view" | "date">): [string, string] {
  return view === "week" ? [weekStart(date), addDays(weekStart(date), 6)] : [date, date];
}

/** Whether an appointment overlaps the days a scheduled view shows (local midnight to local midnight). */
export function withinScheduled(s: Pick<Selection, "view" | "date">, zone: string) {
  const [first, last] = scheduledDays(s);
  const from = instantOf(first, "00:00", zone);
  const to = instantOf(addDays(last, 1), "00:00", zone);
  return (a: { scheduled_start_time: string; scheduled_end_time: string }) =>
    Date.parse(a.scheduled_start_time) < to && Date.parse(a.scheduled_end_time) > from;
}

/** The get_facility_appointments selector behind what the screen shows. */
export function listSelector(
  s: Selection,
  zone: string,
): Omit<z.input<typeof listAppointmentsInput>, "facility_id"> {
  if (s.mode === "scheduled") {
    // The operation lists what lies wholly within its dates; a truck on the dock across midnight (a late
    // work-in, a night load) belongs on both days, so a day either side is asked for and withinScheduled
    // keeps what overlaps the days shown. No appointment is longer than 24 hours.
    const [first, last] = scheduledDays(s);
    return { start: addDays(first, -1), end: addDays(last, 1) };
  }
  const from = new Date(instantOfLocal(s.from, zone)).toISOString();
  const to = new Date(instantOfLocal(s.to, zone)).toISOString();
  return s.mode === "created"
    ? { start_created_at: from, end_created_at: to }
    : { modified_range: { start: from, end: to } };
}

/** Why the API would refuse a local date-time range (the key of its words in calendar.page.problem); null when fine. */
export function rangeProblem(s: Selection, zone: string): "bothTimes" | "endAfterStart" | "atMost31" | null {
  if (s.mode === "scheduled") return null;
  const from = instantOfLocal(s.from, zone);
  const to = instantOfLocal(s.to, zone);
  if (Number.isNaN(from) || Number.isNaN(to)) return "bothTimes";
  if (to < from) return "endAfterStart";
  // As the API counts: 24-hour days between the instants.
  if ((to - from) / 86_400_000 > 31) return "atMost31";
  return null;
}
