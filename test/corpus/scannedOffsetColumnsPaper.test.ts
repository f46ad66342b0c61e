// A scan of a shared paper whose first page sets its two body columns on baselines that do not
// line up: the right column starts beside the left one's heading, and its lines stand part of a
// line above the left one's (papers-more 64). Tesseract read a line of each column as one line
// there, with one baseline fitted to both; every word was placed on it, so a column's lines came out
// above or below where they stand, and the reader lost two lines of the left column and read
// others out of their place.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPdf } from "../../src-main/core/documents/layout/readPdf.ts";
import { paperFromPages } from "../../src-main/core/documents/parsePdf.ts";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { bodyText, fiveWordRunsKept, words } from "../support/scannedWords.ts";
import { SHARED_PAPERS_MORE, sharedAvailable } from "../support/sharedFixtures.ts";

const FILE = "64-ale-yeast-proteome-g3-2024.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_MORE) || !fs.existsSync(path.join(SHARED_PAPERS_MORE, FILE)))("a scanned page whose columns' baselines do not line up", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${FILE} at 300 dpi: the body is read as printed, every line in its place`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_MORE, FILE)));
    const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), FILE)).pages.slice(0, 1), info: {} }, FILE);
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 300, pages: [1] }), { file: FILE, ocr: { languages: ["eng"] } });
    expect(words(bodyText(digital)).length).toBeGreaterThan(400);
    // A misread word breaks the five runs it is in; a lost or misplaced line breaks far more
    // (0.93 before the lines were split by column).
    expect(fiveWordRunsKept(bodyText(read), bodyText(digital))).toBeGreaterThan(0.97);
  });
});
