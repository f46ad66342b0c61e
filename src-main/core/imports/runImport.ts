import { toErrorInfo } from "../../contract/errors.ts";
import type { ImportOptions, ImportProgressEvent, ImportResult } from "../../contract/importResults.ts";
import { importPapers } from "../documents/importPapers.ts";
import { asUserSees, type ImportContext } from "./importContext.ts";
import type { BatchStart } from "./ImportReports.ts";

/**
 * The import every entry point shares, so uploads and files from disk give the same results,
 * events and report. A call with a `batchId` is kept in the report, its events numbered in
 * the whole batch (a batch sent in parts continues where the last part ended).
 */
export async function runImport(context: ImportContext, paths: string[], importOptions: ImportOptions, uploads?: { name: string; file: string }[]): Promise<ImportResult[]> {
  const { db, pool, emit, reports, ocrOption } = context;
  const { password, onProgress, signal, batchId, label, expectedFiles } = importOptions;
  const names = new Map(uploads?.map((u) => [u.file, u.name]));
  const describe = (result: ImportResult) => asUserSees(result, names.get(result.file));
  const start: BatchStart = { label, expectedFiles, uploads };
  const offset = batchId === undefined ? 0 : reports.begin(batchId, start);
  if (batchId !== undefined) emit({ type: "imports.changed" });
  let results: ImportResult[];
  try {
    results = await importPapers(db(), paths, {
      password,
      signal,
      pool: pool(),
      ...ocrOption(),
      onProgress(raw) {
        const event = raw.type === "finished" ? { ...raw, result: describe(raw.result) } : raw;
        onProgress?.(event);
        if (batchId === undefined) return;
        const inBatch = inWholeBatch(event, offset, expectedFiles);
        reports.progress(batchId, inBatch);
        emit({ type: "import.progress", batchId, event: inBatch });
      },
    });
  } catch (error) {
    if (batchId !== undefined) {
      reports.fail(batchId, toErrorInfo(error));
      emit({ type: "imports.changed" });
    }
    throw error;
  }
  const described = results.map(describe);
  if (batchId !== undefined) {
    reports.end(batchId, offset, described);
    emit({ type: "imports.changed" });
  }
  if (results.some((r) => r.status === "imported")) emit({ type: "library.changed" });
  return described;
}

/** A call's event numbered in its whole batch: the call's files start at `offset`. */
function inWholeBatch(event: ImportProgressEvent, offset: number, expectedFiles: number | undefined): ImportProgressEvent {
  if (event.type === "summary") return event;
  return { ...event, index: event.index + offset, total: Math.max(expectedFiles ?? 0, offset + event.total) };
}
