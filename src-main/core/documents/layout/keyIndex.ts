/**
 * Items sorted once by a number, to find those near a value by binary search: a rule that looks
 * from each of many things for the few near it on the page costs their sort this way, where
 * looking through all of them each time costs their number squared.
 */
export class KeyIndex<T> {
  private readonly sorted: { key: number; item: T }[];
  /** Items whose key is NaN: no range can leave them out, so every answer holds them. */
  private readonly unkeyed: T[];

  /** `key` NaN puts an item in every answer (for an item the caller cannot bound by its key). */
  constructor(items: readonly T[], key: (item: T) => number) {
    this.sorted = [];
    this.unkeyed = [];
    for (const item of items) {
      const k = key(item);
      if (Number.isNaN(k)) this.unkeyed.push(item);
      else this.sorted.push({ key: k, item });
    }
    this.sorted.sort((a, b) => a.key - b.key);
  }

  /**
   * The items whose key lies in [lo, hi], then those with no key: the caller keeps its own exact
   * test, so the range need only hold every item that test could take. A NaN bound returns all.
   */
  within(lo: number, hi: number): T[] {
    if (Number.isNaN(lo) || Number.isNaN(hi)) return [...this.sorted.map((s) => s.item), ...this.unkeyed];
    const found: T[] = [];
    for (let i = this.firstAtLeast(lo); i < this.sorted.length && this.sorted[i]!.key <= hi; i++) found.push(this.sorted[i]!.item);
    return found.concat(this.unkeyed);
  }

  private firstAtLeast(value: number): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]!.key >= value) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
