// A scanned medical journal's first page (generated): a structured abstract at the top of the
// first body column with the affiliations in a narrow sidebar beside it, and no keywords after
// it. The reading order keeps the sidebar in the abstract's column, so the column's left edge is
// the sidebar's; tesseract starts a new paragraph where a line of the "Results" part ends a
// sentence, and that paragraph, flush with the abstract but an inch right of the column's edge,
// was taken for the end of the abstract: the rest of "Results" and all of "Conclusions" were lost
// at 300 and 200 dpi, though the text layer reads the whole abstract.
import { afterAll, describe, expect, it } from "vitest";
import { readPdf } from "../../src-main/core/documents/layout/readPdf.ts";
import { paperFromPages } from "../../src-main/core/documents/parsePdf.ts";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { words, wordsFound } from "../support/scannedWords.ts";
import { sidebarStructuredAbstract } from "../support/sidebarStructuredAbstractPdf.ts";

const plain = (text: string) => text.replace(/\s+/g, " ").trim();
const lastWords = (text: string) => plain(text).split(" ").slice(-10).join(" ");

describe("a scanned structured abstract beside a sidebar of affiliations, read by OCR", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`at ${dpi} dpi: every part of the abstract to its conclusion, none of the sidebar`, async () => {
      const paper = await sidebarStructuredAbstract();
      const digital = paperFromPages({ pages: (await readPdf(paper.bytes.slice(), "sidebar.pdf")).pages, info: {} }, "sidebar.pdf");
      expect(plain(digital.abstract ?? "")).toBe(paper.abstract);
      const read = await pool.parse(await scannedPdf(paper.bytes.slice(), { dpi, pages: [1] }), { file: "sidebar.pdf", ocr: { languages: ["eng"] } });
      const abstract = plain(read.abstract ?? "");
      expect(words(read.title ?? "")).toEqual(words(paper.title));
      expect(abstract).toContain("acted on the whole lower river at once. Records of the river");
      expect(lastWords(abstract)).toBe(lastWords(paper.abstract));
      expect(wordsFound(abstract, paper.abstract)).toBeGreaterThan(0.98);
      for (const line of paper.sidebar) expect(abstract).not.toContain(line);
    });
  }
});
