import { figureBoxes } from "./figureBoxes.ts";
import type { PdfDocument } from "./pdfDocument.ts";
import type { PageText } from "./types.ts";

// Page 1's figures, for the title search: read only when the page's type could mislead it.

/**
 * Whether page 1 sets a little text in type larger than a title-like line under it: a figure's
 * label ("Overview") may then be set larger than the title. Most title pages set their title in
 * the largest type and need no look at their drawing.
 */
export function mayHoldLargeLabel(page: PageText): boolean {
  const upper = page.runs.filter((r) => r.y < 0.7 * page.height && r.text.trim().length > 0);
  const bySize = new Map<number, number>();
  for (const r of upper) bySize.set(Math.round(r.size * 2) / 2, (bySize.get(Math.round(r.size * 2) / 2) ?? 0) + r.text.length);
  let body = 0;
  for (const [size, characters] of bySize) if (characters > (bySize.get(body) ?? 0)) body = size;
  const largest = Math.max(...bySize.keys());
  if (!(largest >= 1.3 * body) || (bySize.get(largest) ?? 0) > 60) return false;
  // A line of title type under it: three words or more in a size between the text's and the label's.
  return upper.some((r) => r.size >= 1.3 * body && r.size < largest - 0.75 && r.text.trim().split(/\s+/).length >= 3);
}

/**
 * Puts page 1's figure boxes (pictures and clusters of drawing, see figureBoxes) on the page when
 * its type may mislead the title search. What the table reader already read is reused; else one
 * more pass over the page's drawing, and its pictures' places from the copy that keeps them.
 */
export async function readTitlePageFigures(doc: Pick<PdfDocument, "readGraphics" | "readImages">, page: PageText): Promise<void> {
  if (page.pageNumber !== 1 || !mayHoldLargeLabel(page)) return;
  const graphics = page.graphics ?? (await doc.readGraphics(1, page.turned));
  const images = graphics.images ?? (await doc.readImages(1, page.turned));
  page.figures = figureBoxes({ ...graphics, images }, page);
}
