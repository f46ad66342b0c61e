/** Ranks starting at 1; tied values share the average of the ranks they span. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!.index] = rank;
    start = end + 1;
  }
  return ranks;
}

/**
 * Spearman's rank correlation of paired values: +1 when both put the items in the same order,
 * -1 in opposite orders. Computed as the Pearson correlation of the average ranks, which is
 * the right form when there are ties (human labels have many). Null for fewer than two pairs
 * or when one side has a single value throughout.
 */
export function spearman(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length) throw new RangeError(`spearman needs pairs: ${x.length} values against ${y.length}`);
  if (x.length < 2) return null;
  const rx = averageRanks(x);
  const ry = averageRanks(y);
  const mean = (x.length + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    const dx = rx[i]! - mean;
    const dy = ry[i]! - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}
