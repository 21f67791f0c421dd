// The one rule engine (the contract's "Facility rules"): request, availability
// and every other path that places an appointment ask it about a candidate
// interval, against the holding appointments around it, so an offered slot
// books and a withheld one is refused with the same reason. Pure: the callers
// read the facility and the appointments (under the booking lock when booking).
import { DateTime } from "luxon";
import { openIntervals, type Interval, type OpenPeriod } from "../facilities/hours";
import { MAX_DURATION_MINUTES, type AppointmentType } from "../core/vocabulary";
import type { Cap, Closure, Hold } from "./schema";

export type RuleDock = {
  id: string;
  name: string;
  position: number;
  inbound: boolean;
  outbound: boolean;
  active: boolean;
  /** [] : every load type of its directions. */
  loadTypeIds: string[];
  /** null: the facility's hours (checked before the engine). */
  openHours: OpenPeriod[] | null;
};

export type RuleLoadType = { id: string; name: string; durationMinutes: number; minutesPerUnit: number };

export type RuleSet = {
  timeZone: string;
  slotStepMinutes: number;
  bufferMinutes: number;
  docks: RuleDock[];
  loadTypes: RuleLoadType[];
  caps: Cap[];
  holds: Hold[];
  closures: Closure[];
};

/** A holding appointment with a dock. */
export type Booking = {
  dockId: string;
  start: number;
  end: number;
  quantity: number | null;
  /** carrierKey() of the appointment. */
  carrierKey: string | null;
  loadTypeIds: string[];
};

export type Candidate = {
  start: number;
  end: number;
  type: AppointmentType;
  loadTypeIds: string[];
  quantity: number | null;
  carrierKey: string | null;
  /** The caller's carrier company (holds let its own companies in). */
  carrierCompanyId: string | null;
  /** Staff and admins: holds do not keep them out. */
  staff: boolean;
  /** A staff override with a reason: past too_short_for_load, closures, dock hours, caps and holds. */
  override: boolean;
};

export type RuleReason = "too_short_for_load" | "no_capacity" | "cap_reached";

export type RuleRefusal = {
  reason: RuleReason;
  message: string;
  cap_id?: string;
  needed_minutes?: number;
};

/** The first free dock by position, every free one (a move keeps its own when it can), whether a rule was passed. */
export type Placement = { dock: RuleDock; free: RuleDock[]; freeDocks: number; overridden: boolean };

export type Verdict = { ok: true; placement: Placement } | { ok: false; refusal: RuleRefusal };

/** Whose an appointment counts as for carrier caps: its company, else its carrier name's key. */
export function carrierKey(companyId: string | null, nameKey: string | null): string | null {
  if (companyId) return `company:${companyId}`;
  return nameKey ? `name:${nameKey}` : null;
}

/** A load type's minutes for `quantity` units, up to the slot step. */
export function loadMinutes(
  l: { durationMinutes: number; minutesPerUnit: number },
  quantity: number | null,
  stepMinutes: number,
): number {
  return Math.ceil((l.durationMinutes + l.minutesPerUnit * (quantity ?? 0)) / stepMinutes) * stepMinutes;
}

/** Minutes a load needs: the longest of its load types' (fixed part plus time per unit), up to the slot step. */
export function neededMinutes(set: RuleSet, loadTypeIds: string[], quantity: number | null): number | null {
  const types = set.loadTypes.filter((l) => loadTypeIds.includes(l.id));
  if (!types.length) return null;
  return Math.max(...types.map((l) => loadMinutes(l, quantity, set.slotStepMinutes)));
}

const overlaps = (a: { start: number; end: number }, start: number, end: number) =>
  a.start < end && start < a.end;

function servesType(d: RuleDock, type: AppointmentType) {
  return d.active && (type === "Inbound" ? d.inbound : d.outbound);
}

function periodWords(cap: Cap, set: RuleSet): string {
  const per = cap.period === "hour" ? "hourly" : "daily";
  const whose =
    cap.scope === "facility"
      ? "The facility's"
      : cap.scope === "carrier"
        ? "This carrier's"
        : `The ${set.loadTypes.find((l) => l.id === cap.load_type_id)?.name ?? "load type"}`;
  return `${whose} ${per}`;
}

/**
 * The engine for candidates inside [from, to] (epoch ms): the local periods, hold occurrences, dock
 * hours and each dock's bookings worked out once, since availability asks about thousands of starts.
 * `bookings` must hold every holding appointment with a dock that could touch the candidates,
 * including all that start on the local days of [from, to] (day caps count them).
 */
export function prepareRules(set: RuleSet, bookings: Booking[], from: number, to: number) {
  const zone = set.timeZone;
  const lo = DateTime.fromMillis(from, { zone }).minus({ days: 1 });
  const hi = DateTime.fromMillis(to, { zone }).plus({ days: 1 });
  const buffer = set.bufferMinutes * 60_000;

  const dockHours = new Map<string, Interval[]>();
  for (const d of set.docks) if (d.openHours) dockHours.set(d.id, openIntervals(d.openHours, zone, lo, hi));

  const closures = set.closures
    .map((c) => ({ ...c, from: Date.parse(c.start), to: Date.parse(c.end) }))
    .filter((c) => c.to > lo.toMillis() && c.from < hi.toMillis());

  // Each hold's occurrences in the window: its weekdays' local start to end.
  const holds = set.holds.map((h) => {
    const [sh, sm] = h.start.split(":").map(Number);
    const [eh, em] = h.end.split(":").map(Number);
    const at: Interval[] = [];
    for (let day = lo.startOf("day"); day <= hi; day = day.plus({ days: 1 }).startOf("day")) {
      if (!h.weekdays.includes(day.weekday)) continue;
      const start = day.set({ hour: sh, minute: sm }).toMillis();
      const end =
        eh === 24
          ? day.plus({ days: 1 }).startOf("day").toMillis()
          : day.set({ hour: eh, minute: em }).toMillis();
      at.push({ start, end });
    }
    return { hold: h, at };
  });

  // Each dock's bookings by start: a candidate looks only at those starting up to a day before it.
  const byDock = new Map<string, Booking[]>();
  for (const b of bookings) {
    const list = byDock.get(b.dockId) ?? [];
    list.push(b);
    byDock.set(b.dockId, list);
  }
  for (const list of byDock.values()) list.sort((a, b) => a.start - b.start);
  const busy = (dockId: string, start: number, end: number) => {
    const list = byDock.get(dockId);
    if (!list) return false;
    const earliest = start - buffer - MAX_DURATION_MINUTES * 60_000;
    let [lo, hi] = [0, list.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].start <= earliest) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < list.length && list[i].start < end + buffer; i++)
      if (start - buffer < list[i].end) return true;
    return false;
  };

  // Cap counts per period: the local hour's or day's first instant, and the carrier key for carrier caps.
  const periodOf = (cap: Cap, t: number) => {
    const local = DateTime.fromMillis(t, { zone });
    return (cap.period === "hour" ? local.startOf("hour") : local.startOf("day")).toMillis();
  };
  const counted = (cap: Cap, loadTypeIds: string[], key: string | null) =>
    cap.scope === "facility" ||
    (cap.scope === "load_type" && !!cap.load_type_id && loadTypeIds.includes(cap.load_type_id)) ||
    (cap.scope === "carrier" && key !== null);
  const counts = new Map<string, { n: number; units: number }>();
  const countKey = (cap: Cap, period: number, key: string | null) =>
    `${cap.id}|${period}|${cap.scope === "carrier" ? key : ""}`;
  for (const cap of set.caps)
    for (const b of bookings) {
      if (!counted(cap, b.loadTypeIds, b.carrierKey)) continue;
      const k = countKey(cap, periodOf(cap, b.start), b.carrierKey);
      const c = counts.get(k) ?? { n: 0, units: 0 };
      c.n += 1;
      c.units += b.quantity ?? 0;
      counts.set(k, c);
    }

  const docks = [...set.docks].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));

  return function judge(c: Candidate): Verdict {
    const refuse = (r: RuleRefusal): Verdict => ({ ok: false, refusal: r });
    let overridden = false;

    const needed = neededMinutes(set, c.loadTypeIds, c.quantity);
    if (needed !== null && c.end - c.start < needed * 60_000) {
      if (!c.override)
        return refuse({
          reason: "too_short_for_load",
          message: `this load needs ${needed} minutes at the dock`,
          needed_minutes: needed,
        });
      overridden = true;
    }

    const typed = docks.filter(
      (d) =>
        servesType(d, c.type) &&
        c.loadTypeIds.every((id) => !d.loadTypeIds.length || d.loadTypeIds.includes(id)),
    );
    if (!typed.length) return refuse({ reason: "no_capacity", message: "no dock takes this load" });

    let closedBy: (typeof closures)[number] | undefined;
    const open = typed.filter((d) => {
      const hours = dockHours.get(d.id);
      if (hours && !hours.some((iv) => iv.start <= c.start && c.end <= iv.end)) return false;
      const shut = closures.find(
        (x) => (!x.dock_ids.length || x.dock_ids.includes(d.id)) && x.from < c.end && c.start < x.to,
      );
      if (shut) closedBy ??= shut;
      return !shut;
    });
    let usable = open;
    if (!open.length) {
      if (!c.override)
        return refuse({
          reason: "no_capacity",
          message: closedBy
            ? `${closedBy.dock_ids.length === 1 ? (typed.find((d) => d.id === closedBy!.dock_ids[0])?.name ?? "The dock") : "The docks"} closed${closedBy.reason ? `: ${closedBy.reason}` : ""}`
            : "no dock for this load is open then",
        });
      usable = typed;
      overridden = true;
    }

    for (const cap of set.caps) {
      if (!counted(cap, c.loadTypeIds, c.carrierKey)) continue;
      const now = counts.get(countKey(cap, periodOf(cap, c.start), c.carrierKey)) ?? { n: 0, units: 0 };
      const overAppointments = cap.max_appointments !== null && now.n + 1 > cap.max_appointments;
      const overUnits = cap.max_units !== null && now.units + (c.quantity ?? 0) > cap.max_units;
      if (!overAppointments && !overUnits) continue;
      if (c.override) {
        overridden = true;
        continue;
      }
      return refuse({
        reason: "cap_reached",
        cap_id: cap.id,
        message: overAppointments
          ? `${periodWords(cap, set)} limit of ${cap.max_appointments} appointments is reached`
          : `${periodWords(cap, set)} limit of ${cap.max_units} units is reached`,
      });
    }

    if (!c.staff) {
      let heldFor: string | undefined;
      const allowed = usable.filter((d) => {
        const held = holds.find(
          (h) =>
            h.hold.dock_ids.includes(d.id) &&
            !(c.carrierCompanyId && h.hold.carrier_company_ids.includes(c.carrierCompanyId)) &&
            h.at.some((iv) => overlaps(iv, c.start, c.end)),
        );
        if (held) heldFor ??= held.hold.label;
        return !held;
      });
      if (!allowed.length)
        return refuse({ reason: "no_capacity", message: `the docks then are kept for ${heldFor}` });
      usable = allowed;
    }

    const free = usable.filter((d) => !busy(d.id, c.start, c.end));
    if (!free.length)
      return refuse({ reason: "no_capacity", message: "no dock is free for the whole requested time" });
    return { ok: true, placement: { dock: free[0], free, freeDocks: free.length, overridden } };
  };
}

export type Judge = ReturnType<typeof prepareRules>;
