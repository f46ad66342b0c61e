import { figureBoxes } from "./figureBoxes.ts";
import type { PdfDocument } from "./pdfDocument.ts";
import type { PageText, Rect } from "./types.ts";

// The figures of the pages that caption one, so that the text printed inside a figure (a diagram's
// labels, an example passage shown in a box) is kept apart from the paper's prose (see blockRoles).

/** A figure's caption at a run's start: "Figure 2", "Fig. 3", "Scheme 1". */
const FIGURE_CAPTION = /^\s*(?:fig(?:ure)?s?\.?|scheme|chart)\s*S?\d+[a-z]?\b/i;

/**
 * Puts the figure boxes (pictures and clusters of drawing, see figureBoxes) on each page that
 * captions a figure, reusing what the table reader or the title search already read. Page 1 keeps
 * what the title search found (its figures are read only when its type may mislead the title).
 */
export async function readFigurePages(doc: Pick<PdfDocument, "readGraphics" | "readImages">, pages: readonly PageText[]): Promise<void> {
  for (const page of pages) {
    if (page.pageNumber === 1 || page.figures || !page.runs.some((r) => FIGURE_CAPTION.test(r.text))) continue;
    const graphics = page.graphics ?? (await doc.readGraphics(page.pageNumber, page.turned));
    const images = graphics.images ?? (await doc.readImages(page.pageNumber, page.turned));
    page.figures = figureBoxes({ ...graphics, images }, page);
  }
}

/** Whether every line of a block lies inside one figure box of its page: text printed in the figure. */
export function printedInFigure(lines: readonly { page: number; x0: number; x1: number; top: number; bottom: number }[], figuresOf: (page: number) => readonly Rect[] | undefined): boolean {
  if (lines.length === 0) return false;
  const figures = figuresOf(lines[0]!.page);
  if (!figures || figures.length === 0) return false;
  return figures.some((f) => lines.every((l) => l.page === lines[0]!.page && l.x0 >= f.x - 2 && l.x1 <= f.x + f.w + 2 && l.top >= f.y - 2 && l.bottom <= f.y + f.h + 2));
}
