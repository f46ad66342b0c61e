// Scans of shared papers' title pages (rendered at 300 and 200 dpi, stored losslessly: the case
// that read worst), read by OCR in the real parse workers, against what the reader reads from the
// born-digital page. The abstract is found (it was lost when tesseract's line heights, a pixel
// apart, split it into pieces of different "sizes"), and the byline stays out of the body text
// (superscript affiliation 1s, read by tesseract as "!" or "'", made the names unreadable).
// The abstract ends as printed (a number and its unit run together lost its last words' match).
// A journal's logo over the title (papers-wide 38: a mark and "eLife", 113 px tall) that tesseract
// read at 300 dpi as "wr eLife", confidence 0, is not the paper's title.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPdf } from "../../src-main/core/documents/layout/readPdf.ts";
import { paperFromPages } from "../../src-main/core/documents/parsePdf.ts";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { bodyText as body, wordsFound } from "../support/scannedWords.ts";
import { SHARED_PAPERS, SHARED_PAPERS_WIDE, sharedAvailable } from "../support/sharedFixtures.ts";

/** The last dozen words of a text, spaces as one. */
const ending = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").trim().split(" ").slice(-12).join(" ");

const PAPERS = ["01-perovskite-2d-fa-natcommun2018.pdf", "05-pfhub-phasefield-jors2019-proof.pdf"];
describe.skipIf(!sharedAvailable(SHARED_PAPERS))("scanned title pages of shared papers, read by OCR", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const file of PAPERS) {
    for (const dpi of [300, 200]) {
      it(`${file} at ${dpi} dpi: the abstract is found and the byline is not body text`, async () => {
        const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS, file)));
        const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), file)).pages.slice(0, 1), info: {} }, file);
        const scan = await scannedPdf(bytes.slice(), { dpi, pages: [1] });
        const read = await pool.parse(scan, { file, ocr: { languages: ["eng"] } });
        expect(read.abstract).toBeTruthy();
        expect(wordsFound(read.abstract!, digital.abstract!)).toBeGreaterThan(0.95);
        // It ends as printed, space for space: tesseract ran 01's last "0.35 V" (a number and its
        // unit a thin space apart) into one word, "0.35V".
        expect(ending(read.abstract!)).toBe(ending(digital.abstract!));
        // Body text as the born-digital page has it: nothing missing, nothing (a byline) added.
        expect(wordsFound(body(read), body(digital))).toBeGreaterThan(0.95);
        expect(wordsFound(body(digital), body(read))).toBeGreaterThan(0.95);
      });
    }
  }
});

const LOGO = "38-splicing-slow-zone-elife2024.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_WIDE) || !fs.existsSync(path.join(SHARED_PAPERS_WIDE, LOGO)))("a scanned title page under a journal's logo, read by OCR", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${LOGO} at 300 dpi: the title is the article's, not the logo's`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_WIDE, LOGO)));
    const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), LOGO)).pages.slice(0, 1), info: {} }, LOGO);
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 300, pages: [1] }), { file: LOGO, ocr: { languages: ["eng"] } });
    const spaced = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    expect(spaced(read.title)).toBe(spaced(digital.title));
    expect(ending(read.abstract!)).toBe(ending(digital.abstract!));
  });
});
