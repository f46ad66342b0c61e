// A scanned title page whose unlabelled abstract is set small on open leading (8.5 pt type on
// 13 pt baselines) above a 10 pt body, read by OCR in the real parse workers. The abstract's last
// line is a few letters ("pores as cast.", one ascender, no descender): tesseract fits its row to
// them and measured it short, with an x-height a fifth smaller than the abstract's rows (10 px
// against 12 at 200 dpi), though its letters, box by box, are the abstract's. Sized by its row,
// the line read as smaller type, and the abstract ended a line early without its full stop.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { openLeadingAbstractPdf } from "../../support/openLeadingAbstractPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { words } from "../../support/scannedWords.ts";

describe("a scanned abstract whose last line is a few letters", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`is read whole at ${dpi} dpi, to its full stop`, async () => {
      const page = await openLeadingAbstractPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "open-leading.pdf", ocr: { languages: ["eng"] } });
      const abstract = (read.abstract ?? "").replace(/\s+/g, " ").trim();
      const expected = words(page.abstract);
      const found = expected.filter((w) => words(abstract).includes(w)).length;
      expect(found / expected.length).toBeGreaterThan(0.95);
      expect(abstract.endsWith("The finest powder kept pores as cast.")).toBe(true);
      expect(abstract).not.toContain("Ceramic membranes resist heat");
    });
  }
});
