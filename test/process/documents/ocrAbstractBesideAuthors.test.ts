// The scan of a two-page paper whose title page sets the author block in the left body column and
// the abstract in the right one (test/support/authorColumnBesideAbstractPdf.ts), read by OCR in
// the real parse workers. The author cells' lines are too short to show the title page's gutter,
// and on main one page's gutter (page 2's) was not enough to read page 1 in columns: the abstract
// was read row by row across the author block, with addresses and e-mails in it.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { authorColumnBesideAbstract } from "../../support/authorColumnBesideAbstractPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

/** Words of a text, lower case, for a comparison that one misread letter does not decide. */
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

describe("a scanned title page with the abstract beside the author block", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`reads the abstract whole and without the authors' details at ${dpi} dpi`, async () => {
      const c = await authorColumnBesideAbstract();
      const read = await pool.parse(await scannedPdf(c.bytes, { dpi }), { file: "beside-authors.pdf", ocr: { languages: ["eng"] } });
      const abstract = words(read.abstract ?? "");
      // The abstract's own words, in order, and nothing from the author block between them.
      expect(abstract.slice(0, 6)).toEqual(words(c.abstract).slice(0, 6));
      expect(abstract.slice(-6)).toEqual(words(c.abstract).slice(-6));
      expect(read.abstract).not.toMatch(/northfield|bridge street/i);
    });
  }
});
