// A scanned title page with a structured abstract (Objectives, Methods, Results, Conclusion, each
// its own paragraph; papers-more 73), read by OCR in the real parse workers. Three ways it lost
// text, each from how tesseract reports the page:
// - the box of a word's last character ran over the next word ("reviewers." over "The"), and the
//   reader, for which prose never overlaps, dropped that next word: a sentence in three lost its
//   first word;
// - the last part, a paragraph of two lines measured 36 and 39 px, took the upper one as its size
//   (9.4 points against the abstract's 8.9) and was left out of the abstract (300 dpi);
// - at 200 dpi tesseract read the tops of a line's quote marks as a line of their own, which cut
//   the abstract's line and the abstract after it;
// and the quotation marks of its key words were taken for raised citation numbers and dropped.
// Cutting the over-long box lets the word under it be read; only a word tesseract is sure of is
// let through: in a figure of papers-styles 98 a label's box hid a label tesseract read at
// confidence 32, and shown, the figure's labels ran into its caption as a paragraph.
// A boxed abstract of run-in parts (papers-wide 41, Background / Results / Conclusions) lost the
// opening of its "Results:" at 300 dpi: tesseract boxed the "D" and "N" of "mitochondrial DNA" a
// pixel wide on the "A", so "DNA" began four word spaces after "mitochondrial", and the reader
// cut the line there as at a gutter and set "Results: We sequenced mitochondrial" after the end.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPdf } from "../../src-main/core/documents/layout/readPdf.ts";
import { paperFromPages } from "../../src-main/core/documents/parsePdf.ts";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { bodyText, words, wordsFound } from "../support/scannedWords.ts";
import { SHARED_PAPERS_MORE, SHARED_PAPERS_STYLES, SHARED_PAPERS_WIDE, sharedAvailable } from "../support/sharedFixtures.ts";

/** Text as compared: one kind of quote, spaces as one. */
const plain = (text: string) => text.normalize("NFKC").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
/** The last dozen words. */
const ending = (text: string) => plain(text).split(" ").slice(-12).join(" ");

const FILE = "73-osa-anthropometry-asian-caucasian-ceo2016.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_MORE))("a scanned structured abstract, read by OCR", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`${FILE} at ${dpi} dpi: the abstract to its conclusion, every sentence from its first word`, async () => {
      const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_MORE, FILE)));
      const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), FILE)).pages.slice(0, 1), info: {} }, FILE);
      const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi, pages: [1] }), { file: FILE, ocr: { languages: ["eng"] } });
      const abstract = plain(read.abstract ?? "");
      expect(ending(abstract)).toBe(ending(digital.abstract!));
      expect(abstract).toContain("independent reviewers. The following information");
      expect(abstract).toContain("selection criteria. A total of 2,966");
      expect(abstract).toContain('key words "sleep apnea," "body mass index," "neck circumference,"');
      expect(wordsFound(abstract, plain(digital.abstract!))).toBeGreaterThan(0.98);
      // At 200 dpi tesseract joins the page's note ("The first two authors contributed equally")
      // to body lines in one paragraph whose lines step unevenly: it stays out of the body text.
      if (dpi === 200) expect(plain(bodyText(read))).not.toContain("contributed equally");
    });
  }
});

const FIGURE = "98-deep-learning-bioinformatics-perspective-jmcb2020.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_STYLES) || !fs.existsSync(path.join(SHARED_PAPERS_STYLES, FIGURE)))("a scanned page with a figure's labels read under each other's boxes", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${FIGURE}, page 2 at 300 dpi: the labels tesseract could not read stay out of the text`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_STYLES, FIGURE)));
    const digital = bodyText(paperFromPages({ pages: (await readPdf(bytes.slice(), FIGURE)).pages.slice(1, 2), info: {} }, FIGURE));
    const read = bodyText(await pool.parse(await scannedPdf(bytes.slice(), { dpi: 300, pages: [2] }), { file: FIGURE, ocr: { languages: ["eng"] } }));
    // "Microbe" and "Ontology" are bars' labels of the figure, printed nowhere in the text.
    expect(words(digital)).not.toContain("microbe");
    expect(words(read)).not.toContain("microbe");
    expect(words(read)).not.toContain("ontology");
    // What the scan's text has that the born-digital text lacks: misread words, no figure.
    expect(1 - wordsFound(digital, read)).toBeLessThan(0.03);
  });
});

const COLLAPSED = "41-lion-ancient-dna-bmcevolbiol2014.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_WIDE) || !fs.existsSync(path.join(SHARED_PAPERS_WIDE, COLLAPSED)))("a scanned line with a word whose first letters' boxes collapsed", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${COLLAPSED} at 300 dpi: the abstract's "Results:" part in its place, the abstract to its end`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_WIDE, COLLAPSED)));
    const digital = paperFromPages({ pages: (await readPdf(bytes.slice(), COLLAPSED)).pages.slice(0, 1), info: {} }, COLLAPSED);
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 300, pages: [1] }), { file: COLLAPSED, ocr: { languages: ["eng"] } });
    const abstract = plain(read.abstract ?? "");
    expect(abstract).toContain("recently extinct populations. Results: We sequenced mitochondrial DNA from museum-preserved individuals");
    expect(ending(abstract)).toBe(ending(digital.abstract!));
    expect(wordsFound(abstract, digital.abstract!)).toBeGreaterThan(0.97);
  });
});
