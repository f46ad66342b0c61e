// The arithmetic of a virtualized list with fixed-height rows: which rows to render for a scroll
// position, where they sit, and how far to scroll to bring a row into view. Kept free of the DOM
// so it can be tested directly.

export interface WindowInput {
  /** Pixels scrolled from the top of the list. */
  scrollTop: number;
  /** Height of the visible area in pixels. */
  viewportHeight: number;
  /** Height of every row in pixels. */
  rowHeight: number;
  /** Rows in the whole list. */
  total: number;
  /** Extra rows rendered above and below the visible ones, so fast scrolling shows no gap. Defaults to 8. */
  overscan?: number;
}

export interface RowWindow {
  /** First row to render (0-based); 0 when the list is empty. */
  first: number;
  /** Last row to render, inclusive; -1 when the list is empty. */
  last: number;
  /** Pixel offset of `first` from the top of the list. */
  offsetTop: number;
  /** Height of the whole list, which sizes the scrollbar. */
  totalHeight: number;
}

export function visibleWindow(input: WindowInput): RowWindow {
  const overscan = input.overscan ?? 8;
  const rowHeight = Math.max(1, input.rowHeight);
  const total = Math.max(0, Math.floor(input.total));
  const totalHeight = total * rowHeight;
  if (total === 0) return { first: 0, last: -1, offsetTop: 0, totalHeight: 0 };
  // A scroll position beyond the end happens for a moment when the list shrinks under the view.
  const maxScroll = Math.max(0, totalHeight - input.viewportHeight);
  const scrollTop = Math.min(Math.max(0, input.scrollTop), maxScroll);
  const firstVisible = Math.floor(scrollTop / rowHeight);
  const lastVisible = Math.ceil((scrollTop + Math.max(0, input.viewportHeight)) / rowHeight) - 1;
  const first = Math.max(0, firstVisible - overscan);
  const last = Math.min(total - 1, Math.max(firstVisible, lastVisible) + overscan);
  return { first, last, offsetTop: first * rowHeight, totalHeight };
}

/** The rows actually on screen (no overscan), for "rows 1-30 of 100,000" and page prefetching. */
export function onScreenRange(input: Omit<WindowInput, "overscan">): { first: number; last: number } {
  const { first, last } = visibleWindow({ ...input, overscan: 0 });
  return { first, last };
}

/**
 * The scroll position that shows row `index` whole, moving as little as possible: unchanged when
 * the row is already visible, else the row lands at the top or the bottom edge.
 */
export function scrollToReveal(index: number, scrollTop: number, viewportHeight: number, rowHeight: number): number {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return scrollTop;
}

/** Rows a PageUp/PageDown moves by: one screen less one row, at least one. */
export function rowsPerPage(viewportHeight: number, rowHeight: number): number {
  return Math.max(1, Math.floor(viewportHeight / Math.max(1, rowHeight)) - 1);
}
