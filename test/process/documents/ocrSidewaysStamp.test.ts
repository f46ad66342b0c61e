// A scanned preprint whose left margin carries an arXiv stamp printed sideways, its middle beside
// the abstract's short last line, read by OCR in the real parse workers. Tesseract reads the stamp
// as a line whose words stand on end; taken as an upright line at its middle's height it cut the
// abstract there (the publishers' allenai-key-error-585bcfc6 lost its last line, its keywords and
// its first heading). Set aside as a text layer sets rotated text aside, the abstract is one
// passage, as the born-digital page gives it.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { sidewaysStampPdf } from "../../support/sidewaysStampPdf.ts";

describe("a scanned preprint with an arXiv stamp sideways in its margin", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`reads its abstract as one passage at ${dpi} dpi, the stamp left out`, async () => {
      const page = await sidewaysStampPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "stamp.pdf", ocr: { languages: ["eng"] } });
      expect(read.abstract).toBe(page.abstract);
      const abstracts = read.passages.filter((p) => p.kind === "abstract").map((p) => p.text);
      expect(abstracts).toEqual([page.abstract]);
      const body = read.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
      expect(body).toContain("takes longer than discussing it.");
      expect(read.passages.map((p) => p.text).join(" ")).not.toMatch(/2401|cs\.DL/);
    });
  }
});
