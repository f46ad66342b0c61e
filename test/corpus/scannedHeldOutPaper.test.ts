// A scan of a shared paper the OCR rules were not first worked out on (09, held out by
// bench:ocr's OCR_BENCH_FROM): its title's last line has no ascender or descender, and a badge
// printed beside the abstract is read by tesseract into the abstract's line. Tesseract measures
// both lines apart from their neighbours (the short line lower, the joined line taller); read as
// other type sizes they cut the title in two and lost the whole left column of the body text
// (55% of the page's body read, against 91% now). The line beside the badge's line took the
// badge's height in turn, and the abstract lost its first line.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPdf } from "../../src-main/core/documents/layout/readPdf.ts";
import { paperFromPages } from "../../src-main/core/documents/parsePdf.ts";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { bodyText as body, words, wordsFound } from "../support/scannedWords.ts";
import { SHARED_PAPERS, sharedAvailable } from "../support/sharedFixtures.ts";

const FILE = "09-ef1a-asgard-archaea-natcommun2024.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS))("a scanned title page of a held-out shared paper, read by OCR", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${FILE} at 300 dpi: the whole title, the abstract from its first line, and the body text of both columns`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS, FILE)));
    const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), FILE)).pages.slice(0, 1), info: {} }, FILE);
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 300, pages: [1] }), { file: FILE, ocr: { languages: ["eng"] } });
    expect(words(read.title ?? "")).toEqual(words(digital.title ?? ""));
    expect(wordsFound(body(read), body(digital))).toBeGreaterThan(0.9);
    // The abstract from its first line: tesseract joins its second line to the "Check for
    // updates" badge beside it, a taller line, and the first line used to take that height,
    // read as a heading, and was lost from the abstract.
    expect(words(read.abstract ?? "").slice(0, 8)).toEqual(words(digital.abstract ?? "").slice(0, 8));
    expect(wordsFound(read.abstract ?? "", digital.abstract ?? "")).toBeGreaterThan(0.95);
  });
});
