// A scanned page of counts with a decimal one and a unit ("81.1M") and of web addresses, read by
// OCR in the real parse workers. On main tesseract's reading was kept: "1.1M" read "1.IM" and
// "81.1M" read "81.1IM" on the 200 dpi scan set askew, and at 150 dpi an address ending in a slash
// ("http://www.mol-tree.org/TREEFIT") was set apart from its last word. Words of the same look that
// are as printed ("CO2", "3D", "Figure 1.In") stay as read.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { COUNTS, numberWordsPdf } from "../../support/numberWordsPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

describe("a scanned page of counts and web addresses", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  const read = async (options: { dpi: number; skewDegrees?: number }) => {
    const paper = await pool.parse(await scannedPdf(await numberWordsPdf(), options), { file: "number-words.pdf", ocr: { languages: ["eng"] } });
    return [paper.title ?? "", paper.abstract ?? "", ...paper.passages.map((p) => p.text)].join(" ").replace(/\s+/g, " ");
  };

  it("reads every count's one as a digit on a 200 dpi scan set askew", async () => {
    const text = await read({ dpi: 200, skewDegrees: 1.5 });
    // No count keeps a letter where the page prints a digit.
    expect(text.split(" ").filter((w) => /^\d[\d.,]*[IlO|][\dA-Z]*$/.test(w))).toEqual([]);
    for (const count of COUNTS) expect(text).toContain(`of ${count} papers`);
    for (const same of ["CO2", "3D", "Figure 1.In each map"]) expect(text).toContain(same);
  });

  it("reads an address ending in a slash as one word with its last part at 150 dpi", async () => {
    const text = await read({ dpi: 150 });
    expect(text.match(/http:\/\/www\.mol-tree\.org\/TREEFIT/g)?.length ?? 0).toBe(3);
    expect(text).not.toMatch(/mol-tree\.org\/ /);
    for (const same of ["CO2", "3D", "Figure 1.In each map"]) expect(text).toContain(same);
  });
});
