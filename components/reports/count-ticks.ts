// The value axis of a chart of counts: whole numbers only.

/** Whole-number ticks from 0 past `max`, at most about 8: steps of 1, 2, 5, 10, 20, 50... */
export function countTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let k = 0; top / step > 8; k++) step = [1, 2, 5][(k + 1) % 3] * 10 ** Math.floor((k + 1) / 3);
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
}
