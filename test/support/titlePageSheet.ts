/**
 * One generated Letter title page, laid out by hand one line at a time from the left margin
 * (72 pt), with a fixed date so its bytes are the same on every run: the sheet the OCR title-page
 * tests (openLeadingAbstractPdf, citedBodyPdf) draw their own lines on.
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
}

export async function titlePagePdf(draw: (pen: TitlePagePen) => void): Promise<Uint8Array> {
  const size: [number, number] = [TITLE_PAGE_WIDTH, TITLE_PAGE_HEIGHT];
  const doc = newPdfKitDocument({ size, margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size, margin: 0 });
  const pen: TitlePagePen = {
    doc,
    y: 80,
    line(text, font, fontSize, leading) {
      doc.font(font).fontSize(fontSize).text(text, TITLE_PAGE_LEFT, pen.y, { lineBreak: false });
      pen.y += leading;
    },
  };
  draw(pen);
  doc.end();
  return done;
}
