// The pure parts of availability: the candidate starts of a local date range,
// and how many docks are free at each, swept from one load of appointments.
import { IANAZone } from "luxon";

const DAY_MS = 86_400_000;
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * Every instant in [from, to) whose local wall-clock time is a whole number of
 * `stepMinutes` after local midnight. Walking instants (not wall-clock labels)
 * is what makes DST days right: a skipped hour has no instants, a repeated hour
 * has two sets, and no slot is listed twice or shifted. UTC offsets change in
 * multiples of 15 minutes, so a walk at gcd(step, 15) meets every such instant.
 */
export function slotStarts(zone: string, from: number, to: number, stepMinutes: number): number[] {
  const z = IANAZone.create(zone);
  const walk = gcd(stepMinutes, 15) * 60_000;
  const stepMs = stepMinutes * 60_000;
  const out: number[] = [];
  for (let t = from; t < to; t += walk) {
    const local = t + z.offset(t) * 60_000;
    const ofDay = ((local % DAY_MS) + DAY_MS) % DAY_MS;
    if (ofDay % stepMs === 0) out.push(t);
  }
  return out;
}

export type Booking = { dockId: string; start: number; end: number };

/**
 * Docks of `dockIds` free for [t, t + durationMs) at each start of `starts`
 * (ascending). A booking holds its dock for its interval widened by the buffer
 * on both sides, as capacity.ts's busyDockIds does for one request.
 */
export function freeDockCounts(
  starts: number[],
  durationMs: number,
  bufferMs: number,
  dockIds: string[],
  bookings: Booking[],
): number[] {
  const counts = starts.map(() => dockIds.length);
  const held = new Map<string, { start: number; end: number }[]>(dockIds.map((id) => [id, []]));
  for (const b of bookings) held.get(b.dockId)?.push({ start: b.start - bufferMs, end: b.end + bufferMs });
  for (const intervals of held.values()) {
    intervals.sort((a, b) => a.start - b.start);
    const merged: { start: number; end: number }[] = [];
    for (const iv of intervals) {
      const last = merged[merged.length - 1];
      if (last && iv.start <= last.end) last.end = Math.max(last.end, iv.end);
      else merged.push({ ...iv });
    }
    // Starts ascend, so the first interval still ending after t only moves forward.
    let j = 0;
    starts.forEach((t, i) => {
      while (j < merged.length && merged[j].end <= t) j++;
      if (j < merged.length && merged[j].start < t + durationMs) counts[i]--;
    });
  }
  return counts;
}
