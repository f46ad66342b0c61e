// Rows of a long query fetched in pages on demand. The cache belongs to one query (its `key`):
// giving it another key drops everything, so rows of an old filter never show under a new one.

import { PageRequests } from "./PageRequests.ts";
import { farthestPages, pagesCovering } from "./pageRanges.ts";

export interface PageCacheOptions {
  /** Rows per request. Defaults to 200. */
  pageSize?: number;
  /** Pages kept in memory; the ones farthest from where the user looks go first. Defaults to 50. */
  maxPages?: number;
}

export class PageCache<Row> {
  readonly pageSize: number;
  readonly maxPages: number;
  private currentKey: string;
  private totalRows: number | null = null;
  /** Whether totalRows is the query's count, or only the rows known so far (a page came uncounted). */
  private exact = false;
  private readonly pages = new Map<number, Row[]>();
  private readonly loading = new PageRequests();
  /** Pages still shown but due for a refetch (after the data changed under the same query). */
  private readonly stale = new Set<number>();
  private focus = 0;

  constructor(key: string, options: PageCacheOptions = {}) {
    this.currentKey = key;
    this.pageSize = Math.max(1, options.pageSize ?? 200);
    this.maxPages = Math.max(1, options.maxPages ?? 50);
  }

  get key(): string {
    return this.currentKey;
  }

  /**
   * Rows the query selects; null until the first page answers. Until the count arrives (see
   * `counted`) it is the rows known so far: the end of the last page that answered.
   */
  get total(): number | null {
    return this.totalRows;
  }

  /** Whether `total` is the query's count rather than the rows known so far. */
  get counted(): boolean {
    return this.exact;
  }

  /** Switches to another query. Returns true when the key changed and the cache was emptied. */
  reset(key: string): boolean {
    if (key === this.currentKey) return false;
    this.currentKey = key;
    this.totalRows = null;
    this.exact = false;
    this.pages.clear();
    this.loading.clear();
    this.stale.clear();
    return true;
  }

  /** The data changed (a review decision): keep showing what we have, but fetch it all again. */
  invalidate(): void {
    for (const offset of this.pages.keys()) this.stale.add(offset);
    // Answers already on their way describe the data before the change.
    this.loading.clear();
  }

  /** Start offset of the page holding row `index`. */
  pageOffset(index: number): number {
    return Math.floor(Math.max(0, index) / this.pageSize) * this.pageSize;
  }

  /**
   * The pages to request so rows first..last can be shown: neither present (and fresh) nor
   * already requested. Remembers the range so eviction keeps the pages near it.
   */
  missing(first: number, last: number): number[] {
    this.focus = Math.max(0, first);
    return pagesCovering(first, last, this.pageSize, this.totalRows).filter((offset) => (!this.pages.has(offset) || this.stale.has(offset)) && !this.loading.has(offset));
  }

  /** Records a request for the page at `offset`; pass the returned ticket to store() or fail(). */
  markLoading(offset: number): number {
    return this.loading.start(offset);
  }

  isLoading(offset: number): boolean {
    return this.loading.has(offset);
  }

  /**
   * Stores an answer. Returns false (and stores nothing) when it belongs to another query or
   * was superseded (asked before an invalidation or a newer request), so late answers cannot
   * overwrite newer ones.
   */
  store(key: string, offset: number, ticket: number, rows: Row[], total: number | null): boolean {
    if (key !== this.currentKey || !this.loading.settle(offset, ticket)) return false;
    this.stale.delete(offset);
    if (total !== null) this.setCount(total);
    // Uncounted: a count already known stands (setTotal brings the new one); before it, the
    // rows known so far, so the table can show them.
    else if (!this.exact) this.totalRows = Math.max(this.totalRows ?? 0, offset + rows.length);
    this.pages.set(offset, rows);
    this.evict();
    return true;
  }

  /** The query's count, asked after its rows. Returns false when it belongs to another query. */
  setTotal(key: string, total: number): boolean {
    if (key !== this.currentKey) return false;
    this.setCount(total);
    return true;
  }

  private setCount(total: number): void {
    this.exact = true;
    if (total === this.totalRows) return;
    // The row count moved: pages past the new end describe rows that no longer exist.
    for (const cached of [...this.pages.keys()]) if (cached >= total && cached !== 0) this.pages.delete(cached);
    this.totalRows = total;
  }

  /** A request failed: forget it so a later scroll asks again. */
  fail(key: string, offset: number, ticket: number): void {
    if (key === this.currentKey) this.loading.settle(offset, ticket);
  }

  rowAt(index: number): Row | undefined {
    if (index < 0 || (this.totalRows !== null && index >= this.totalRows)) return undefined;
    const offset = this.pageOffset(index);
    return this.pages.get(offset)?.[index - offset];
  }

  /** Every cached row with its index, for looking one up by id. */
  *entries(): Generator<[number, Row]> {
    for (const [offset, rows] of this.pages) for (let i = 0; i < rows.length; i++) yield [offset + i, rows[i]!];
  }

  get cachedPages(): number {
    return this.pages.size;
  }

  private evict(): void {
    for (const offset of farthestPages([...this.pages.keys()], this.focus, this.maxPages)) {
      this.pages.delete(offset);
      this.stale.delete(offset);
    }
  }
}
