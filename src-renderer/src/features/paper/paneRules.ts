import type { PageRect } from "./evidence.ts";
import type { PageSlot } from "./pageLayout.ts";
import type { SearchMatch } from "./textSearch.ts";

// What the PDF pane works out from where it is scrolled and what is searched, apart from the
// drawing, so each rule reads on its own.

/**
 * The selected QA's evidence on screen between `top` and `bottom` (pixels in the column), if
 * any: a zoom then keeps it on screen rather than the middle of the view.
 */
export function evidenceOnScreen(evidence: Map<number, PageRect[]>, slots: PageSlot[], scale: number, top: number, bottom: number): { page: number; rects: PageRect[] } | null {
  let seen: { page: number; rects: PageRect[] } | null = null;
  for (const [page, rects] of evidence) {
    const slot = slots.find((s) => s.number === page);
    if (slot && rects.some((r) => slot.top + (r.y + r.h) * scale > top && slot.top + r.y * scale < bottom)) seen = { page, rects };
  }
  return seen;
}

/** Search matches grouped by page, with the index of each page's first, so a page can tell which of its own is the current one. */
export function hitsByPage(matches: SearchMatch[]): Map<number, { rects: PageRect[][]; first: number }> {
  const byPage = new Map<number, { rects: PageRect[][]; first: number }>();
  matches.forEach((m, i) => {
    const entry = byPage.get(m.page) ?? { rects: [], first: i };
    entry.rects.push(m.rects);
    byPage.set(m.page, entry);
  });
  return byPage;
}

/** What a screen reader hears for the page column: the page, and whether evidence is marked on it. */
export function pageColumnLabel(current: number, pageCount: number, evidenceOnPage: number): string {
  return `Page ${current} of ${pageCount}${evidenceOnPage > 0 ? ", with evidence highlighted" : ""}`;
}

/** Zoomed out below the page's width, evidence would be too small to read: it is shown at the width. */
export function tooSmallForEvidence(scale: number, fitScale: number): boolean {
  return scale < fitScale - 0.01;
}
