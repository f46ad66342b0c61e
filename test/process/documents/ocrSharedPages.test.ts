// A scan alone is read by OCR on both parse workers: a page takes seconds, so the free worker
// helps (from the back) once OCR has read a page, while born-digital papers are read whole by one
// worker (ParserPool's sharePagesFrom). Progress counts every page once, whichever worker read it.
import { afterAll, describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { slipScan } from "../../support/slipScan.ts";

const PAGES = 8;

describe("a scan read alone", () => {
  const pool = new ParserPool({ size: 2 });
  afterAll(() => pool.dispose());

  it("is read by OCR on both workers, every page once, with progress counting each", async () => {
    const progress: number[] = [];
    const paper = await pool.parse(slipScan(PAGES), { file: "slips.pdf", ocr: { languages: ["eng"] }, onPage: (p) => progress.push(p.done) });
    // The second worker was started for this one file: it read pages of it.
    expect((await pool.usage()).workers).toBe(2);
    expect(progress).toEqual(Array.from({ length: PAGES }, (_, i) => i + 1));
    expect(OcrNotesSchema.parse(paper.metadata?.["ocr"]).pages).toEqual(Array.from({ length: PAGES }, (_, i) => i + 1));
    // Each page's words are its own slip's, whichever worker read it.
    const words = (n: number) => paper.ocrWords?.find((page) => page.page === n)?.words.map((w) => w.text).join(" ");
    for (let n = 1; n <= PAGES; n++) expect(words(n)).toContain(`Slip ${n}`);
  });
});
