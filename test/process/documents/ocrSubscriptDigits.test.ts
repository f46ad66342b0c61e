// A scanned page of chemical formulas whose digits are set as subscripts ("ZnSO4", "P2",
// "CDCl3", "H2", "MgCl2"), read by OCR in the real parse workers. On main tesseract's reading was
// kept: nearly every subscript read as a comma ("with P, in it,", "ZnSO,"), at 300 and at 200 dpi.
// The real commas after "in it" stay commas.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { FORMULAS, formulaWordsPdf } from "../../support/formulaWordsPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

describe("a scanned page of formulas with subscript digits", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  const read = async (dpi: number) => {
    const paper = await pool.parse(await scannedPdf(await formulaWordsPdf(), { dpi }), { file: "formula-words.pdf", ocr: { languages: ["eng"] } });
    return [paper.title ?? "", paper.abstract ?? "", ...paper.passages.map((p) => p.text)].join(" ").replace(/\s+/g, " ");
  };

  for (const dpi of [300, 200]) {
    it(`reads the subscripts as digits at ${dpi} dpi and keeps the real commas`, async () => {
      const text = await read(dpi);
      // Tesseract misreads a letter now and then ("CDCI3", "ZnSQO") and the reader may repeat a
      // line in the abstract: count the formulas read with a digit against those read with a comma.
      const formulas = new RegExp(`with (?:${FORMULAS.map(([letters]) => letters.replace("l", "[lI]")).join("|")})(\\d|[,;]) in it`, "g");
      const reads = [...text.matchAll(formulas)].map((m) => m[1]!);
      const digits = reads.filter((r) => /\d/.test(r)).length;
      expect(digits).toBeGreaterThanOrEqual(15);
      expect(digits).toBeGreaterThanOrEqual(4 * (reads.length - digits));
      // Every "in it" keeps the comma printed after it.
      expect(text.match(/ in it(?!,)/g) ?? []).toEqual([]);
    });
  }
});
