// A scanned first page whose two-line title has no descenders in its first line, read by OCR in
// the real parse workers. Tesseract boxes that line down to its baseline only, so the white
// between the title's two boxes is a descender's depth wider than its leading; sized apart, the
// title lost its last line (the publishers' index-string editorial). Read as one type, the title
// is whole.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { titleWithoutDescendersPdf } from "../../support/titleWithoutDescendersPdf.ts";

describe("a scanned title whose first line has no descenders", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`keeps both of its lines at ${dpi} dpi`, async () => {
      const page = await titleWithoutDescendersPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "title.pdf", ocr: { languages: ["eng"] } });
      expect(read.title).toBe(page.title);
      expect(read.abstract).toBe(page.abstract);
    });
  }
});
