import { describe, expect, it } from "vitest";
import { readingDoubt } from "../../../src-main/contract/readingDoubtWords.ts";
import { doubtLine } from "../../../src-renderer/src/features/paper/readingNotes.ts";
import { ocrDoubtLine } from "../../../src-main/contract/ocrDoubtLine.ts";

// The paper view's notice says where to look for what OCR doubted, not only that "some" lines or pages are in doubt.

const ocr = { languages: ["eng"], pages: [1, 2, 4], meanConfidence: 88, lowConfidenceLines: [], failedPages: [] };

describe("the notice's OCR doubts name their pages", () => {
  it("names every page OCR could not read", () => {
    const line = doubtLine(readingDoubt("ocr-pages-unread"), { ...ocr, failedPages: [{ page: 5, reason: "timed out" }, { page: 3, reason: "blank" }] });
    expect(line).toBe("Some pages of this scanned paper could not be read by OCR, so their text is missing (pages 3, 5)");
  });

  it("names every page OCR read only in part", () => {
    const line = doubtLine(readingDoubt("ocr-pages-partly-read"), { ...ocr, partlyReadPages: [{ page: 4, reason: "its picture (JPEG) ends early, so only the part before the cut was read" }] });
    expect(line).toBe("Some pages of this scanned paper were read by OCR only in part (their picture ends early), so some of their text is missing (page 4)");
  });

  it("names the pages of the lines OCR was least sure of, and how to see them", () => {
    const lines = [
      { page: 2, text: "lattlce", confidence: 31 },
      { page: 2, text: "grams", confidence: 44 },
    ];
    expect(doubtLine(readingDoubt("ocr-low-confidence"), { ...ocr, lowConfidenceLines: lines })).toBe(
      "Some lines of this scanned paper were read by OCR with low confidence: check them against the page. The least sure are 2 lines on page 2: “Show text read by OCR” underlines them",
    );
  });

  it("counts the least sure lines on each page, pages in order, in the words `show` prints too", () => {
    const lines = [
      { page: 5, text: "rnodel", confidence: 20 },
      { page: 2, text: "lattlce", confidence: 31 },
      { page: 2, text: "grams", confidence: 44 },
      { page: 2, text: "fl0w", confidence: 50 },
      { page: 7, text: "ca1", confidence: 55 },
    ];
    expect(ocrDoubtLine(readingDoubt("ocr-low-confidence"), { ...ocr, lowConfidenceLines: lines })).toBe(
      "Some lines of this scanned paper were read by OCR with low confidence: check them against the page. The least sure are 3 lines on page 2, 1 on page 5 and 1 on page 7",
    );
    expect(ocrDoubtLine(readingDoubt("ocr-low-confidence"), { ...ocr, lowConfidenceLines: [lines[0]!] })).toMatch(/The least sure line is on page 5$/);
  });

  it("says only the doubt when the notes hold nothing more, and leaves other doubts as they are", () => {
    expect(doubtLine(readingDoubt("ocr-low-confidence"), undefined)).toBe(readingDoubt("ocr-low-confidence").message);
    expect(doubtLine(readingDoubt("no-sections"), ocr)).toBe("No sections found");
  });
});
