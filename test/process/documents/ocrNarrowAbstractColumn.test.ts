// The scan of a one-page extended abstract whose abstract stands in a narrow right column beside
// the author block (test/support/narrowAbstractColumnPdf.ts), read by OCR in the real parse
// workers. The column is under 0.3 of the landscape page's width, so on main no gutter was found
// and the abstract was read row by row across the author block, addresses and e-mails in it
// (allenai-c921a74c's first page, scanned at 300 and 200 dpi: two e-mails inside, cut short).
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { narrowAbstractColumnPdf } from "../../support/narrowAbstractColumnPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

/** Words of a text, lower case, for a comparison that one misread letter does not decide. */
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

describe("a scanned extended abstract with its abstract in a narrow column", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`reads the abstract whole and without the authors' addresses at ${dpi} dpi`, async () => {
      const c = await narrowAbstractColumnPdf();
      const read = await pool.parse(await scannedPdf(c.bytes, { dpi }), { file: "narrow-abstract.pdf", ocr: { languages: ["eng"] } });
      const abstract = words(read.abstract ?? "");
      expect(abstract.slice(0, 8)).toEqual(words(c.abstract).slice(0, 8));
      expect(abstract.slice(-8)).toEqual(words(c.abstract).slice(-8));
      expect(read.abstract).not.toMatch(/northfield|bridge street/i);
    });
  }
});
