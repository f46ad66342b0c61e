import { toErrorInfo } from "../../contract/errors.ts";
import { OcrNotesSchema } from "../../contract/readingNotes.ts";
import type { ImportResult, PageProgress } from "../../contract/importResults.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { findPaperBySha256 } from "../db/repositories/papers.ts";
import { findLikelyDuplicate } from "../db/repositories/likelyDuplicates.ts";
import { throttleLatest } from "../events/throttleLatest.ts";
import type { BatchEntry } from "./expandPaths.ts";
import { readablePath } from "./filePath.ts";
import type { ImportPapersOptions } from "./importPapersOptions.ts";
import type { PagesRead } from "./pool/parserPoolOptions.ts";
import type { ParserPool } from "./pool/ParserPool.ts";
import { ocrTimeLeft } from "./ocrTimeLeft.ts";
import { confirmUnchanged, readPdfFile, type PdfFile } from "./readPdfFile.ts";
import { storePaper } from "./storePaper.ts";

// One file of an import batch, from its bytes to its stored paper; the batch's order, copies and
// progress stay in importPapers.ts.

/** The pages OCR could not read, or read only in part, of a paper just stored: said with its result. */
function ocrPageNotes(metadata: unknown): Pick<ImportResult, "ocrPagesUnread" | "ocrPagesPartlyRead"> {
  const ocr = OcrNotesSchema.safeParse(metadata);
  if (!ocr.success) return {};
  const { failedPages, partlyReadPages = [] } = ocr.data;
  return { ...(failedPages.length > 0 ? { ocrPagesUnread: failedPages } : {}), ...(partlyReadPages.length > 0 ? { ocrPagesPartlyRead: partlyReadPages } : {}) };
}

/** Reads the file and looks its bytes up in the library: the file to parse, or its result already. */
export async function checkFile(db: LibraryDatabase, entry: BatchEntry): Promise<PdfFile | ImportResult> {
  try {
    if (entry.error) throw entry.error;
    const file = await readPdfFile(entry.file, { listed: entry.listed === true });
    const stored = findPaperBySha256(db, file.sha256);
    if (stored) return { file: readablePath(entry.file), status: "duplicate", paperId: stored.id, pages: stored.pageCount, error: null };
    return file;
  } catch (error) {
    return failed(readablePath(entry.file), error);
  }
}

/** Never rejects: whatever goes wrong (the parse, the write) is this file's failed result. */
export async function parseAndStore(db: LibraryDatabase, pool: ParserPool, file: PdfFile, options: ImportPapersOptions, onPages: (pages: PageProgress) => void): Promise<ImportResult> {
  const shown = readablePath(file.file);
  try {
    const fileSize = file.bytes.byteLength;
    const timeLeft = ocrTimeLeft();
    // At most four times a second, and the latest count never held back: a batch of pages read
    // at once ("2 of 6" a moment after "1 of 6") shows its count while the next batch takes its seconds.
    const sent = throttleLatest(onPages, 250);
    const onPage = (progress: PagesRead) => {
      // Every page goes to the estimate (its pace starts at the first OCR page); reported for
      // files OCR reads (a text page takes milliseconds; a scanned one seconds).
      const pages = { ...progress, secondsLeft: timeLeft(progress, performance.now()) };
      if (progress.ocrPages === 0) return;
      if (progress.done >= progress.total) sent.final(pages);
      else sent.push(pages);
    };
    const paper = await pool.parse(file.bytes, { file: shown, ...(options.password !== undefined ? { password: options.password } : {}), ...(options.ocr ? { ocr: options.ocr } : {}), onPage }, options.signal).finally(() => sent.cancel());
    options.signal?.throwIfAborted();
    // The parse took seconds (minutes with OCR): a file written to meanwhile is not what was read.
    await confirmUnchanged(file);
    const { paperId, created } = storePaper(db, paper, { sha256: file.sha256, source: file.file, fileSize });
    // Other bytes, same paper (a password added, a re-save) or the same DOI: imported, and said.
    const likely = created ? findLikelyDuplicate(db, paperId) : null;
    return { file: shown, status: created ? "imported" : "duplicate", paperId, pages: paper.pageCount, error: null, ...(likely ? { likelyDuplicateOf: likely } : {}), ...(created ? ocrPageNotes(paper.metadata?.["ocr"]) : {}) };
  } catch (error) {
    return failed(shown, options.signal?.aborted ? error : await changedInstead(file, error));
  }
}

/**
 * A file read while it was still being downloaded fails to parse as damaged; "download it
 * again" would be the wrong advice when the download is still going. So a failed parse of a file
 * that changed since it was read says that it changed.
 */
async function changedInstead(file: PdfFile, error: unknown): Promise<unknown> {
  try {
    await confirmUnchanged(file);
    return error;
  } catch (changed) {
    return changed;
  }
}

export function failed(file: string, error: unknown): ImportResult {
  return { file, status: "failed", paperId: null, pages: null, error: toErrorInfo(error) };
}
