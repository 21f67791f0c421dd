// A facility's settings history as staff read it: each change with its
// before and after, lists (hours, closed dates, docks, load types) by what was
// added, removed or changed in them rather than a bare "changed".
import { DateTime } from "luxon";

type Period = { start: string; end: string };
type Day = { weekday: number; periods: Period[] };
type Closed = { date: string; reason: string };
type Item = { id: string; name: string; directions?: string[]; active?: boolean; duration_minutes?: number };

const LABEL: Record<string, string> = {
  name: "Name",
  time_zone: "Time zone",
  address: "Address",
  carrier_instructions: "Carrier instructions",
  reminder_hours: "Reminder (hours before)",
  notification_emails: "Notification addresses",
  slug: "Public link address",
  public_booking: "Public booking link",
  instant_booking: "Instant booking",
  accepts_carrier_bookings: "Carrier bookings",
  slot_step_minutes: "Start times every",
  buffer_minutes: "Buffer",
  min_notice_minutes: "Minimum notice",
  horizon_days: "Bookable up to",
  cancel_cutoff_minutes: "Cancellation cut-off",
  free_time_minutes: "Free time on site",
  on_time_tolerance_minutes: "On-time tolerance",
  open_hours: "Open hours",
  closed_dates: "Closed dates",
  docks: "Docks",
  load_types: "Load types",
};

const WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const MINUTES = new Set([
  "slot_step_minutes",
  "buffer_minutes",
  "min_notice_minutes",
  "cancel_cutoff_minutes",
  "free_time_minutes",
  "on_time_tolerance_minutes",
]);

export const settingLabel = (key: string) => LABEL[key] ?? key.replace(/_/g, " ");

function scalar(key: string, v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (key === "accepts_carrier_bookings") return v ? "allowed" : "not allowed";
  if (typeof v === "boolean") return v ? "on" : "off";
  if (MINUTES.has(key)) return `${v} min`;
  if (key === "horizon_days") return `${v} days`;
  // Long texts (carrier instructions) by their start: the settings page shows them whole.
  return typeof v === "string" && v.length > 80 ? `${v.slice(0, 77)}…` : String(v);
}

const hours = (periods: Period[] = []) =>
  periods.length ? periods.map((p) => `${p.start}–${p.end}`).join(", ") : "closed";

function openHours(before: Day[], after: Day[]): string[] {
  return after.flatMap((day) => {
    const was = hours(before.find((d) => d.weekday === day.weekday)?.periods);
    const now = hours(day.periods);
    return was === now ? [] : [`${WEEKDAY[day.weekday - 1]} ${was} → ${now}`];
  });
}

const day = (iso: string) => DateTime.fromISO(iso).toFormat("ccc d LLL yyyy");

function closedDates(before: Closed[], after: Closed[]): string[] {
  const shown = (c: Closed) => `${day(c.date)}${c.reason ? ` (${c.reason})` : ""}`;
  const added = after.filter((a) => !before.some((b) => b.date === a.date));
  const removed = before.filter((b) => !after.some((a) => a.date === b.date));
  const changed = after.filter((a) => before.some((b) => b.date === a.date && b.reason !== a.reason));
  return [
    ...added.map((c) => `added ${shown(c)}`),
    ...removed.map((c) => `removed ${shown(c)}`),
    ...changed.map(
      (c) =>
        `${day(c.date)} reason ${before.find((b) => b.date === c.date)!.reason || "—"} → ${c.reason || "—"}`,
    ),
  ];
}

const directions = (d: string[] = []) =>
  d.length === 2 ? "inbound and outbound" : d.length === 1 ? `${d[0].toLowerCase()} only` : "none";

function items(before: Item[], after: Item[]): string[] {
  const added = after.filter((a) => !before.some((b) => b.id === a.id));
  const removed = before.filter((b) => !after.some((a) => a.id === b.id));
  const changed = after.flatMap((a) => {
    const b = before.find((x) => x.id === a.id);
    if (!b) return [];
    const parts = [
      b.name !== a.name && `renamed ${b.name} → ${a.name}`,
      String(b.directions) !== String(a.directions) &&
        `${a.name}: ${directions(b.directions)} → ${directions(a.directions)}`,
      b.duration_minutes !== a.duration_minutes &&
        `${a.name}: ${b.duration_minutes} → ${a.duration_minutes} min`,
      b.active !== a.active && `${a.name} ${a.active ? "back in use" : "out of use"}`,
    ];
    return parts.filter((p): p is string => !!p);
  });
  return [...added.map((a) => `added ${a.name}`), ...removed.map((b) => `removed ${b.name}`), ...changed];
}

function listChanges(key: string, before: unknown, after: unknown): string[] {
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  if (key === "open_hours") return openHours(list(before), list(after));
  if (key === "closed_dates") return closedDates(list(before), list(after));
  return items(list(before), list(after));
}

/** "Open hours: Monday 08:00–17:00 → 07:00–17:00", "Buffer: 0 min → 15 min" */
export function describeSettingChange(key: string, [before, after]: [unknown, unknown]): string {
  if (key === "created") return `Facility created as ${String(after)}`;
  if (Array.isArray(before) || Array.isArray(after)) {
    const what = listChanges(key, before, after);
    return `${settingLabel(key)}: ${what.length ? what.join("; ") : "reordered"}`;
  }
  return `${settingLabel(key)}: ${scalar(key, before)} → ${scalar(key, after)}`;
}
