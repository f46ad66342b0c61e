/**
 * One generated Letter page with a fixed date, so its bytes are the same on every run, laid out by
 * hand one line at a time: the sheet the OCR page tests (openLeadingAbstractPdf, citedBodyPdf,
 * screenshotFigurePdf, bulletedPointsPdf) draw their own lines on.
 */
import { newPdfKitDocument, pdfKitBytes, type PdfKitDocument } from "./pdfkit.ts";

export const TITLE_PAGE_WIDTH = 612;
export const TITLE_PAGE_HEIGHT = 792;
export const TITLE_PAGE_LEFT = 72;
const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));

/** The pen on the page: `y` is the next line's top, from the page's top (80 pt at first). */
export interface TitlePagePen {
  doc: PdfKitDocument;
  y: number;
  /** Draws one line at the left margin and moves down by `leading`. */
  line(text: string, font: string, size: number, leading: number): void;
  /** Draws each line at the left margin, moving down by `leading` after each. */
  lines(texts: readonly string[], font: string, size: number, leading: number): void;
  /**
   * A paper's head as journals set it: the title in 18 pt bold (24 pt between its lines, 34 pt
   * under the last), then one line of authors in 11 pt, 30 pt above what follows.
   */
  head(title: readonly string[], authors: string): void;
}

/** One blank Letter page with no margins; `draw` puts everything on it through `doc`. */
export async function letterPagePdf(draw: (doc: PdfKitDocument) => void): Promise<Uint8Array> {
  const size: [number, number] = [TITLE_PAGE_WIDTH, TITLE_PAGE_HEIGHT];
  const doc = newPdfKitDocument({ size, margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size, margin: 0 });
  draw(doc);
  doc.end();
  return done;
}

/** A Letter page drawn with a pen that starts at the left margin, 80 pt from the top. */
export function titlePagePdf(draw: (pen: TitlePagePen) => void): Promise<Uint8Array> {
  return letterPagePdf((doc) => {
    const pen: TitlePagePen = {
      doc,
      y: 80,
      line(text, font, fontSize, leading) {
        doc.font(font).fontSize(fontSize).text(text, TITLE_PAGE_LEFT, pen.y, { lineBreak: false });
        pen.y += leading;
      },
      lines(texts, font, fontSize, leading) {
        for (const text of texts) pen.line(text, font, fontSize, leading);
      },
      head(title, authors) {
        title.forEach((text, i) => pen.line(text, "Times-Bold", 18, i === title.length - 1 ? 34 : 24));
        pen.line(authors, "Times-Roman", 11, 30);
      },
    };
    draw(pen);
  });
}
