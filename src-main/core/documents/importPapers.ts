import type { ImportResult, PageProgress } from "../../contract/importResults.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { expandPaths, type BatchEntry } from "./expandPaths.ts";
import { readablePath } from "./filePath.ts";
import { checkFile, parseAndStore } from "./importOneFile.ts";
import type { ImportPapersOptions } from "./importPapersOptions.ts";
import { ParserPool } from "./pool/ParserPool.ts";
import { summarizeImport } from "./summarizeImport.ts";

export type { ImportPapersOptions } from "./importPapersOptions.ts";

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
