// A scanned title page whose abstract has a sidebar beside it ("ARTICLE HISTORY", its dates;
// papers-styles 96), read by OCR in the real parse workers. Tesseract sets the sidebar's lines on
// baselines a pixel from the abstract's, so the reading order reads them in turn; at 200 dpi it
// measured the dates (7.9 points) close enough to the abstract (8.4) that "Received 29 July 2020"
// took the abstract's second line into its paragraph, and the abstract lost that line. Lines side
// by side, neither reaching across the other, are no one paragraph.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPdf } from "../../src-main/core/documents/layout/readPdf.ts";
import { paperFromPages } from "../../src-main/core/documents/parsePdf.ts";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { wordsFound } from "../support/scannedWords.ts";
import { SHARED_PAPERS_STYLES, sharedAvailable } from "../support/sharedFixtures.ts";

const FILE = "96-pd-cvd-readmission-renalfailure2021.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_STYLES))("a scanned abstract beside a sidebar, read by OCR", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${FILE} at 200 dpi: every line of the abstract, none of the sidebar`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_STYLES, FILE)));
    const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), FILE)).pages.slice(0, 1), info: {} }, FILE);
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 200, pages: [1] }), { file: FILE, ocr: { languages: ["eng"] } });
    const abstract = (read.abstract ?? "").replace(/\s+/g, " ");
    expect(abstract).toContain("cardiovascular disease (CVD) hospitalization, but knowledge regarding the risk factors");
    expect(abstract).not.toMatch(/Received|Revised|Accepted/);
    expect(wordsFound(abstract, digital.abstract!)).toBeGreaterThan(0.97);
  });
});
