import type { OcrPageWords } from "../../contract/ocrWords.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { ocrPageWords } from "../db/repositories/ocrWords.ts";
import { getPaper } from "../db/repositories/papers.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";

/** The words OCR read on one page of a paper (none for a page with a text layer, or past its end). */
export function readOcrWords(db: LibraryDatabase, id: number, page: number): OcrPageWords {
  if (!getPaper(db, id)) throw new PaperNotFoundError(id);
  return { page, words: ocrPageWords(db, id, page) };
}
