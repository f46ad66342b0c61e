// Scans as users meet them beside a text layer, read in the real parse workers (pdf.js,
// tesseract): a scanned page under a text layer that maps every glyph to U+FFFD (the words are
// there, the text says nothing) is read by OCR, not stored as replacement characters, and with
// OCR off is refused with its reason (it was stored as an empty paper); and a
// mixed PDF reads its scanned page by OCR and its typeset page from its text, each once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { type GeneratedPaperTruth } from "../../support/generatedPdfs.ts";
import { rawImage, type RawImage } from "../../support/scannedPdfs.ts";
import { scannedFirstPage, titleBand } from "../../support/scannedFirstPage.ts";
import { layeredPdf } from "../../support/textLayerScanPdf.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

/** What the typeset page of the mixed PDF says: its words must come from its text layer. */
const TYPESET = ["Methods", "Samples were stirred for twelve hours in a sealed flask before the measurement began.", "Each sample was weighed twice on a balance checked against a reference mass."];

describe("scanned pages beside a text layer (worker threads)", () => {
  const pool = new ParserPool({ size: 1 });
  let band: RawImage;
  let truth: GeneratedPaperTruth;

  beforeAll(async () => {
    const scanned = await scannedFirstPage(tempDirForSuite());
    truth = scanned.truth;
    band = rawImage(titleBand(scanned.page));
  });
  afterAll(() => pool.dispose());

  it("reads a page whose text layer is all replacement characters by OCR", async () => {
    const bytes = layeredPdf([{ picture: band, brokenLayer: [truth.title, ...truth.abstract.match(/.{1,80}(\s|$)/g)!] }]);
    const paper = await pool.parse(bytes, { file: "broken-layer.pdf", ocr: { languages: ["eng"] } });
    expect(paper.title).toBe(truth.title);
    expect(OcrNotesSchema.parse(paper.metadata?.["ocr"]).pages).toEqual([1]);
    expect(JSON.stringify(paper)).not.toContain("\\ufffd");
    expect(JSON.stringify(paper)).not.toContain("\uFFFD");
    expect(paper.ocrWords?.map((p) => p.page)).toEqual([1]);
  });

  it("with OCR off, refuses that page's paper with its reason instead of storing an empty paper", async () => {
    const bytes = layeredPdf([{ picture: band, brokenLayer: [truth.title, truth.abstract.slice(0, 80)] }]);
    // Before round 35 this was stored: no title, no text, and no word of why.
    await expect(pool.parse(bytes, { file: "broken-layer.pdf" })).rejects.toMatchObject({
      name: "NoTextLayerError",
      message: "broken-layer.pdf has a text layer that cannot be read (its fonts carry no letters, only shapes) and OCR is off. Turn on OCR in Settings and import it again.",
      remedy: "turn-on-ocr",
    });
  });

  it("reads a mixed PDF's scanned page by OCR and its typeset page from its text", async () => {
    const progress: { done: number; ocrPages: number }[] = [];
    const bytes = layeredPdf([{ picture: band }, { typeset: TYPESET }]);
    const paper = await pool.parse(bytes, { file: "mixed.pdf", ocr: { languages: ["eng"] }, onPage: (p) => progress.push({ done: p.done, ocrPages: p.ocrPages }) });
    expect(paper.title).toBe(truth.title);
    expect(OcrNotesSchema.parse(paper.metadata?.["ocr"]).pages).toEqual([1]);
    expect(paper.ocrWords?.map((p) => p.page)).toEqual([1]);
    // The typeset sentences as set, from the text layer (OCR would have no reason to get them exact).
    expect(JSON.stringify(paper)).toContain(TYPESET[1]);
    expect(progress.at(-1)).toEqual({ done: 2, ocrPages: 1 });
  });
});
