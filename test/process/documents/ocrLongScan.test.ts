// A long scan read by OCR in the parse workers stays bounded: 80 small scanned pages are all
// read by OCR, with progress for each, and the process's peak memory while reading them stays
// within a bound of its peak after a 10-page scan (what a page needs is let go once it is read,
// so eight times the pages is not eight times the memory). No timing is asserted.
import { afterAll, describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { slipScan } from "../../support/slipScan.ts";

const peakMb = () => process.resourceUsage().maxRSS / 1024;

describe("a long scan read by OCR", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it("reads every page of an 80-page scan, with peak memory within a bound of a 10-page scan's", async () => {
    await pool.parse(slipScan(10), { file: "short-scan.pdf", ocr: { languages: ["eng"] } });
    const afterShort = peakMb();
    const progress: number[] = [];
    const paper = await pool.parse(slipScan(80), { file: "long-scan.pdf", ocr: { languages: ["eng"] }, onPage: (p) => progress.push(p.done) });
    const grown = peakMb() - afterShort;
    expect(progress).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    // Every page was read by OCR, none given up, and read well (large clear print).
    const ocr = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    expect(ocr.pages).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    expect(ocr.failedPages).toEqual([]);
    expect(ocr.meanConfidence).toBeGreaterThan(70);
    expect(paper.pages).toHaveLength(80);
    // What a page needs is let go once it is read: 70 more pages grew the peak by 146 and 165 MB
    // in two runs on a loaded machine (the heap's high-water mark rises with a longer run), far
    // from a page's pictures kept per page (the canvas alone is 2.2 MB here; a full page at
    // 300 dpi is 33 MB, so 2.3 GB for 70). A loose bound: it catches a picture kept per page,
    // not a small leak.
    expect(grown, `peak memory grew by ${Math.round(grown)} MB`).toBeLessThan(250);
  });
});
