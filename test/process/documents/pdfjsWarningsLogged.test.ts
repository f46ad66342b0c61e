// pdf.js's warning level is one setting for every document of a thread, set by the last one
// loaded. The OCR copy of a scan is loaded at warnings (to hear a damaged or cut picture), and
// after it the text copy, read for the tables of every page, warned once for each picture it
// leaves out: a page of text over 4,500 tiny pictures after a scanned one put 4,500 lines in the
// import's log. pdf.js's
// warnings are now heard only while a page is rendered for OCR, and never printed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { type GeneratedPaperTruth } from "../../support/generatedPdfs.ts";
import { hostileScanPdf } from "../../support/hostileScanPdfs.ts";
import { rawImage, type RawImage } from "../../support/scannedPdfs.ts";
import { scannedFirstPage, titleBand } from "../../support/scannedFirstPage.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

describe("pdf.js's warnings while a scan is read (worker threads)", () => {
  const logged: string[] = [];
  const pool = new ParserPool({ size: 1, log: (text) => logged.push(text) });
  let good: RawImage;
  let truth: GeneratedPaperTruth;

  beforeAll(async () => {
    const scanned = await scannedFirstPage(tempDirForSuite());
    truth = scanned.truth;
    good = rawImage(titleBand(scanned.page));
  }, 120_000);

  afterAll(() => pool.dispose());

  it("leave the import's log as short as the paper's own lines, however many pictures a page holds", async () => {
    // A scanned first page, then a born-digital page of text (with a table's caption: its rules are read) over 4,500 tiny pictures.
    const text = ["Table 1: Runs of the method on each set.", ...Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the second page, which is set in type and read without OCR.`)];
    const paper = await pool.parse(hostileScanPdf([{ picture: good }, { tinyPictures: 4500, text }]), { file: "many-pictures.pdf", ocr: { languages: ["eng"] } });
    expect(paper.title).toBe(truth.title);
    expect(OcrNotesSchema.parse(paper.metadata?.["ocr"]).pages).toEqual([1]);
    // The worker's stderr reaches the log after its answer: give it time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const lines = logged.join("").split("\n").filter((line) => line.trim());
    expect(lines.filter((line) => line.includes("Warning:"))).toEqual([]);
    expect(lines.length).toBeLessThan(20);
  }, 180_000);
});
