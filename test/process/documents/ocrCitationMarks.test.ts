// A scanned body that cites with small raised numbers after a word and before its full stop,
// read by OCR in the real parse workers. Tesseract glued the number and the stop to the word
// ("slowly6.", "work3." or "work®."), so the reader, which leaves a text layer's raised citations
// out of prose, kept them in the paper's text (paper 09 of the shared set: "translation®®.").
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { citedBodyPdf } from "../../support/citedBodyPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

describe("a scanned body with raised citation numbers", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  // At 200 dpi a 6 pt number is a few pixels of ink that tesseract may read as a quote mark
  // as short as an apostrophe, which cannot be told from one; 300 dpi is what scanners default to.
  for (const dpi of [300]) {
    it(`reads its sentences without the numbers at ${dpi} dpi`, async () => {
      const page = await citedBodyPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "cited.pdf", ocr: { languages: ["eng"] } });
      const body = read.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
      // Every sentence's last words as printed, with no number or symbol glued to them.
      for (const end of ["low enough for their enzyme to work.", "iron, sulphur and molybdenum.", "the cells repair it slowly.", "two models apart in one experiment.", "on the half that had it."]) expect(body).toContain(end);
      expect(body).not.toMatch(/\p{L}[^\p{L}\s.,;:()'-]+[.,]/u);
    });
  }
});
