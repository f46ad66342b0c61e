/**
 * Counts over the places 0..size-1, each a count of the stretches laid over it: laying or lifting a
 * stretch and asking whether every place of a stretch is covered each take log(size) steps (a
 * segment tree with pending additions), so a sweep asking it once per item stays n log n.
 */
export interface CoverCounts {
  /** Adds `delta` to the count of every place from lo to hi, both included. */
  add(lo: number, hi: number, delta: number): void;
  /** Whether every place from lo to hi, both included, is covered at least once. */
  covered(lo: number, hi: number): boolean;
}

export function coverCounts(size: number): CoverCounts {
  const n = Math.max(1, size);
  // Per node: the least count below it, and what was added to the whole node and not yet passed down.
  const least = new Float64Array(4 * n);
  const pending = new Float64Array(4 * n);
  const add = (node: number, from: number, to: number, lo: number, hi: number, delta: number): void => {
    if (hi < from || to < lo) return;
    if (lo <= from && to <= hi) {
      least[node]! += delta;
      pending[node]! += delta;
      return;
    }
    const mid = (from + to) >> 1;
    add(2 * node, from, mid, lo, hi, delta);
    add(2 * node + 1, mid + 1, to, lo, hi, delta);
    least[node] = Math.min(least[2 * node]!, least[2 * node + 1]!) + pending[node]!;
  };
  const min = (node: number, from: number, to: number, lo: number, hi: number): number => {
    if (hi < from || to < lo) return Infinity;
    if (lo <= from && to <= hi) return least[node]!;
    const mid = (from + to) >> 1;
    return Math.min(min(2 * node, from, mid, lo, hi), min(2 * node + 1, mid + 1, to, lo, hi)) + pending[node]!;
  };
  return {
    add: (lo, hi, delta) => add(1, 0, n - 1, lo, hi, delta),
    covered: (lo, hi) => min(1, 0, n - 1, lo, hi) > 0,
  };
}
