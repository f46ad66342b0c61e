// A scanned abstract with residue numbers raised above the capitals on some lines, read by OCR
// in the real parse workers. Tesseract measures those lines taller than the rest of the
// paragraph (the marks stretch the ascenders); read as a larger type size, such a line cut the
// abstract in two and its end was lost (paper 08 of the shared set lost 12% of its first page).
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { raisedMarkAbstractPdf } from "../../support/raisedMarkAbstractPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);

describe("a scanned abstract with raised marks above the capitals", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`is read whole at ${dpi} dpi, up to its last sentence`, async () => {
      const page = await raisedMarkAbstractPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "raised.pdf", ocr: { languages: ["eng"] } });
      const abstract = words(read.abstract ?? "");
      const expected = words(page.abstract);
      // Every word of the abstract, in order, barely a misread one (the raised numbers may stay).
      const found = expected.filter((w) => abstract.includes(w)).length;
      expect(found / expected.length).toBeGreaterThan(0.95);
      expect(abstract.slice(-6).join(" ")).toBe(expected.slice(-6).join(" "));
    });
  }
});
