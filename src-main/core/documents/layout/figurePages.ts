import { figureBoxes } from "./figureBoxes.ts";
import { textSize } from "./textSize.ts";
import type { PdfDocument } from "./pdfDocument.ts";
import type { PageText, Rect, TextRun } from "./types.ts";

// The figures of the pages that caption one, so that the text printed inside a figure (a diagram's
// labels, an example passage shown in a box) is kept apart from the paper's prose (see blockRoles).

/**
 * A figure's caption at a run's start, its label punctuated or standing alone ("Figure 2:", "Fig. 3.",
 * "Scheme 1 |", "Fig. 4"): prose that cites a figure at a line's start ("Figure 2 shows") is no caption.
 */
const FIGURE_CAPTION = /^\s*(?:fig(?:ure)?s?\.?|scheme|chart)\s*S?\d+[a-z]?(?:\s*[.:|]|\s*$)/i;

/**
 * Whether text in about the body's size or a little larger (a figure scaled up) stands just above a figure caption's line, across its
 * span: the words of a figure that reads like prose (an example passage shown in a box). A figure's
 * usual labels are smaller and are never prose anyway; body text is set a figure's height above its
 * caption. Only such pages have their drawing read: reading every figure page's drawing cost the
 * import a fifth of its speed (bench:pdf).
 */
function proseOverCaption(page: PageText, size: number): boolean {
  for (const caption of page.runs) {
    if (!FIGURE_CAPTION.test(caption.text)) continue;
    const line = page.runs.filter((r) => Math.abs(r.y - caption.y) < 0.3 * caption.size);
    const left = Math.min(...line.map((r) => r.x));
    const right = Math.max(...line.map((r) => r.x + r.w));
    const prose = (r: TextRun) => r.size >= 0.85 * size && r.size <= 1.6 * size && r.y < caption.y - 0.5 * caption.size && caption.y - r.y < 8 * size && r.x > left + size && r.x < right;
    // Set in from the caption line's start, as in a box (the body's text over a figure
    // starts where the caption does), and a line of prose, not a label: at least five words on its
    // baseline in that type (an axis's title, "Time (s)", is two; pdf.js may give each word a run).
    const near = page.runs.some((r) => prose(r) && page.runs.filter((o) => prose(o) && Math.abs(o.y - r.y) < 0.3 * r.size).reduce((n, o) => n + (o.text.match(/\p{L}{2,}/gu)?.length ?? 0), 0) >= 5);
    if (near) return true;
  }
  return false;
}

/**
 * Puts the figure boxes (pictures and clusters of drawing, see figureBoxes) on each page that
 * captions a figure with prose-like type just above the caption (proseOverCaption), reusing what
 * the table reader or the title search already read. Page 1 keeps what the title search found
 * (its figures are read only when its type may mislead the title).
 */
export async function readFigurePages(doc: Pick<PdfDocument, "readGraphics">, pages: readonly PageText[]): Promise<void> {
  const size = textSize(pages);
  for (const page of pages) {
    if (page.pageNumber === 1 || page.figures || !proseOverCaption(page, size)) continue;
    const graphics = page.graphics ?? (await doc.readGraphics(page.pageNumber, page.turned));
    // Pictures are placed only when the table pass already decoded them: decoding a page's pictures
    // to place them costs about four times its drawing (openPdf), and doubled the import's time on
    // papers with a figure a page. Text the PDF prints over a picture is rare (a picture's words are
    // its pixels); a diagram drawn in vectors, whose words are text, is what this is for.
    page.figures = figureBoxes({ ...graphics, images: graphics.images ?? [] }, page);
  }
}

/** Whether every line of a block lies inside one figure box of its page: text printed in the figure. */
export function printedInFigure(lines: readonly { page: number; x0: number; x1: number; top: number; bottom: number }[], figuresOf: (page: number) => readonly Rect[] | undefined): boolean {
  if (lines.length === 0) return false;
  const figures = figuresOf(lines[0]!.page);
  if (!figures || figures.length === 0) return false;
  return figures.some((f) => lines.every((l) => l.page === lines[0]!.page && l.x0 >= f.x - 2 && l.x1 <= f.x + f.w + 2 && l.top >= f.y - 2 && l.bottom <= f.y + f.h + 2));
}
