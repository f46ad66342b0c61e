import { toErrorInfo } from "../../contract/errors.ts";
import { OcrNotesSchema } from "../../contract/readingNotes.ts";
import type { ImportProgressEvent, ImportResult, PageProgress } from "../../contract/importResults.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { findPaperBySha256 } from "../db/repositories/papers.ts";
import { findLikelyDuplicate } from "../db/repositories/likelyDuplicates.ts";
import { expandPaths, type BatchEntry } from "./expandPaths.ts";
import { readablePath } from "./filePath.ts";
import type { PagesRead } from "./pool/parserPoolOptions.ts";
import { ParserPool } from "./pool/ParserPool.ts";
import type { OcrRequest } from "./pool/workerRequests.ts";
import { ocrTimeLeft } from "./ocrTimeLeft.ts";
import { confirmUnchanged, readPdfFile, type PdfFile } from "./readPdfFile.ts";
import { storePaper } from "./storePaper.ts";
import { summarizeImport } from "./summarizeImport.ts";

export interface ImportPapersOptions {
  /** Offered to every file of the batch that cannot be opened without a password (not to owner-password-only ones). Defaults to none. */
  password?: string;
  /** Stops the batch: running parses are cancelled and the call rejects with the signal's
   * reason. Papers stored before that stay (each is its own transaction). Defaults to none. */
  signal?: AbortSignal;
  /** Called as each file starts and finishes (finishing order), then once with a summary. Defaults to none. */
  onProgress?: (event: ImportProgressEvent) => void;
  /** Workers to parse in. Defaults to a pool made for this call and disposed at its end. */
  pool?: ParserPool;
  /** Read pages without a usable text layer by OCR, in these languages. Defaults to off: a scanned PDF is refused. */
  ocr?: OcrRequest;
}

/**
 * Imports files and folders into the library. Files are read and hashed one after another in
 * batch order (so, of two identical files, the first listed is the one stored), parsed in the
 * pool's workers, as many at once as it has, and written on this thread as each parse ends.
 * One bad file never stops the batch: every file gets a result, in batch order.
 */
export async function importPapers(db: LibraryDatabase, paths: string[], options: ImportPapersOptions = {}): Promise<ImportResult[]> {
  const startedAt = performance.now();
  const pool = options.pool ?? new ParserPool();
  try {
    const results = await runBatch(db, await expandPaths(paths), pool, options);
    options.signal?.throwIfAborted();
    options.onProgress?.({ type: "summary", summary: summarizeImport(results, (performance.now() - startedAt) / 1000) });
    return results;
  } finally {
    if (!options.pool) await pool.dispose();
  }
}

async function runBatch(db: LibraryDatabase, entries: BatchEntry[], pool: ParserPool, options: ImportPapersOptions): Promise<ImportResult[]> {
  const { signal, onProgress } = options;
  const total = entries.length;
  const results: ImportResult[] = [];
  const finishing: Promise<void>[] = [];
  const parsing = new Set<Promise<ImportResult>>();
  /** The outcome of the first file of the batch with given bytes, for later copies to share. */
  const firstWithHash = new Map<string, Promise<ImportResult>>();
  const finish = (index: number, result: ImportResult) => {
    results[index] = result;
    onProgress?.({ type: "finished", index, total, result });
  };

  for (const [index, entry] of entries.entries()) {
    // One file more in flight than there are workers: it waits, read and hashed, in the pool's
    // queue, so a worker that finishes starts on it at once instead of idling while this thread
    // stores the paper it returned and reads the next file. At most that many files' bytes are
    // held in memory.
    while (parsing.size > pool.size) await Promise.race(parsing);
    if (signal?.aborted) break;
    onProgress?.({ type: "started", index, total, file: readablePath(entry.file) });

    const checked = await checkFile(db, entry);
    if (!("bytes" in checked)) {
      finish(index, checked);
      continue;
    }
    const original = firstWithHash.get(checked.sha256);
    if (original) {
      finishing.push(original.then((first) => finish(index, copyOf(first, readablePath(entry.file)))));
      continue;
    }
    const onPages = (pages: PageProgress) => onProgress?.({ type: "pages", index, total, file: readablePath(entry.file), pages });
    const task = parseAndStore(db, pool, checked, options, onPages);
    firstWithHash.set(checked.sha256, task);
    parsing.add(task);
    void task.then(() => parsing.delete(task));
    finishing.push(task.then((result) => finish(index, result)));
  }
  await Promise.all(finishing);
  return results;
}

/** The pages OCR could not read, or read only in part, of a paper just stored: said with its result. */
function ocrPageNotes(metadata: unknown): Pick<ImportResult, "ocrPagesUnread" | "ocrPagesPartlyRead"> {
  const ocr = OcrNotesSchema.safeParse(metadata);
  if (!ocr.success) return {};
  const { failedPages, partlyReadPages = [] } = ocr.data;
  return { ...(failedPages.length > 0 ? { ocrPagesUnread: failedPages } : {}), ...(partlyReadPages.length > 0 ? { ocrPagesPartlyRead: partlyReadPages } : {}) };
}

/** Reads the file and looks its bytes up in the library: the file to parse, or its result already. */
async function checkFile(db: LibraryDatabase, entry: BatchEntry): Promise<PdfFile | ImportResult> {
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
async function parseAndStore(db: LibraryDatabase, pool: ParserPool, file: PdfFile, options: ImportPapersOptions, onPages: (pages: PageProgress) => void): Promise<ImportResult> {
  const shown = readablePath(file.file);
  try {
    const fileSize = file.bytes.byteLength;
    const timeLeft = ocrTimeLeft();
    let lastSent = 0;
    const onPage = (progress: PagesRead) => {
      // Every page goes to the estimate (its pace starts at the first OCR page); reported for
      // files OCR reads (a text page takes milliseconds; a scanned one seconds), at most a few
      // times a second.
      const now = performance.now();
      const secondsLeft = timeLeft(progress, now);
      if (progress.ocrPages === 0 || (now - lastSent < 250 && progress.done < progress.total)) return;
      lastSent = now;
      onPages({ ...progress, secondsLeft });
    };
    const paper = await pool.parse(file.bytes, { file: shown, ...(options.password !== undefined ? { password: options.password } : {}), ...(options.ocr ? { ocr: options.ocr } : {}), onPage }, options.signal);
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

/**
 * A later file of the batch with the same bytes as `first` gets the same outcome without a
 * second parse: a duplicate of the stored paper, or the same failure (said of its own path).
 */
function copyOf(first: ImportResult, file: string): ImportResult {
  if (first.status === "failed") {
    const error = first.error && { ...first.error, message: first.error.message.replaceAll(first.file, file) };
    return { ...first, file, error };
  }
  return { file, status: "duplicate", paperId: first.paperId, pages: first.pages, error: null };
}

function failed(file: string, error: unknown): ImportResult {
  return { file, status: "failed", paperId: null, pages: null, error: toErrorInfo(error) };
}
