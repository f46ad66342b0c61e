import { OCR_WORDS_PER_PAGE, type OcrPageWords, type OcrWord } from "../../../contract/ocrWords.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/** Keeps the words OCR read on a paper's pages; called inside the paper's own insert transaction. */
export function insertOcrWords(db: LibraryDatabase, paperId: number, pages: readonly OcrPageWords[]): void {
  const insert = prepared(db, `INSERT INTO ocr_words (paper_id, page_number, words_json) VALUES (?, ?, ?)`);
  for (const page of pages) {
    if (page.words.length > 0) insert.run(paperId, page.page, JSON.stringify(page.words.slice(0, OCR_WORDS_PER_PAGE)));
  }
}

/** The words OCR read on one page of a paper; none for a page it did not read. */
export function ocrPageWords(db: LibraryDatabase, paperId: number, page: number): OcrWord[] {
  const row = prepared<[number, number], { words_json: string }>(db, `SELECT words_json FROM ocr_words WHERE paper_id = ? AND page_number = ?`).get(paperId, page);
  return row ? (JSON.parse(row.words_json) as OcrWord[]) : [];
}
