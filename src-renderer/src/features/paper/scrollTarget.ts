import type { PageRect } from "./evidence.ts";
import { scrollToCenter } from "./pageScale.ts";

// Where to scroll the PDF pane so some boxes on a page are seen. Pure, so it is unit tested.

/** Somewhere in the paper to bring into view: boxes on a page (evidence), or the page's top when there are none. */
export interface ScrollTarget {
  page: number;
  rects: PageRect[];
  /** Changes on every request, so asking for the same place twice scrolls twice. */
  nonce: number;
}

/** Space kept above boxes too tall to center, in CSS pixels. */
const TOP_MARGIN = 24;

/**
 * Scroll offsets that show `rects` (PDF units on a page placed at `page.left`, `page.top` in the
 * column, drawn at `page.scale`): centred in the view when they fit, else from their top. With
 * no rects, the page's top.
 */
export function rectsInView(
  rects: PageRect[],
  page: { left: number; top: number; scale: number },
  view: { width: number; height: number },
  content: { width: number; height: number },
): { left: number; top: number } {
  if (rects.length === 0) return { left: 0, top: Math.max(0, page.top - 10) };
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const x1 = Math.max(...rects.map((r) => r.x + r.w));
  const y1 = Math.max(...rects.map((r) => r.y + r.h));
  const union = { left: page.left + x0 * page.scale, top: page.top + y0 * page.scale, width: (x1 - x0) * page.scale, height: (y1 - y0) * page.scale };
  const centred = scrollToCenter(union, view, content);
  if (union.height + 2 * TOP_MARGIN <= view.height) return centred;
  return { left: centred.left, top: Math.max(0, Math.round(union.top - TOP_MARGIN)) };
}

/** Of two places asked for (the selected QA's evidence, a table's pick), the one asked for last. */
export function latestTarget(...targets: (ScrollTarget | null)[]): ScrollTarget | null {
  let latest: ScrollTarget | null = null;
  for (const target of targets) if (target && (!latest || target.nonce >= latest.nonce)) latest = target;
  return latest;
}
