/**
 * The key whose items weigh the most together (each item `weight`, one unless said), or undefined
 * with no items. On a tie, the key met first, unless `before` orders tied keys (negative when its
 * first key goes first). A line's type size and font, a table's body font and a text column's left
 * edge are all read this way.
 */
export function mostCommon<T, K>(items: readonly T[], key: (item: T) => K, weight: (item: T) => number = () => 1, before?: (a: K, b: K) => number): K | undefined {
  // Most lines are one run: nothing to weigh (called twice per line, it showed in profiles).
  if (items.length === 1) return key(items[0]!);
  const weights = new Map<K, number>();
  for (const item of items) {
    const k = key(item);
    weights.set(k, (weights.get(k) ?? 0) + weight(item));
  }
  let best: K | undefined;
  let bestWeight = -Infinity;
  for (const [k, w] of weights) {
    if (w > bestWeight || (w === bestWeight && before !== undefined && before(k, best as K) < 0)) {
      best = k;
      bestWeight = w;
    }
  }
  return best;
}
