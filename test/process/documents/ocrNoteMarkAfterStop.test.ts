// A scanned abstract that ends with a footnote mark after its full stop ("for future research.¹"),
// and a body with marks after a stop and a quotation closed after one, read by OCR in the real
// parse workers. On the publishers' EACL paper tesseract boxed such a mark down to the baseline
// and read it "’" (test/unit/documents/ocrNoteMarkAfterStop.test.ts gives its measures); on this
// generated page it boxes the mark where it is: the guard that the ink rule keeps both readings
// right and leaves a closing quote after a full stop as printed.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { noteMarkAfterStopPdf } from "../../support/noteMarkAfterStopPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

describe("a scanned abstract ending with a footnote mark after its full stop", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`ends with its last sentence at ${dpi} dpi, and a closing quote stays`, async () => {
      const page = await noteMarkAfterStopPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "note-mark.pdf", ocr: { languages: ["eng"] } });
      expect(read.abstract).toMatch(/^Reading groups in small libraries/);
      expect(read.abstract).toMatch(/our notes for future research\.$/);
      const body = read.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
      expect(body).toContain("takes longer than discussing it.");
      expect(body).toContain("what its members read and think of it.");
      expect(body).toMatch(/hardest hour of the month\.["”]/);
    });
  }
});
