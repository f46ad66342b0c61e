// Scans with bad pictures, read by OCR in the real parse workers (pdf.js, tesseract.js): a page
// that is one 20,000 x 20,000-pixel picture and a page whose JPEG is damaged each fail alone,
// with a reason in words, and the good page of the same file is read; a file whose every page
// is bad is refused with those reasons, and nothing of it is kept.
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { type GeneratedPaperTruth } from "../../support/generatedPdfs.ts";
import { claimedHugePicture, cutJpeg, hostileScanPdf, jpegPicture } from "../../support/hostileScanPdfs.ts";
import { imagePdf, rawImage, type PageImage, type RawImage } from "../../support/scannedPdfs.ts";
import { scannedFirstPage, titleBand } from "../../support/scannedFirstPage.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

const LETTER = { widthPt: 612, heightPt: 792 };

/** A white 1-bit picture of 20,000 x 20,000 pixels: 50 MB when decoded, a few KB in the file. */
function hugePicture(): RawImage {
  const side = 20_000;
  return { width: side, height: side, ...LETTER, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 1", bytes: zlib.deflateSync(Buffer.alloc((side / 8) * side, 0xff)) };
}

/** A JPEG whose data after its start marker is noise. */
function damagedJpeg(): RawImage {
  const noise = Buffer.alloc(20_000);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return { width: 1700, height: 2200, ...LETTER, dictionary: "/Filter /DCTDecode /ColorSpace /DeviceRGB /BitsPerComponent 8", bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43]), noise]) };
}

describe("OCR of pages with bad pictures (worker threads)", () => {
  // What the workers log: pdf.js's own words about a picture go here, not into the paper's notes.
  const logged: string[] = [];
  const pool = new ParserPool({ size: 1, log: (text) => logged.push(text) });
  let good: RawImage;
  let band: PageImage;
  let truth: GeneratedPaperTruth;

  beforeAll(async () => {
    const scanned = await scannedFirstPage(tempDirForSuite());
    truth = scanned.truth;
    // The good page: the top third of a generated paper's first page (its title, byline and
    // abstract), which OCR reads in a third of the whole page's time.
    band = titleBand(scanned.page);
    good = rawImage(band);
  });
  afterAll(() => pool.dispose());

  it("reads the good page and says why each bad one could not be read", async () => {
    const bytes = imagePdf([good, hugePicture(), damagedJpeg()]);
    const progress: number[] = [];
    const paper = await pool.parse(bytes, { file: "bad-pages.pdf", ocr: { languages: ["eng"] }, onPage: (p) => progress.push(p.done) });
    expect(paper.title).toBe(truth.title);
    const ocr = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    expect(ocr.pages).toEqual([1]);
    expect(ocr.failedPages).toEqual([
      { page: 2, reason: "its picture could not be read (larger than 50 million pixels, or unreadable)" },
      { page: 3, reason: "its picture is damaged and cannot be read (JPEG)" },
    ]);
    // The worker's log reaches the pool through its stderr stream, which may trail its messages.
    await vi.waitFor(() => expect(logged.join("")).toMatch(/page 3: its picture is damaged and cannot be read \(JPEG\): Unable to decode image .*JpegError/), { timeout: 60_000 });
    expect(paper.metadata?.["found"]).toBeDefined();
    expect(progress).toEqual([1, 2, 3]);
  });

  // A picture claiming 60,000 x 60,000 pixels over 64 bytes, a page of 2,000 tiny pictures (each
  // its own object) and a JPEG page cut in half: the first fails alone, by name; the tiny
  // pictures are drawn and read for what they are (noise, its lines flagged as doubtful); the cut
  // JPEG is read as far as it goes (pdf.js decodes what arrived), with a note saying so, and the
  // good page is read.
  it("keeps to the pages it can read among hostile ones", async () => {
    const bytes = hostileScanPdf([{ picture: good }, { picture: claimedHugePicture(60_000) }, { tinyPictures: 2000 }, { picture: cutJpeg(jpegPicture(band), 0.5) }]);
    const paper = await pool.parse(bytes, { file: "hostile-pages.pdf", ocr: { languages: ["eng"] } });
    expect(paper.title).toBe(truth.title);
    const ocr = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    expect(ocr.failedPages).toEqual([{ page: 2, reason: "its picture could not be read (larger than 50 million pixels, or unreadable)" }]);
    expect(ocr.pages).toEqual([1, 3, 4]);
    expect(ocr.lowConfidenceLines.some((line) => line.page === 3)).toBe(true);
    // pdf.js says a JPEG ended early only in a warning: the page's note says it in words.
    expect(ocr.partlyReadPages).toEqual([{ page: 4, reason: "its picture (JPEG) ends early, so only the part before the cut was read" }]);
  });

  // pdf.js decodes every picture of a page while it lists the page's drawing, before any is
  // drawn: 20,000 tiny pictures took 62 s and 959 MB to import and OCR read noise. A page drawing
  // more than OCR_MAX_PAGE_PICTURES (4,000) is refused while its list is built; the pages around
  // it are read.
  it("refuses a page of thousands of tiny pictures with its reason and reads the rest", async () => {
    const bytes = hostileScanPdf([{ picture: good }, { tinyPictures: 5000 }, { picture: good }]);
    const paper = await pool.parse(bytes, { file: "many-pictures.pdf", ocr: { languages: ["eng"] } });
    expect(paper.title).toBe(truth.title);
    const ocr = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    expect(ocr.failedPages).toEqual([{ page: 2, reason: "it draws more than 4,000 pictures, too many to read" }]);
    expect(ocr.pages).toEqual([1, 3]);
  });

  // A page-sized picture drawn again and again over its page is decoded once and counts once
  // among the pictures, but each draw paints the whole page (0.25 s a draw under load): the area
  // drawn over is bounded at OCR_MAX_PAGE_AREAS (50) pages' worth.
  it("refuses a scan page drawn over itself 51 times with its reason and reads the pages around it", async () => {
    const bytes = hostileScanPdf([{ picture: good }, { picture: good, draws: 51 }, { picture: good }]);
    const paper = await pool.parse(bytes, { file: "overdrawn.pdf", ocr: { languages: ["eng"] } });
    expect(paper.title).toBe(truth.title);
    const ocr = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    expect(ocr.failedPages).toEqual([{ page: 2, reason: "it draws its pictures over an area more than 50 times the page's, too much to read" }]);
    expect(ocr.pages).toEqual([1, 3]);
  });

  it("refuses a scan none of whose pages can be read, saying why for each", async () => {
    const refused = await pool.parse(imagePdf([hugePicture(), damagedJpeg()]), { file: "all-bad.pdf", ocr: { languages: ["eng"] } }).catch((error: Error) => error);
    expect(refused).toMatchObject({ name: "OcrUnreadableError", message: expect.stringMatching(/^all-bad\.pdf has no text layer and OCR could not read it \(page 1: its picture could not be read \(larger than 50 million pixels, or unreadable\); page 2: its picture is damaged and cannot be read \(JPEG\)\)\.$/) });
  });

  it("keeps the refusal for a PDF OCR is off for", async () => {
    const refused = await pool.parse(imagePdf([good]), { file: "scan.pdf" }).catch((error: Error) => error);
    expect(refused).toMatchObject({ name: "NoTextLayerError", message: expect.stringContaining("scan.pdf has no text layer (it looks like a scanned document) and OCR is off") });
  });
});
