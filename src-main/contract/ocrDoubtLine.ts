import { pageList } from "./pageList.ts";
import type { OcrNotes, ReadingDoubt } from "./readingNotes.ts";

/**
 * A doubt about a paper's reading in words, with where to look for the OCR ones: the pages OCR
 * could not read or read in part (all of them), and how many of the lines it was least sure of
 * lie on which page ("the least sure line is on page 5" when there is one). The notes keep only the least sure lines (a few a page, twenty a paper), so
 * it says "least sure", never "every". Shared by the paper view and `show`, so both say the same.
 */
export function ocrDoubtLine(doubt: ReadingDoubt, ocr: OcrNotes | null | undefined): string {
  if (doubt.kind === "ocr-pages-unread" && ocr && ocr.failedPages.length > 0) {
    return `${doubt.message} (${pageList(ocr.failedPages.map((f) => f.page))})`;
  }
  if (doubt.kind === "ocr-pages-partly-read" && ocr && (ocr.partlyReadPages ?? []).length > 0) {
    return `${doubt.message} (${pageList(ocr.partlyReadPages!.map((f) => f.page))})`;
  }
  if (doubt.kind === "ocr-low-confidence" && ocr && ocr.lowConfidenceLines.length > 0) {
    const pages = ocr.lowConfidenceLines.map((l) => l.page);
    // One line is "the least sure line", not "the least sure are 1 line".
    return pages.length === 1 ? `${doubt.message}. The least sure line is on page ${pages[0]}` : `${doubt.message}. The least sure are ${linesByPage(pages)}`;
  }
  return doubt.message;
}

/** "2 lines on page 2", "3 lines on page 2 and 1 on page 5": the lines' count on each page, pages in order. */
function linesByPage(pages: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const page of pages) counts.set(page, (counts.get(page) ?? 0) + 1);
  const parts = [...counts].sort(([a], [b]) => a - b).map(([page, n], i) => `${n}${i === 0 ? (n === 1 ? " line" : " lines") : ""} on page ${page}`);
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
