// A parse worker that dies while reading a scan by OCR (the real worker, made to run out of memory
// on page 3: test/support/crashingOcrWorker.ts) is replaced, and the file goes on from the pages
// already read: pages 1 and 2 are not read by OCR again, the page it died on is not tried again
// and says why, page 4 is read, and the paper is whole apart from that page.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { type GeneratedPaperTruth } from "../../support/generatedPdfs.ts";
import { imagePdf, rawImage, type RawImage } from "../../support/scannedPdfs.ts";
import { bodyBand, scannedFirstPage, titleBand } from "../../support/scannedFirstPage.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

const CRASHING_OCR_WORKER = new URL("../../support/crashingOcrWorker.ts", import.meta.url);

describe("a worker that dies while reading a scan by OCR", () => {
  let folder: string;
  let truth: GeneratedPaperTruth;
  let pages: RawImage[];
  let pool: ParserPool;

  beforeAll(async () => {
    folder = tempDirForSuite();
    const scanned = await scannedFirstPage(path.join(folder, "pdfs"));
    truth = scanned.truth;
    // Four scanned pages, bands of the article's first page (OCR's time grows with the pixels, and
    // which pages are read, in what order, is what counts here): its top third with the title,
    // then three copies of a band of its body text, a sixth of its height.
    const body = rawImage(bodyBand(scanned.page));
    pages = [rawImage(titleBand(scanned.page)), body, body, body];
    process.env["OCR_CRASH_PAGE"] = "3";
    process.env["OCR_CRASH_MARKER"] = path.join(folder, "crashed");
    process.env["OCR_CRASH_LOG"] = path.join(folder, "ocr-pages.log");
    // One worker, so the pages are read in order and the crash falls on page 3's OCR.
    pool = new ParserPool({ size: 1, maxHeapMb: 384, workerUrl: CRASHING_OCR_WORKER });
  });
  afterAll(async () => {
    await pool?.dispose();
    // The project's files share worker processes: the crash switches must not reach the next file's workers.
    for (const name of ["OCR_CRASH_PAGE", "OCR_CRASH_MARKER", "OCR_CRASH_LOG"]) delete process.env[name];
  });

  it("resumes from the last page read, skips the page it died on and reads the rest", async () => {
    const progress: number[] = [];
    const paper = await pool.parse(imagePdf(pages), { file: "crash-scan.pdf", ocr: { languages: ["eng"] }, onPage: (p) => progress.push(p.done) });
    // It did die: the marker is written only at the crash.
    expect(fs.existsSync(path.join(folder, "crashed"))).toBe(true);
    const started = fs.readFileSync(path.join(folder, "ocr-pages.log"), "utf8").trim().split("\n").map(Number);
    // Pages 1 and 2 were read by OCR once, before the crash; the new worker started at page 3.
    expect(started.filter((n) => n === 1)).toHaveLength(1);
    expect(started.filter((n) => n === 2)).toHaveLength(1);
    expect(started.filter((n) => n === 4)).toHaveLength(1);
    const ocr = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    expect(ocr.pages).toEqual([1, 2, 4]);
    expect(ocr.failedPages).toEqual([{ page: 3, reason: expect.stringMatching(/^the OCR worker stopped while reading it \(/) }]);
    expect(paper.title).toBe(truth.title);
    expect(Math.max(...progress)).toBe(4);
  });
});
