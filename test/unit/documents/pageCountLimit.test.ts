import { describe, expect, it } from "vitest";
import { PdfTooManyPagesError } from "../../../src-main/core/documents/errors/PdfTooManyPagesError.ts";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { PDF_MAX_PAGES } from "../../../src-main/core/documents/layout/pdfLimits.ts";
import { repeatedPagePdf } from "../../support/hostilePdfs.ts";

// A 600 KB PDF listing one page 100,000 times was read page by page for over 5 minutes into
// 6 GB before it was stopped; the page count pdf.js finds on opening now refuses it first.
describe("a PDF with more pages than Distillate reads is refused on opening", () => {
  it("opens a PDF of exactly the most pages read, and refuses one page more with the count and the limit", async () => {
    const atLimit = await openPdf(new Uint8Array(repeatedPagePdf(PDF_MAX_PAGES)), "at-limit.pdf");
    try {
      expect(atLimit.pageCount).toBe(PDF_MAX_PAGES);
      expect((await atLimit.readPage(PDF_MAX_PAGES)).runs.map((r) => r.text).join("")).toContain("The same page again");
    } finally {
      await atLimit.close();
    }
    const over = openPdf(new Uint8Array(repeatedPagePdf(PDF_MAX_PAGES + 1)), "over.pdf");
    await expect(over).rejects.toBeInstanceOf(PdfTooManyPagesError);
    await expect(over).rejects.toThrow(
      "Cannot read over.pdf: it has 5,001 pages, more than the 5,000 Distillate reads of one PDF. Split it into parts (e.g. by chapter) and import those.",
    );
  });
});
