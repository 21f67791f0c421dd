// The rules as the database keeps them (JSON text columns on facilities and
// docks, prisma/schema.prisma) made into the engine's RuleSet. Both reads of a
// facility (the booking path's statement and Prisma's include) end here.
import type { OpenPeriod } from "../core/hours";
import type { Cap, Closure, Hold } from "./schema";
import type { DockInfo, RuleSet } from "./types";

export type StoredDock = DockInfo & { loadTypeIds: string; openHours: string | null };

export type StoredRules = {
  timeZone: string;
  slotStepMinutes: number;
  bufferMinutes: number;
  caps: string;
  holds: string;
  dockClosures: string;
  docks: StoredDock[];
  loadTypes: { id: string; name: string; durationMinutes: number; minutesPerUnit: number }[];
};

export function ruleSetOf(f: StoredRules): RuleSet {
  return {
    timeZone: f.timeZone,
    slotStepMinutes: f.slotStepMinutes,
    bufferMinutes: f.bufferMinutes,
    docks: f.docks.map((d) => ({
      id: d.id,
      name: d.name,
      position: d.position,
      inbound: d.inbound,
      outbound: d.outbound,
      active: d.active,
      loadTypeIds: JSON.parse(d.loadTypeIds) as string[],
      openHours: d.openHours === null ? null : (JSON.parse(d.openHours) as OpenPeriod[]),
    })),
    loadTypes: f.loadTypes.map((l) => ({
      id: l.id,
      name: l.name,
      durationMinutes: l.durationMinutes,
      minutesPerUnit: l.minutesPerUnit,
    })),
    caps: JSON.parse(f.caps) as Cap[],
    holds: JSON.parse(f.holds) as Hold[],
    closures: JSON.parse(f.dockClosures) as Closure[],
  };
}
