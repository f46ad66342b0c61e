import type { QaRow } from "@contract/qaQueries.ts";

/** The rows of one review query as the review screens read them, fetched in pages (see useQaPages). */
export interface QaPages {
  /**
   * Rows the query selects; null until the first page answers. While `counting`, the rows known
   * so far: pages come without a count (it can take longer than the rows), and the count after.
   */
  total: number | null;
  /** Whether the count of a long selection is still on its way (`total` is a lower bound). */
  counting: boolean;
  rowAt(index: number): QaRow | undefined;
  /** Fetches whatever rows first..last still lack. */
  request(first: number, last: number): void;
  /** The data changed: refetch the rows in view, keeping the old ones on screen meanwhile. */
  invalidate(): void;
  /** The row at `index`, fetching its page when needed. */
  load(index: number): Promise<QaRow | undefined>;
  /** Every id the query selects, page by page (for applying an action to "all matching"). */
  ids(): AsyncIterable<number[]>;
  error: string | null;
  /** Bumps whenever a page arrives, for memoized children. */
  version: number;
  key: string;
}
