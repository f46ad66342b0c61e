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

/** How tall, in CSS pixels, a line of a cited sentence is drawn to read without effort (body text at about 14 px). */
const READABLE_LINE_PX = 14;
/** The most a cited sentence is enlarged to: beyond this a line no longer fits a narrow pane. */
const MOST_READABLE_SCALE = 2.5;

/**
 * The zoom at which boxed lines read comfortably (Ask's cited sentence): their median line
 * height drawn at READABLE_LINE_PX, but no wider than the pane holds (the boxed sentence stays
 * whole across it) and never below the page's width fit. A page fitted to a narrow pane shows a
 * two-column paper's 8-point text at about 6 px.
 */
export function readableScale(rects: PageRect[], fitScale: number, paneWidth: number): number {
  const heights = rects.map((r) => r.h).filter((h) => h > 0).sort((a, b) => a - b);
  if (heights.length === 0) return fitScale;
  const line = heights[Math.floor(heights.length / 2)]!;
  const left = Math.min(...rects.map((r) => r.x));
  const right = Math.max(...rects.map((r) => r.x + r.w));
  const widest = right > left && paneWidth > 0 ? paneWidth / (right - left) : MOST_READABLE_SCALE;
  return Math.max(fitScale, Math.min(READABLE_LINE_PX / line, widest, MOST_READABLE_SCALE));
}
