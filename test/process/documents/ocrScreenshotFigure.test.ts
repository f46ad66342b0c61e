// A scanned page with a screenshot in its figure (two columns of 5.5 pt type in a frame, under
// a 10 pt body), read by OCR in the real parse workers. Tesseract reads the screenshot's sentences
// like any others; a born-digital page has no text for a picture. On main, at 300 dpi, the panel's
// many small lines made the page's 10 pt body look large, and the reader took the heading and the
// whole first paragraph for the title, so the paragraph was missing from the paper's text. The
// panel's type is far smaller than the body's: it is the figure's, and the page's size is the body's.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { screenshotFigurePdf } from "../../support/screenshotFigurePdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

/** Words of a line, lower case, for a comparison that one misread letter does not decide. */
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

describe("a scanned page whose figure is a screenshot of small type", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`keeps the screenshot's text out of the paper's text at ${dpi} dpi`, async () => {
      const page = await screenshotFigurePdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "screenshot-figure.pdf", ocr: { languages: ["eng"] } });
      // The paper's text as the reader gives it (on this page the first paragraph reads as the abstract).
      const body = read.passages.filter((p) => p.kind !== "caption").map((p) => p.text).join(" ").replace(/\s+/g, " ");
      const bodyWords = new Set(words(body));
      // The paper's own sentences are all there.
      for (const line of page.body) {
        const own = words(line);
        expect(own.filter((w) => bodyWords.has(w)).length, line).toBeGreaterThanOrEqual(own.length - 1);
      }
      expect(read.title ?? "").not.toContain("Readers who come");
      // The screenshot's lines are not: at most a stray word of one of them.
      const panelWordsRead = page.panel.flatMap(words).filter((w) => !page.body.some((l) => words(l).includes(w)) && bodyWords.has(w));
      expect(panelWordsRead).toEqual([]);
      expect(body).not.toContain("Glacial lakes");
      expect(body).not.toContain("satellite images");
    });
  }
});
