// A scanned first page with a display formula under its abstract, read by OCR in the real parse
// workers. Tesseract can fit a formula's row to one glyph column far taller than its other words
// (a stacked fraction): sized from that row, the formula was the page's largest type and was taken
// for the title (GROBID's ZFN fixture at 300 dpi, docs/ocr.md "Round 31: a display formula").
// This page passes on main's code too (the reader took the right title though the row was
// stretched), so it guards the whole path; the unit test ocrTallWordRow.test.ts, on the measured
// rows, shows the rule.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { displayFormulaPdf } from "../../support/displayFormulaPdf.ts";

describe("a scanned page with a display formula under its abstract", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`reads the title, not the formula, at ${dpi} dpi`, async () => {
      const page = await displayFormulaPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "formula.pdf", ocr: { languages: ["eng"] } });
      expect(read.title).toBe(page.title);
      expect(read.abstract).toBe(page.abstract);
    });
  }
});
