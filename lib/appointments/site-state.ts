// Where the truck is, read from the appointment's stamps: the status says how
// far the work got (Completed = loading finished), but not whether the truck
// has left. A supervisor needs both: a Completed truck still at the door holds
// it; one checked out does not. One place, so the board, the list, the panel,
// the day sheet, the CSV and the yard view say the same.
import type { Status } from "../core/vocabulary";

export type SiteState = "expected" | "at_gate" | "at_door" | "loaded" | "left" | "none";

type Stamps = {
  status: Status | string;
  checked_in_at: string | null;
  load_started_at?: string | null;
  checked_out_at: string | null;
};

export function siteState(a: Stamps): SiteState {
  if (a.status === "Cancelled" || a.status === "NoShow") return "none";
  if (a.checked_out_at) return "left";
  if (!a.checked_in_at) return a.status === "Requested" || a.status === "Scheduled" ? "expected" : "none";
  if (a.status === "Completed") return "loaded";
  if (a.status === "InProgress") return "at_door";
  return "at_gate";
}

/** On site: checked in and not yet checked out. */
export const isOnSite = (a: Stamps): boolean => {
  const s = siteState(a);
  return s === "at_gate" || s === "at_door" || s === "loaded";
};

const WORD: Record<SiteState, string> = {
  expected: "Not arrived",
  at_gate: "On site: waiting",
  at_door: "On site: at the door",
  loaded: "On site: loaded",
  left: "Left the site",
  none: "",
};

/** "On site: loaded", "Left the site"; "" where the truck never came (cancelled, no-show). */
export const siteWord = (s: SiteState): string => WORD[s];

/** Whole minutes from `from` to `to` (ISO instants or Dates), never negative. */
export function minutesBetween(from: string | Date, to: string | Date): number {
  const ms = new Date(to).getTime() - new Date(from).getTime();
  return Math.max(0, Math.floor(ms / 60_000));
}
