import type { Citation } from "@contract/ask.ts";
import { clipBox, type PageRect } from "../paper/evidence.ts";

/** A citation's sentence as rectangles on its page(s), in PDF units, cut to the sentence where a box holds more. */
export function citationRects(citation: Citation): Map<number, PageRect[]> {
  const rects = new Map<number, PageRect[]>();
  for (const box of citation.boxes) {
    const rect = clipBox(box, { start: citation.start, end: citation.end });
    if (rect.w <= 0 || rect.h <= 0) continue;
    rects.set(box.page, [...(rects.get(box.page) ?? []), rect]);
  }
  return rects;
}

/** The page to bring into view for a citation: the first with a box, else the page it names. */
export function citationPage(citation: Citation): number {
  const pages = [...citationRects(citation).keys()];
  return pages.length > 0 ? Math.min(...pages) : citation.page;
}
