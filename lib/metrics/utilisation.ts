// Dock utilisation by hour of the local day, from the database's per-bucket
// counts (./queries.ts booked). The period is cut into 15-minute buckets of
// real time from its first local midnight: every zone's offset is a multiple
// of 15 minutes, so each bucket lies inside one local hour, and a DST day's
// missing hour has no bucket while its repeated hour has twice as many.
//
// An appointment from s to e adds to bucket b: 15 minutes for every bucket it
// covers from its start's bucket up to (not including) its end's bucket, less
// its start's offset into the start bucket, plus its end's offset into the end
// bucket. Summed over appointments, that is a running count of starts minus
// ends, and the offsets added back per bucket.
import { IANAZone } from "luxon";

export const BUCKET_MS = 15 * 60_000;
/** The grid starts a day before the period (./queries.ts: offsets stay positive). */
export const LEAD_BUCKETS = (24 * 60 * 60_000) / BUCKET_MS;

export type BucketCount = { b: number; n: number; o: number };
export type HourUse = {
  hour: number;
  booked_minutes: number;
  available_minutes: number;
  rate: number | null;
};

/** The local hour of each bucket of the period [start, end). */
export function bucketHours(start: Date, end: Date, zone: string): number[] {
  const z = IANAZone.create(zone);
  const hours: number[] = [];
  const hourOf = (t: number, offset: number) => {
    const local = t + offset * 60_000;
    return Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 3_600_000);
  };
  // A zone's offset is costly to ask (Intl) and changes at most once a day: asked at both ends of each
  // 24 hours, and per bucket only across a change. A month is some 60 questions instead of 3,000.
  const DAY = 96 * BUCKET_MS;
  for (let day = start.getTime(); day < end.getTime(); day += DAY) {
    const last = Math.min(day + DAY, end.getTime());
    const offset = z.offset(day);
    const steady = z.offset(last - 1) === offset;
    for (let t = day; t < last; t += BUCKET_MS) hours.push(hourOf(t, steady ? offset : z.offset(t)));
  }
  return hours;
}

/** Booked and available dock-minutes per local hour 0..23 over the period's buckets. */
export function utilisationByHour(
  hours: number[],
  docks: number,
  starts: BucketCount[],
  ends: BucketCount[],
): HourUse[] {
  const count = hours.length + LEAD_BUCKETS;
  const opened = new Float64Array(count + 1);
  const offsets = new Float64Array(count + 1);
  // Buckets past the period end change nothing inside it.
  for (const s of starts)
    if (s.b < count) {
      opened[s.b] += Number(s.n);
      offsets[s.b] -= Number(s.o);
    }
  for (const e of ends)
    if (e.b < count) {
      opened[e.b] -= Number(e.n);
      offsets[e.b] += Number(e.o);
    }
  const booked = new Array<number>(24).fill(0);
  const available = new Array<number>(24).fill(0);
  let running = 0;
  for (let b = 0; b < count; b++) {
    running += opened[b];
    const i = b - LEAD_BUCKETS;
    if (i < 0) continue;
    booked[hours[i]] += (running * BUCKET_MS + offsets[b]) / 60_000;
    available[hours[i]] += (docks * BUCKET_MS) / 60_000;
  }
  return booked.map((minutes, hour) => ({
    hour,
    booked_minutes: Math.round(minutes * 10) / 10,
    available_minutes: available[hour],
    rate: available[hour] ? Math.round((minutes / available[hour]) * 1000) / 1000 : null,
  }));
}
