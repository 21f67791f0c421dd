// The one rule engine (the contract's "Facility rules"): request, availability
// and every other path that places an appointment ask it about a candidate
// interval, against the holding appointments around it, so an offered slot
// books and a withheld one is refused with the same reason. Pure: the callers
// read the facility and the appointments (under the booking lock when booking).
import type { AppointmentType } from "../core/vocabulary";
import type { Cap } from "./schema";
import {
  neededMinutes,
  type Booking,
  type Candidate,
  type RuleDock,
  type RuleRefusal,
  type RuleSet,
  type Verdict,
  type DayTotals,
} from "./types";
import { prepareWindow } from "./window";

export * from "./types";

const overlaps = (a: { start: number; end: number }, start: number, end: number) =>
  a.start < end && start < a.end;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

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
 * Why no dock that takes the load is open: the closures in the way and the docks they close, else the
 * docks outside their own hours.
 */
function closedRefusal(
  typed: RuleDock[],
  shutBy: Map<string, { id: string; dock_ids: string[]; reason: string | null }>,
  outsideHours: RuleDock[],
): RuleRefusal {
  const shut = typed.filter((d) => shutBy.has(d.id));
  if (!shut.length)
    return {
      reason: "no_capacity",
      cause: "docks_closed",
      closure_ids: [],
      dock_names: outsideHours.map((d) => d.name),
      closure_reason: null,
      message: "no dock for this load is open then",
    };
  const first = shutBy.get(shut[0].id)!;
  const ids = [...new Set(shut.map((d) => shutBy.get(d.id)!.id))];
  const names = shut.map((d) => d.name);
  return {
    reason: "no_capacity",
    cause: "docks_closed",
    closure_ids: ids,
    dock_names: names,
    closure_reason: first.reason || null,
    message: `${names.length === 1 ? names[0] : "The docks"} closed${first.reason ? `: ${first.reason}` : ""}`,
  };
}

/**
 * The engine for candidates inside [from, to] (epoch ms), with what it needs worked out once (./window.ts):
 * availability asks about thousands of starts. `bookings` must hold every holding appointment with a dock
 * that could touch the candidates, including all that start on the local days of [from, to] (day caps
 * count them). `judge.add` counts one more (a series placing its occurrences in turn).
 */
export function prepareRules(
  set: RuleSet,
  bookings: Booking[],
  from: number,
  to: number,
  totals?: DayTotals,
) {
  const { dockHours, closures, holds, busy, counted, count, add } = prepareWindow(
    set,
    bookings,
    from,
    to,
    totals,
  );
  const docks = [...set.docks].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));

  function judge(c: Candidate): Verdict {
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
    if (!typed.length)
      return refuse({ reason: "no_capacity", cause: "no_dock_for_load", message: "no dock takes this load" });

    const shutBy = new Map<string, (typeof closures)[number]>();
    const outsideHours: RuleDock[] = [];
    const open = typed.filter((d) => {
      const hours = dockHours.get(d.id);
      if (hours && !hours.some((iv) => iv.start <= c.start && c.end <= iv.end)) {
        outsideHours.push(d);
        return false;
      }
      const shut = closures.find(
        (x) => (!x.dock_ids.length || x.dock_ids.includes(d.id)) && x.from < c.end && c.start < x.to,
      );
      if (shut) shutBy.set(d.id, shut);
      return !shut;
    });
    let usable = open;
    if (!open.length) {
      if (!c.override) return refuse(closedRefusal(typed, shutBy, outsideHours));
      usable = typed;
      overridden = true;
    }

    for (const cap of set.caps) {
      if (!counted(cap, c.loadTypeIds, c.carrierKey)) continue;
      const now = count(cap, c.start, c.carrierKey);
      const overAppointments = cap.max_appointments !== null && now.n + 1 > cap.max_appointments;
      const overUnits = cap.max_units !== null && now.units + (c.quantity ?? 0) > cap.max_units;
      if (!overAppointments && !overUnits) continue;
      if (c.override) {
        overridden = true;
        continue;
      }
      const limitKind = overAppointments ? "appointments" : "units";
      const limit = overAppointments ? cap.max_appointments! : cap.max_units!;
      const loadType =
        cap.scope === "load_type" ? set.loadTypes.find((l) => l.id === cap.load_type_id)?.name : undefined;
      return refuse({
        reason: "cap_reached",
        cap_id: cap.id,
        limit,
        limit_kind: limitKind,
        period: cap.period,
        scope: cap.scope,
        ...(loadType !== undefined ? { load_type: loadType } : {}),
        message: `${periodWords(cap, set)} limit of ${plural(limit, limitKind === "appointments" ? "appointment" : "unit")} is reached`,
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
        return refuse({
          reason: "no_capacity",
          cause: "held",
          hold_label: heldFor!,
          message: `the docks then are kept for ${heldFor}`,
        });
      usable = allowed;
    }

    const free = usable.filter((d) => !busy(d.id, c.start, c.end));
    if (!free.length)
      return refuse({
        reason: "no_capacity",
        cause: "docks_busy",
        message: "no dock is free for the whole requested time",
      });
    return { ok: true, placement: { dock: free[0], free, freeDocks: free.length, overridden } };
  }
  return Object.assign(judge, { add });
}
