// A scanned title page whose corpus names are capitals with a digit before an O ("K2OD", "T2OR"),
// read by OCR in the real parse workers. Tesseract reads each such O as the digit zero ("K20D"),
// sure of it, so the title and the abstract's names came out wrong on main. Its box says which it
// is: an O is round, a zero a narrow oval no wider than the line's other digits.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { capitalOPdf } from "../../support/capitalOPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

describe("a scanned page of names with a capital O after a digit", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`reads the O's as letters and the zeros as digits at ${dpi} dpi`, async () => {
      const page = await capitalOPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "capital-o.pdf", ocr: { languages: ["eng"] } });
      expect((read.title ?? "").replace(/\s+/g, " ").trim()).toBe(page.title);
      const abstract = (read.abstract ?? "").replace(/\s+/g, " ");
      for (const name of ["K2OD", "T2OR", "M2OC"]) expect(abstract).toContain(name);
      expect(abstract).not.toMatch(/[A-Z]2[0O]*0[A-Z]/);
      // The digits' zeros stay digits.
      for (const number of ["300 dpi", "2010 and 2020", "4100 forms", "1060 typed", "500 forms"]) expect(abstract).toContain(number);
      const body = read.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
      expect(body).toContain("We built K2OD and T2OR");
    });
  }
});
