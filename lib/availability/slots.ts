// The pure part of availability: the candidate starts of a local date range.
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
