/** The value at fraction `p` of the way through `values` sorted ascending (0 when there are none). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(p * (sorted.length - 1))))]!;
}

/**
 * The upper middle value of `values` (0 when there are none). The reader's callers either ask
 * only of a list they know is not empty or read "none" as no measure, which 0 is for them.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The lower middle value of `values` (the middle of an odd count; 0 when there are none). */
export function lowerMedian(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);
