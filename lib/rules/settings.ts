// Reading and writing the facility's own rules with its settings
// (lib/facilities/settings.ts): the stored JSON as the API shows it, and the
// checks a change must pass (every id names one of this facility's docks or
// load types, or an existing carrier company).
import { randomUUID } from "node:crypto";
import type { Tx } from "../db";
import { invalid } from "../core/errors";
import { formatMinute, type OpenPeriod } from "../core/hours";
import type { Cap, Closure, Hold } from "./schema";

type OpenDay = { weekday: number; periods: { start: string; end: string }[] };

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Seven days as the settings show open hours, from stored periods. */
export function openDays(periods: OpenPeriod[]): OpenDay[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    periods: periods
      .filter((h) => h.weekday === weekday)
      .sort((a, b) => a.startMinute - b.startMinute)
      .map((h) => ({ start: formatMinute(h.startMinute), end: formatMinute(h.endMinute) })),
  }));
}

/** A dock's hours as stored: every period of the days sent (days not sent: closed). */
export function storedDockHours(days: OpenDay[] | null): string | null {
  if (days === null) return null;
  const periods: OpenPeriod[] = days.flatMap((d) =>
    d.periods.map((p) => ({
      weekday: d.weekday,
      startMinute: minuteOf(p.start),
      endMinute: minuteOf(p.end),
    })),
  );
  return JSON.stringify(periods);
}

export function dockRules(d: { loadTypeIds: string; openHours: string | null }) {
  return {
    load_type_ids: JSON.parse(d.loadTypeIds) as string[],
    open_hours: d.openHours === null ? null : openDays(JSON.parse(d.openHours) as OpenPeriod[]),
  };
}

export function facilityRules(f: { caps: string; holds: string; dockClosures: string }) {
  return {
    caps: JSON.parse(f.caps) as Cap[],
    holds: JSON.parse(f.holds) as Hold[],
    dock_closures: JSON.parse(f.dockClosures) as Closure[],
  };
}

type CapIn = Omit<Cap, "id" | "load_type_id" | "max_appointments" | "max_units"> & {
  id?: string;
  load_type_id?: string;
  max_appointments?: number;
  max_units?: number;
};
type HoldIn = Omit<Hold, "id"> & { id?: string };
type ClosureIn = Omit<Closure, "id"> & { id?: string };

export type RuleInput = { caps?: CapIn[]; holds?: HoldIn[]; dock_closures?: ClosureIn[] };

function checkIds(field: string, ids: string[], known: Set<string>, what: string) {
  ids.forEach((id, i) => {
    if (!known.has(id)) throw invalid(`${field}[${i}]`, "unknown", `is not ${what}`);
  });
}

/** The columns to write for the rules sent (the rest unchanged); a 400 for an id that names nothing here. */
export async function ruleColumns(
  tx: Tx,
  facilityId: string,
  input: RuleInput,
): Promise<{ caps?: string; holds?: string; dockClosures?: string }> {
  if (!input.caps && !input.holds && !input.dock_closures) return {};
  const [docks, loadTypes] = await Promise.all([
    tx.dock.findMany({ where: { facilityId }, select: { id: true } }),
    tx.loadType.findMany({ where: { facilityId }, select: { id: true } }),
  ]);
  const dockIds = new Set(docks.map((d) => d.id));
  const loadTypeIds = new Set(loadTypes.map((l) => l.id));
  const out: { caps?: string; holds?: string; dockClosures?: string } = {};
  if (input.caps) {
    const caps: Cap[] = input.caps.map((c, i) => {
      if (c.scope === "load_type")
        checkIds(`caps[${i}].load_type_id`, [c.load_type_id!], loadTypeIds, "a load type of this facility");
      return {
        id: c.id ?? randomUUID(),
        scope: c.scope,
        load_type_id: c.scope === "load_type" ? c.load_type_id! : null,
        period: c.period,
        max_appointments: c.max_appointments ?? null,
        max_units: c.max_units ?? null,
      };
    });
    out.caps = JSON.stringify(caps);
  }
  if (input.holds) {
    const companies = new Set(
      (
        await tx.carrierCompany.findMany({
          where: { id: { in: [...new Set(input.holds.flatMap((h) => h.carrier_company_ids))] } },
          select: { id: true },
        })
      ).map((c) => c.id),
    );
    const holds: Hold[] = input.holds.map((h, i) => {
      checkIds(`holds[${i}].dock_ids`, h.dock_ids, dockIds, "a dock of this facility");
      checkIds(`holds[${i}].carrier_company_ids`, h.carrier_company_ids, companies, "a carrier company");
      return {
        id: h.id ?? randomUUID(),
        label: h.label,
        dock_ids: [...new Set(h.dock_ids)],
        weekdays: [...new Set(h.weekdays)].sort(),
        start: h.start,
        end: h.end,
        carrier_company_ids: [...new Set(h.carrier_company_ids)],
      };
    });
    out.holds = JSON.stringify(holds);
  }
  if (input.dock_closures) {
    const closures: Closure[] = input.dock_closures
      .map((c, i) => {
        checkIds(`dock_closures[${i}].dock_ids`, c.dock_ids, dockIds, "a dock of this facility");
        return {
          id: c.id ?? randomUUID(),
          dock_ids: [...new Set(c.dock_ids)],
          start: new Date(c.start).toISOString(),
          end: new Date(c.end).toISOString(),
          reason: c.reason,
        };
      })
      .sort((a, b) => a.start.localeCompare(b.start));
    out.dockClosures = JSON.stringify(closures);
  }
  return out;
}

/** A dock's rule columns from the dock sent: absent fields unchanged; a 400 for an unknown load type. */
export function dockRuleColumns(
  d: { load_type_ids?: string[]; open_hours?: OpenDay[] | null },
  i: number,
  loadTypeIds: Set<string>,
): { loadTypeIds?: string; openHours?: string | null } {
  const out: { loadTypeIds?: string; openHours?: string | null } = {};
  if (d.load_type_ids) {
    checkIds(`docks[${i}].load_type_ids`, d.load_type_ids, loadTypeIds, "a load type of this facility");
    out.loadTypeIds = JSON.stringify([...new Set(d.load_type_ids)]);
  }
  if (d.open_hours !== undefined) out.openHours = storedDockHours(d.open_hours);
  return out;
}
