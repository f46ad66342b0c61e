// A centred title of two lines set 2.2 ems apart over a byline in smaller type, scanned and read
// by OCR in the real parse workers: the born-digital page reads the title whole
// (test/unit/documents/titleFamilies.test.ts). On the scan, a second line without descenders
// ("Protein Structure Search") measured a tenth shorter than the first, so it read as another
// type; and the affiliation under the byline measured the byline's size and was grouped with it,
// so the row of names under the title's second line was not seen. Either way the title was cut
// to its first line and its second line read as the one author.
// Round 41: at 200 dpi "Science at Scale" (no descenders) measured a row 15% shorter than "Deep
// Learning for Materials", past the 12% rows of one type are allowed, though the letters of both
// lines, measured one by one, were one type; the title was cut to its first line.
// Round 41: at 300 dpi neither "Attention Models for Wireless" nor "Sensor Networks" has a letter
// that descends, so both rows measured 15 pt for 18 pt type, and the second line, 40 pt below,
// lay past the 1.6 sizes of white a title's next line may start within; the title was cut.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { twoLineTitleOverByline } from "../../support/titleFamiliesPdfs.ts";

describe("a scanned centred title of two lines over a byline", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  const cases = [
    ["Graph Neural Networks for", "Protein Structure Search", 300],
    ["Graph Neural Networks for", "Protein Structure Search", 200],
    ["Learning Sparse Codes with Kernel", "Dictionary Methods", 300],
    ["Deep Learning for Materials", "Science at Scale", 200],
    ["Attention Models for Wireless", "Sensor Networks", 300],
  ] as const;
  for (const [first, second, dpi] of cases) {
    it(`keeps "${second}" in the title at ${dpi} dpi and reads the three names`, async () => {
      const page = await twoLineTitleOverByline(first, second);
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi, pages: [1] }), { file: "two-line-title.pdf", ocr: { languages: ["eng"] } });
      expect(read.title).toBe(page.title);
      expect(read.authors).toEqual(page.authors);
    }, 240_000);
  }
});
