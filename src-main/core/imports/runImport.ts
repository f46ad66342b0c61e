import { libraryChanged } from "../../contract/events.ts";
import { toErrorInfo } from "../../contract/errors.ts";
import type { ImportOptions, ImportProgressEvent, ImportResult } from "../../contract/importResults.ts";
import { importPapers } from "../documents/importPapers.ts";
import { ImportCancelledError } from "../errors/ImportCancelledError.ts";
import { asUserSees, type ImportContext } from "./importContext.ts";
import type { BatchStart } from "./ImportReports.ts";

/**
 * The import every entry point shares, so uploads and files from disk give the same results,
 * events and report. A call with a `batchId` is kept in the report, its events numbered in
 * the whole batch (a batch sent in parts continues where the last part ended).
 */
export async function runImport(context: ImportContext, paths: string[], importOptions: ImportOptions, uploads?: { name: string; file: string }[]): Promise<ImportResult[]> {
  const { db, pool, emit, reports, controllers, ocrOption } = context;
  const { password, onProgress, signal, batchId, label, expectedFiles } = importOptions;
  const names = new Map(uploads?.map((u) => [u.file, u.name]));
  const describe = (result: ImportResult) => asUserSees(result, names.get(result.file));
  const start: BatchStart = { label, expectedFiles, uploads };
  // A part of an upload sent after its batch was cancelled is not read.
  if (batchId !== undefined && reports.isCancelled(batchId)) throw new ImportCancelledError(batchId);
  const offset = batchId === undefined ? 0 : reports.begin(batchId, start);
  if (batchId !== undefined) emit({ type: "imports.changed" });
  const cancel = batchId === undefined ? undefined : controllers.hold(batchId);
  const signals = [signal, cancel?.signal].filter((s): s is AbortSignal => s !== undefined);
  let results: ImportResult[];
  try {
    results = await importPapers(db(), paths, {
      password,
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      pool: pool(),
      ...ocrOption(),
      onProgress(raw) {
        // A parse the cancel killed ends as a failure: it was not read, which the batch says at its end.
        if (cancel?.signal.aborted && raw.type === "finished" && raw.result.status === "failed") return;
        const event = raw.type === "finished" ? { ...raw, result: describe(raw.result) } : raw;
        onProgress?.(event);
        // A paper is stored as soon as it is read: the library says so then, not when the batch ends,
        // so the papers before a long scan are listed (and openable) while the scan is still read.
        if (raw.type === "finished" && raw.result.status === "imported" && raw.result.paperId !== null) emit(libraryChanged([raw.result.paperId]));
        if (batchId === undefined) return;
        const inBatch = inWholeBatch(event, offset, expectedFiles);
        reports.progress(batchId, inBatch);
        emit({ type: "import.progress", batchId, event: inBatch });
      },
    });
  } catch (error) {
    if (batchId !== undefined) {
      // Cancelled: what was stored before stays (the library has changed), the rest is "cancelled", not failed.
      if (cancel?.signal.aborted) reports.stopped(batchId);
      else reports.fail(batchId, toErrorInfo(error));
      controllers.release(batchId);
      emit({ type: "imports.changed" });
      // Which papers were stored before the cancel is not known here: any may have changed.
      if (cancel?.signal.aborted) emit(libraryChanged());
    }
    throw error;
  }
  const described = results.map(describe);
  if (batchId !== undefined) {
    controllers.release(batchId);
    reports.end(batchId, offset, described);
    emit({ type: "imports.changed" });
  }
  const stored = results.flatMap((r) => (r.status === "imported" && r.paperId !== null ? [r.paperId] : []));
  if (stored.length > 0) emit(libraryChanged(stored));
  return described;
}

/** A call's event numbered in its whole batch: the call's files start at `offset`. */
function inWholeBatch(event: ImportProgressEvent, offset: number, expectedFiles: number | undefined): ImportProgressEvent {
  if (event.type === "summary") return event;
  return { ...event, index: event.index + offset, total: Math.max(expectedFiles ?? 0, offset + event.total) };
}
