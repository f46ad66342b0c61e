// Pages read in batches by the installed tesseract command (docs/ocr.md, "Round 41: pages read in
// batches"): one run of the command for several pictures of a scan, split back by page, reads each
// page's words and boxes as a run a page does; a picture the command cannot read is that page's
// error alone; and a scan read in the parse workers counts every page in its progress.
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { NativeOcrEngine } from "../../../src-main/core/documents/ocr/NativeOcrEngine.ts";
import { findTesseractCommand } from "../../../src-main/core/documents/ocr/tesseractCommand.ts";
import { TesseractCommandError } from "../../../src-main/core/documents/ocr/TesseractCommandError.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { imagePdf, pageBand, rawImage, type PageImage } from "../../support/scannedPdfs.ts";
import { scannedFirstPage } from "../../support/scannedFirstPage.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

const installed = spawnSync("tesseract", ["--version"]).status === 0;

/** A grey page picture as the app hands it to OCR (a PGM). */
function pgm(image: PageImage): Uint8Array {
  return new Uint8Array(Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`), Buffer.from(image.data)]));
}

/** Five bands of a scanned paper's first page, each a page of its own: title, byline, abstract, body. */
const BANDS: [number, number][] = [
  [0, 0.12],
  [0.12, 0.24],
  [0.24, 0.36],
  [0.55, 0.64],
  [0.64, 0.72],
];

describe.skipIf(!installed)("pages read in batches by the installed tesseract command", () => {
  let bands: PageImage[];
  let engine: NativeOcrEngine;
  const pool = new ParserPool({ size: 1 });

  beforeAll(async () => {
    const scanned = await scannedFirstPage(tempDirForSuite());
    bands = BANDS.map(([top, bottom]) => pageBand(scanned.page, top, bottom));
    const command = await findTesseractCommand();
    engine = new NativeOcrEngine({ command: command! });
  }, 120_000);

  afterAll(async () => {
    await engine?.dispose();
    await pool.dispose();
  });

  it("reads five pages in one run with the same words and boxes as one run a page", async () => {
    const pictures = bands.map(pgm);
    const alone = [];
    for (const picture of pictures) alone.push(await engine.recognize(picture));
    const together = await engine.recognizeMany(pictures);
    expect(together).toHaveLength(5);
    expect(together.every((blocks) => !(blocks instanceof Error))).toBe(true);
    expect(together).toEqual(alone);
    // Five pages of words, none empty: a split that gave one page another's words would fail above.
    expect(alone.every((blocks) => blocks.length > 0)).toBe(true);
  }, 300_000);

  it("gives a picture the command cannot read its own error and reads the other pages", async () => {
    const pictures = [pgm(bands[0]!), new TextEncoder().encode("not a picture at all"), pgm(bands[3]!)];
    const reads = await engine.recognizeMany(pictures);
    expect(reads[1]).toBeInstanceOf(TesseractCommandError);
    expect((reads[1] as Error).message).toContain("could not read the page's picture");
    expect(reads[0]).toEqual(await engine.recognize(pictures[0]!));
    expect(reads[2]).toEqual(await engine.recognize(pictures[2]!));
  }, 300_000);

  it("counts every page of a five-page scan in the progress, each read by the command", async () => {
    const scan = imagePdf(bands.map(rawImage));
    const progress: { done: number; total: number; ocrPages: number }[] = [];
    const paper = await pool.parse(scan, { file: "scan.pdf", ocr: { languages: ["eng"], engine: "automatic" }, onPage: (p) => progress.push(p) });
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4, 5]);
    expect(progress.at(-1)).toEqual({ done: 5, total: 5, ocrPages: 5 });
    const notes = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    expect(notes.engines).toEqual([{ engine: expect.stringMatching(/\(installed\)$/), pages: [1, 2, 3, 4, 5] }]);
    expect(notes.engineNotes).toEqual([]);
    expect(notes.pages).toEqual([1, 2, 3, 4, 5]);
    expect(notes.failedPages).toEqual([]);
  }, 300_000);
});
