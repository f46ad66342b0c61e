// A scanned title page whose abstract has a sidebar beside it ("ARTICLE HISTORY", its dates;
// papers-styles 96), read by OCR in the real parse workers. Tesseract sets the sidebar's lines on
// baselines a pixel from the abstract's, so the reading order reads them in turn; at 200 dpi it
// measured the dates (7.9 points) close enough to the abstract (8.4) that "Received 29 July 2020"
// took the abstract's second line into its paragraph, and the abstract lost that line. Lines side
// by side, neither reaching across the other, are no one paragraph.
// A 200 dpi scan of another paper (papers-wide 34) lost its abstract after the fourth line:
// tesseract measured the abstract's rows on the first page 45 px and the body's on the second
// 46 px, the same type, and read as 10.8 and 11.0 points the abstract was taken for smaller type.
// At 300 dpi a third paper (papers-wide 36) lost its abstract's first seven lines: tesseract read
// the abstract beside a licence sidebar a line per paragraph, measured its rows 34 to 36 px, and
// one line took the 36 px of the line below it though the lines above were the abstract's 34.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPdf } from "../../src-main/core/documents/layout/readPdf.ts";
import { paperFromPages } from "../../src-main/core/documents/parsePdf.ts";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { words, wordsFound } from "../support/scannedWords.ts";
import { SHARED_PAPERS_STYLES, SHARED_PAPERS_WIDE, sharedAvailable } from "../support/sharedFixtures.ts";

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

const TWO_PAGES = "34-durum-wheat-volatiles-metabolites2014.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_WIDE) || !fs.existsSync(path.join(SHARED_PAPERS_WIDE, TWO_PAGES)))("a scanned abstract measured a pixel short of the next page's body", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${TWO_PAGES} at 200 dpi, two pages: the whole abstract`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_WIDE, TWO_PAGES)));
    const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), TWO_PAGES)).pages.slice(0, 2), info: {} }, TWO_PAGES);
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 200, pages: [1, 2] }), { file: TWO_PAGES, ocr: { languages: ["eng"] } });
    const abstract = (read.abstract ?? "").replace(/\s+/g, " ");
    const lastWords = digital.abstract!.replace(/\s+/g, " ").trim().split(" ").slice(-8).join(" ");
    expect(abstract).toContain(lastWords);
    expect(wordsFound(abstract, digital.abstract!)).toBeGreaterThan(0.97);
  });
});

const LINE_PER_PARAGRAPH = "36-lnp-mrna-retina-sciadv2023.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_WIDE) || !fs.existsSync(path.join(SHARED_PAPERS_WIDE, LINE_PER_PARAGRAPH)))("a scanned abstract read a line per paragraph", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${LINE_PER_PARAGRAPH} at 300 dpi: the whole abstract, from its first words`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_WIDE, LINE_PER_PARAGRAPH)));
    const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), LINE_PER_PARAGRAPH)).pages.slice(0, 1), info: {} }, LINE_PER_PARAGRAPH);
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 300, pages: [1] }), { file: LINE_PER_PARAGRAPH, ocr: { languages: ["eng"] } });
    const abstract = (read.abstract ?? "").replace(/\s+/g, " ");
    expect(words(abstract).slice(0, 8)).toEqual(words(digital.abstract!).slice(0, 8));
    expect(wordsFound(abstract, digital.abstract!)).toBeGreaterThan(0.97);
  });
});
