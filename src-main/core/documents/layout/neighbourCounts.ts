/**
 * For each of `sorted` (ascending), how many of its values lie near it: within `reach` of it
 * (|a - b| <= reach), or closer than `reach` when `strict`. A window slides along the sorted
 * values, so this costs their sort, where counting pair by pair costs their number squared (a
 * page of tens of thousands of line pieces). The values near one value are always a run of the
 * sorted ones, since the distance grows on each side of it, rounding included.
 */
export function neighbourCounts(sorted: readonly number[], reach: number, strict = false): number[] {
  const near = (a: number, b: number) => (strict ? Math.abs(a - b) < reach : Math.abs(a - b) <= reach);
  const counts: number[] = [];
  let lo = 0;
  let hi = 0;
  for (const [i, a] of sorted.entries()) {
    while (lo < i && !near(a, sorted[lo]!)) lo++;
    hi = Math.max(hi, i);
    while (hi < sorted.length && near(a, sorted[hi]!)) hi++;
    counts.push(hi - lo);
  }
  return counts;
}
