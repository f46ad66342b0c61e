import path from "node:path";
import type { Block } from "tesseract.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OCR_WORDS_PER_PAGE, OcrPageWordsSchema, type OcrWord } from "../../../src-main/contract/ocrWords.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { deletePaper } from "../../../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { ocrWordBoxes } from "../../../src-main/core/documents/ocr/ocrWordBoxes.ts";
import { PaperNotFoundError } from "../../../src-main/core/errors/PaperNotFoundError.ts";
import { readOcrWords } from "../../../src-main/core/library/readOcrWords.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

// The words OCR read, from tesseract's picture pixels to boxes in points on the page (what the
// paper view draws over the scan), kept with the paper and given back a page at a time.

/** Tesseract's result for one line of words, as far as the mapping reads it. */
function blocksOf(words: { text: string; bbox: { x0: number; y0: number; x1: number; y1: number }; confidence: number }[]): Block[] {
  return [{ paragraphs: [{ lines: [{ words }] }] }] as unknown as Block[];
}

describe("the words OCR read, as boxes on the page", () => {
  it("turns picture pixels into points from the page's top-left corner, confidence rounded", () => {
    // A page drawn at 200 dpi: 200/72 pixels per point; a line without row measures keeps each word's own box.
    const scale = 200 / 72;
    const words = ocrWordBoxes(blocksOf([{ text: " Sapphire ", bbox: { x0: 278, y0: 556, x1: 556, y1: 625 }, confidence: 91.6 }]), scale);
    expect(words).toEqual([{ text: "Sapphire", x: 100.08, y: 200.16, w: 100.08, h: 24.84, confidence: 92 }]);
  });

  it("gives every word of a line the line's row at its place, so short and tall words line up", () => {
    // "a" is only as tall as its x-height, "ly" reaches down; both sit on one baseline that drifts 4 px across the line.
    const line = {
      baseline: { x0: 0, y0: 100, x1: 400, y1: 104 },
      rowAttributes: { rowHeight: 40, descenders: -8, ascenders: 10 },
      words: [
        { text: "a", bbox: { x0: 0, y0: 82, x1: 20, y1: 100 }, confidence: 95 },
        { text: "ly", bbox: { x0: 380, y0: 74, x1: 400, y1: 112 }, confidence: 95 },
      ],
    };
    const [a, ly] = ocrWordBoxes([{ paragraphs: [{ lines: [line] }] }] as unknown as Block[], 1);
    expect([a!.y, a!.h]).toEqual([68.1, 40]);
    expect([ly!.y, ly!.h]).toEqual([71.9, 40]);
  });

  it("leaves out blank words and empty boxes, and keeps at most the bound per page", () => {
    const many = Array.from({ length: OCR_WORDS_PER_PAGE + 10 }, (_, i) => ({ text: `w${i}`, bbox: { x0: i, y0: 0, x1: i + 1, y1: 1 }, confidence: 80 }));
    const words = ocrWordBoxes(blocksOf([{ text: "  ", bbox: { x0: 0, y0: 0, x1: 5, y1: 5 }, confidence: 90 }, { text: "dot", bbox: { x0: 3, y0: 3, x1: 3, y1: 9 }, confidence: 90 }, ...many]), 1);
    expect(words).toHaveLength(OCR_WORDS_PER_PAGE);
    expect(words[0]!.text).toBe("w0");
    expect(OcrPageWordsSchema.safeParse({ page: 1, words }).success).toBe(true);
  });
});

describe("the words OCR read, kept with the paper", () => {
  let db: LibraryDatabase;
  beforeEach(() => {
    db = openDatabase(path.join(tempDir(), "library.sqlite"));
  });
  afterEach(() => closeDatabase(db));

  const word = (text: string, confidence: number): OcrWord => ({ text, x: 72, y: 90, w: 40, h: 12, confidence });

  it("gives back a page's words, none for a page OCR did not read, and nothing once the paper is removed", () => {
    const paperId = insertPaperDocument(db, { ...samplePaper("scan"), ocrWords: [{ page: 1, words: [word("Sapphire", 96), word("lattlce", 41)] }] });
    expect(readOcrWords(db, paperId, 1)).toEqual({ page: 1, words: [word("Sapphire", 96), word("lattlce", 41)] });
    expect(readOcrWords(db, paperId, 2)).toEqual({ page: 2, words: [] });
    deletePaper(db, paperId);
    expect(() => readOcrWords(db, paperId, 1)).toThrow(PaperNotFoundError);
    expect(db.prepare(`SELECT count(*) AS n FROM ocr_words`).get()).toEqual({ n: 0 });
  });

  it("finds a page's words by the table's key, not by reading every scanned page", () => {
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT words_json FROM ocr_words WHERE paper_id = ? AND page_number = ?`).all(1, 1) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(" ")).toMatch(/SEARCH ocr_words USING PRIMARY KEY \(paper_id=\? AND page_number=\?\)/);
  });

  it("keeps nothing for a born-digital paper", () => {
    const paperId = insertPaperDocument(db, samplePaper("born digital"));
    expect(readOcrWords(db, paperId, 1).words).toEqual([]);
  });
});
