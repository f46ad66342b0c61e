// A scan of a shared paper whose first page has, at the foot of its left column, a block of
// footnotes in smaller type (correspondence, abbreviations, the journal's footer line) and above
// it a statement of bulleted points (papers-more 62). Tesseract measured the body 36 px tall in one
// column and 37 px in the other (8.6 and 8.9 points): split so, the body was no longer the size
// most characters are set in, the footnotes' 7 points were, and the reader took the footnotes for
// the body. It also read each bullet as a letter ("e", "®") an em before its point, and the
// first line of every point was left out as a row of two cells.
// A 200 dpi scan of another paper (papers-wide 31) lost body paragraphs the other way: tesseract
// measured the rows of the lines at the foot of its columns 34 to 37 px against the body's 39,
// their letters the same to the pixel, and read as 8.2 to 8.9 points beside 9.4 they were taken
// for footnotes (the "Results" section's opening paragraphs were missing from the paper).
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPdf } from "../../src-main/core/documents/layout/readPdf.ts";
import { paperFromPages } from "../../src-main/core/documents/parsePdf.ts";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { bodyText as body, words, wordsFound } from "../support/scannedWords.ts";
import { SHARED_PAPERS_MORE, SHARED_PAPERS_WIDE, sharedAvailable } from "../support/sharedFixtures.ts";

const FILE = "62-ift-a-ciliary-proteomics-mboc2023.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_MORE) || !fs.existsSync(path.join(SHARED_PAPERS_MORE, FILE)))("a scanned first page with footnotes at the foot of a column and bulleted points", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${FILE} at 300 dpi: the footnotes stay out of the body text, and every point is read from its first line`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_MORE, FILE)));
    const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), FILE)).pages.slice(0, 1), info: {} }, FILE);
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 300, pages: [1] }), { file: FILE, ocr: { languages: ["eng"] } });
    const text = words(body(read)).join(" ");
    // What the born-digital reading keeps out of the body, the scan keeps out too.
    for (const footnote of ["address correspondence to", "abbreviations used"]) {
      expect(words(body(digital)).join(" ")).not.toContain(footnote);
      expect(text).not.toContain(footnote);
    }
    // Each bulleted point whole, from its first words.
    const points = digital.passages.filter((p) => p.kind === "paragraph" && p.text.startsWith("•"));
    expect(points.length).toBe(3);
    for (const point of points) expect(text).toContain(words(point.text).slice(0, 8).join(" "));
    expect(wordsFound(body(read), body(digital))).toBeGreaterThan(0.95);
  });
});

const SHORT_ROWS = "31-buchwald-hartwig-lipids-organometallics2022.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_WIDE) || !fs.existsSync(path.join(SHARED_PAPERS_WIDE, SHORT_ROWS)))("a scanned first page whose last body lines tesseract measured short", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${SHORT_ROWS} at 200 dpi: the paragraphs at the foot of both columns are body text, the page's notes are not`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_WIDE, SHORT_ROWS)));
    const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), SHORT_ROWS)).pages.slice(0, 1), info: {} }, SHORT_ROWS);
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 200, pages: [1] }), { file: SHORT_ROWS, ocr: { languages: ["eng"] } });
    const text = words(body(read)).join(" ");
    // Each of the born-digital body's paragraphs is in the scan's body, from its first words.
    const paragraphs = digital.passages.filter((p) => p.kind === "paragraph");
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    for (const paragraph of paragraphs) expect(text).toContain(words(paragraph.text).slice(0, 8).join(" "));
    expect(text).toContain("this was well illustrated by richardson");
    expect(text).not.toContain("sustainable organometallic chemistry");
    expect(wordsFound(body(read), body(digital))).toBeGreaterThan(0.97);
  });
});
