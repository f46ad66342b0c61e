// A scanned one-line title over a byline of bold names with raised marks, set close under it, and
// the affiliations under the names, read by OCR in the real parse workers. At 300 dpi the marks
// stretched the names' row to within 6% of the title's (51 against 54 px), though their letters
// are a fifth smaller (24 and 34 px against 29 and 41): the title ran on into the names and the
// affiliations and no author was read. At 200 dpi the rows measured apart and it read right.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { titleOverMarkedNames } from "../../support/titleBylinePdfs.ts";

const TITLE = { font: "Times-Bold", size: 14.4, leading: 18 } as const;
const NAMES = { font: "Times-Bold", size: 12, leading: 14 } as const;
const ONE_ROW = [[{ name: "Peiyu Fang", marker: "1" }, { name: "Yuan Li", marker: "1" }, { name: "Yuchen Zhao", marker: "2" }, { name: "Hang Lu", marker: "1,†" }, { name: "Weiran Ek", marker: "2" }]];
const TWO_ROWS = [[{ name: "Yiran Ho", marker: "1*" }, { name: "Guo Hua", marker: "2*" }, { name: "Peiyu Fang", marker: "1" }, { name: "Yuan Li", marker: "1†" }], [{ name: "Yuchen Zhao", marker: "1" }, { name: "Hang Lu", marker: "1,†" }, { name: "Weiran Ek", marker: "3" }]];
const AFFILIATIONS = ["ByteDance Research", "Peking University"];

describe("a scanned title over a byline of names with raised marks", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  const cases = [
    ["one row of names", ONE_ROW, 6, 300],
    ["one row of names", ONE_ROW, 6, 200],
    ["two rows of names", TWO_ROWS, 10, 300],
  ] as const;
  for (const [what, rows, gap, dpi] of cases) {
    it(`keeps the title to its own line and reads ${what} as the authors at ${dpi} dpi`, async () => {
      const page = await titleOverMarkedNames(["PaSa: An LLM Agent for Comprehensive Academic Paper Search"], rows, TITLE, NAMES, gap, AFFILIATIONS);
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi, pages: [1] }), { file: "title-byline.pdf", ocr: { languages: ["eng"] } });
      expect(read.title).toBe(page.title);
      expect(read.authors).toEqual(page.authors);
    }, 240_000);
  }
});
