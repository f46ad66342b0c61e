// Where each page sits in the PDF pane's scrolling column at a given zoom. Every page is laid out
// at its real size before it is drawn, so the scroll position can be set (to evidence, to a
// search match, back to the same spot after a zoom) without waiting for any drawing. Pure.

/** Space between pages and around the column, in CSS pixels. */
export const PAGE_GAP = 10;

export interface PageSize {
  number: number;
  width: number;
  height: number;
}

/** A page's place in the column, in CSS pixels from the column's top. */
export interface PageSlot {
  number: number;
  top: number;
  width: number;
  height: number;
}

/** The pages stacked top to bottom at `scale`, each followed by the gap. */
export function layoutPages(pages: PageSize[], scale: number): PageSlot[] {
  let top = PAGE_GAP;
  return pages.map((page) => {
    const slot = { number: page.number, top, width: page.width * scale, height: page.height * scale };
    top += slot.height + PAGE_GAP;
    return slot;
  });
}

/** The column's whole height. */
export function columnHeight(slots: PageSlot[]): number {
  const last = slots[slots.length - 1];
  return last ? last.top + last.height + PAGE_GAP : 0;
}

/** The page under the line `y` (CSS pixels from the column's top): the reader's current page. */
export function pageAt(slots: PageSlot[], y: number): number {
  let current = slots[0]?.number ?? 1;
  for (const slot of slots) {
    if (slot.top > y) break;
    current = slot.number;
  }
  return current;
}

/** The widest page's width in PDF units, which "fit width" fits. */
export function widestPage(pages: PageSize[]): number {
  return pages.reduce((widest, page) => Math.max(widest, page.width), 0);
}

/** Where a point of the view is, as a page and a fraction down that page, so a zoom can keep it there. */
export function anchorAt(slots: PageSlot[], y: number): { page: number; fraction: number } {
  const page = pageAt(slots, y);
  const slot = slots.find((s) => s.number === page);
  if (!slot || slot.height <= 0) return { page, fraction: 0 };
  return { page, fraction: Math.max(0, Math.min(1, (y - slot.top) / slot.height)) };
}

/** The column offset of an anchor at the layout's scale. */
export function anchorOffset(slots: PageSlot[], anchor: { page: number; fraction: number }): number {
  const slot = slots.find((s) => s.number === anchor.page);
  return slot ? slot.top + anchor.fraction * slot.height : 0;
}

/** The pages whose slots meet [top - margin, bottom + margin]: the ones worth drawing now. */
export function pagesInView(slots: PageSlot[], top: number, bottom: number, margin: number): Set<number> {
  const visible = new Set<number>();
  for (const slot of slots) {
    if (slot.top + slot.height >= top - margin && slot.top <= bottom + margin) visible.add(slot.number);
  }
  return visible;
}

/** `before` when it holds the same pages as `after`, so a scroll within the same pages changes no state. */
export function samePagesOr(before: Set<number>, after: Set<number>): Set<number> {
  return before.size === after.size && [...after].every((n) => before.has(n)) ? before : after;
}
