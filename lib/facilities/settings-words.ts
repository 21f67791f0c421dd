// A facility's settings history as staff read it: each change with its
// before and after, lists (hours, closed dates, docks, load types) by what was
// added, removed or changed in them rather than a bare "changed". The words come
// from the caller's translator (messages/<locale>/settings.json, "historyWords"):
// lib stays free of next-intl, and the history reads in the reader's language.
import { DateTime } from "luxon";
import { isLocale, LOCALE_NAMES } from "../i18n/locales";

type Period = { start: string; end: string };
type Day = { weekday: number; periods: Period[] };
type Closed = { date: string; reason: string };
type Item = {
  id: string;
  name: string;
  name_translations?: Record<string, string>;
  directions?: string[];
  active?: boolean;
  duration_minutes?: number;
};

/** A translator of the "historyWords" messages (next-intl's `t`), and the reader's language for dates. */
export type Words = {
  t: (key: string, values?: Record<string, string | number>) => string;
  locale: string;
};

const LABELLED = new Set([
  "name",
  "time_zone",
  "address",
  "country",
  "phone",
  "carrier_instructions",
  "reminder_hours",
  "notification_emails",
  "default_locale",
  "slug",
  "public_booking",
  "instant_booking",
  "accepts_carrier_bookings",
  "slot_step_minutes",
  "buffer_minutes",
  "min_notice_minutes",
  "horizon_days",
  "cancel_cutoff_minutes",
  "free_time_minutes",
  "on_time_tolerance_minutes",
  "open_hours",
  "closed_dates",
  "docks",
  "load_types",
]);

const MINUTES = new Set([
  "slot_step_minutes",
  "buffer_minutes",
  "min_notice_minutes",
  "cancel_cutoff_minutes",
  "free_time_minutes",
  "on_time_tolerance_minutes",
]);

// Message keys are camelCase: reminder_hours → reminderHours.
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export const settingLabel = (key: string, { t }: Words) =>
  LABELLED.has(key) ? t(`label.${camel(key)}`) : key.replace(/_/g, " ");

function scalar(key: string, v: unknown, { t }: Words): string {
  if (v === null || v === undefined || v === "") return t("empty");
  if (key === "accepts_carrier_bookings") return v ? t("allowed") : t("notAllowed");
  if (key === "default_locale" && isLocale(v)) return LOCALE_NAMES[v];
  if (typeof v === "boolean") return v ? t("on") : t("off");
  if (MINUTES.has(key)) return t("minutes", { count: Number(v) });
  if (key === "horizon_days") return t("days", { count: Number(v) });
  // Long texts (carrier instructions) by their start: the settings page shows them whole.
  return typeof v === "string" && v.length > 80 ? `${v.slice(0, 77)}…` : String(v);
}

const hours = (periods: Period[] = [], { t }: Words) =>
  periods.length ? periods.map((p) => `${p.start}–${p.end}`).join(", ") : t("closed");

// 2024-01-01 was a Monday: weekday 1..7 is that date plus weekday - 1 days.
const weekday = (n: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, n));

function openHours(before: Day[], after: Day[], words: Words): string[] {
  return after.flatMap((day) => {
    const was = hours(before.find((d) => d.weekday === day.weekday)?.periods, words);
    const now = hours(day.periods, words);
    return was === now
      ? []
      : [words.t("hoursChange", { weekday: weekday(day.weekday, words.locale), before: was, after: now })];
  });
}

// A calendar date, no time zone to apply.
const day = (iso: string, locale: string) =>
  DateTime.fromISO(iso).setLocale(locale).toFormat("ccc d LLL yyyy");

function closedDates(before: Closed[], after: Closed[], words: Words): string[] {
  const { t, locale } = words;
  const shown = (c: Closed) =>
    c.reason ? t("closedWithReason", { day: day(c.date, locale), reason: c.reason }) : day(c.date, locale);
  const added = after.filter((a) => !before.some((b) => b.date === a.date));
  const removed = before.filter((b) => !after.some((a) => a.date === b.date));
  const changed = after.filter((a) => before.some((b) => b.date === a.date && b.reason !== a.reason));
  return [
    ...added.map((c) => t("added", { what: shown(c) })),
    ...removed.map((c) => t("removed", { what: shown(c) })),
    ...changed.map((c) =>
      t("reasonChange", {
        day: day(c.date, locale),
        before: before.find((b) => b.date === c.date)!.reason || t("empty"),
        after: c.reason || t("empty"),
      }),
    ),
  ];
}

function directions(d: string[] = [], { t }: Words) {
  if (d.length === 2) return t("bothDirections");
  if (d.length === 1) return d[0] === "Inbound" ? t("inboundOnly") : t("outboundOnly");
  return t("noDirections");
}

function items(before: Item[], after: Item[], words: Words): string[] {
  const { t } = words;
  const added = after.filter((a) => !before.some((b) => b.id === a.id));
  const removed = before.filter((b) => !after.some((a) => a.id === b.id));
  const changed = after.flatMap((a) => {
    const b = before.find((x) => x.id === a.id);
    if (!b) return [];
    const parts = [
      b.name !== a.name && t("renamed", { before: b.name, after: a.name }),
      String(b.directions) !== String(a.directions) &&
        t("itemChange", {
          name: a.name,
          before: directions(b.directions, words),
          after: directions(a.directions, words),
        }),
      b.duration_minutes !== a.duration_minutes &&
        t("itemMinutes", { name: a.name, before: b.duration_minutes ?? 0, after: a.duration_minutes ?? 0 }),
      b.active !== a.active && t(a.active ? "backInUse" : "outOfUse", { name: a.name }),
      JSON.stringify(b.name_translations ?? {}) !== JSON.stringify(a.name_translations ?? {}) &&
        t("translated", { name: a.name }),
    ];
    return parts.filter((p): p is string => !!p);
  });
  return [
    ...added.map((a) => t("added", { what: a.name })),
    ...removed.map((b) => t("removed", { what: b.name })),
    ...changed,
  ];
}

function listChanges(key: string, before: unknown, after: unknown, words: Words): string[] {
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  if (key === "open_hours") return openHours(list(before), list(after), words);
  if (key === "closed_dates") return closedDates(list(before), list(after), words);
  return items(list(before), list(after), words);
}

/** "Open hours: Monday 08:00–17:00 → 07:00–17:00", "Buffer: 0 min → 15 min" */
export function describeSettingChange(
  key: string,
  [before, after]: [unknown, unknown],
  words: Words,
): string {
  const { t } = words;
  if (key === "created") return t("created", { name: String(after) });
  const label = settingLabel(key, words);
  if (Array.isArray(before) || Array.isArray(after)) {
    const what = listChanges(key, before, after, words);
    return t("list", { label, what: what.length ? what.join("; ") : t("reordered") });
  }
  return t("change", { label, before: scalar(key, before, words), after: scalar(key, after, words) });
}
