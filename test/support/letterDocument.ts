import { newPdfKitDocument, pdfKitBytes, type PdfKitDocument } from "./pdfkit.ts";

// The generated one- and two-page papers laid out by hand, one line at a time, share their page:
// US Letter, lines from a left margin of an inch, and a fixed date so the bytes are the same on
// every run (a scan's cache and a test's expectations depend on them).

/** The page's size and the left margin the lines start at, in points. */
export const LETTER = { width: 612, height: 792, left: 72 } as const;
const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));

export interface LetterDocument {
  doc: PdfKitDocument;
  /** Starts a new page to draw on. */
  addPage(): void;
  /** Ends the document and gives its bytes. */
  finish(): Promise<Uint8Array>;
}

/** A new document with no page yet, of Letter pages without margins. */
export function letterDocument(): LetterDocument {
  const size: [number, number] = [LETTER.width, LETTER.height];
  const doc = newPdfKitDocument({ size, margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  return {
    doc,
    addPage: () => void doc.addPage({ size, margin: 0 }),
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/**
 * The title page's head the generated one-page papers share: a 16 pt bold title and an 11 pt
 * byline from the left margin, starting at `y`. Returns the y under the byline.
 */
export function titleAndByline(doc: PdfKitDocument, title: string, byline: string, y = 80): number {
  doc.font("Times-Bold").fontSize(16).text(title, LETTER.left, y, { lineBreak: false });
  doc.font("Times-Roman").fontSize(11).text(byline, LETTER.left, y + 24, { lineBreak: false });
  return y + 24;
}

/** Lines laid one under another by hand: `y` is where the next one goes (from the page's top), moved on by each line's leading. */
export interface LinePen {
  y: number;
  /** Draws one line of `text` at `y` (from `x`, the left margin unless given), then moves `leading` down. */
  line(text: string, font: string, size: number, leading: number, x?: number): void;
}

/** A pen for `doc` starting at `y`. */
export function linePen(doc: PdfKitDocument, y = 80): LinePen {
  const pen: LinePen = {
    y,
    line(text, font, size, leading, x = LETTER.left) {
      doc.font(font).fontSize(size).text(text, x, pen.y, { lineBreak: false });
      pen.y += leading;
    },
  };
  return pen;
}
