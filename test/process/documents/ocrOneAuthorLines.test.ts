// ACM's journals print their byline one author a line, the name in capitals and the affiliation
// after a comma ("ADA EXAMPLE, University of Northfield, USA"). On a scan tesseract reads every
// such line right, but the line as a whole (name and address) read as no list of names, so the
// scanned paper had no authors and the byline was in neither the authors nor the body. The page
// is generated, scanned at 300 dpi and read by the real OCR in the parse worker.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { ACM_BYLINE, acmJournalBylinePdf } from "../../support/acmJournalBylinePdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

describe("a scanned byline of one author a line, in capitals before the affiliation", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it("reads each line's name as an author, the affiliations left out", async () => {
    const scan = await scannedPdf(await acmJournalBylinePdf(), { dpi: 300 });
    const read = await pool.parse(scan, { file: "acm-byline-scan.pdf", ocr: { languages: ["eng"] } });
    expect(read.authors).toEqual(ACM_BYLINE.authors);
    // The title over the byline and the abstract under it are read as before.
    expect((read.title ?? "").replace(/\s+/g, " ").trim()).toBe(ACM_BYLINE.title);
    expect((read.abstract ?? "").replace(/\s+/g, " ").trim()).toBe(ACM_BYLINE.abstract);
  }, 300_000);
});
