// The rule engine's words (./engine.ts): a facility's rules as the engine reads
// them, the appointments it counts, the booking it judges and its verdict.
import type { OpenPeriod } from "../core/hours";
import type { AppointmentType } from "../core/vocabulary";
import type { RefusalValues } from "../core/refusal-values";
import type { Cap, Closure, Hold } from "./schema";

/** A dock as every placing of an appointment reads it. */
export type DockInfo = {
  id: string;
  name: string;
  position: number;
  inbound: boolean;
  outbound: boolean;
  active: boolean;
};

export type RuleDock = DockInfo & {
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

/** A refusal: its reason, an English message, and the values the message names (lib/core/refusal-values.ts). */
export type RuleRefusal = { reason: RuleReason; message: string } & RefusalValues;

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

/** A day's counts for day caps, from the database (lib/rules/bookings.ts dayTotals). */
export type DayTotals = {
  all: { n: number; units: number };
  /** Per carrier key (carrierKey()). */
  byCarrier: Map<string, { n: number; units: number }>;
  /** Those with the load type, for each load type asked. */
  byLoadType: Map<string, { n: number; units: number }>;
};
