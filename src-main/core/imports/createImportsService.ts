import fs from "node:fs";
import path from "node:path";
import { toErrorInfo } from "../../contract/errors.ts";
import type { ImportOptions, ImportProgressEvent, ImportResult } from "../../contract/importResults.ts";
import type { ImportsService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { deletePaper, isPaperSource as isPaperFile } from "../db/repositories/papers.ts";
import { describeFsError } from "../files/describeFsError.ts";
import { UnreadableFileError } from "../documents/errors/UnreadableFileError.ts";
import { importPapers } from "../documents/importPapers.ts";
import type { ParserPool } from "../documents/pool/ParserPool.ts";
import type { OcrRequest } from "../documents/pool/workerMessages.ts";
import { ImportCancelledError } from "../errors/ImportCancelledError.ts";
import { ImportEntryNotFoundError } from "../errors/ImportEntryNotFoundError.ts";
import { UploadNotStoredError } from "../errors/UploadNotStoredError.ts";
import type { Emit } from "../events/EventHub.ts";
import { readSettings } from "../settings/readSettings.ts";
import { BatchControllers } from "./BatchControllers.ts";
import { ImportReports, type BatchStart } from "./ImportReports.ts";
import type { ImportFileRecord } from "./importFileRecords.ts";
import { storeUpload, UPLOADS_FOLDER, type StoredUpload } from "./storeUploads.ts";
import { importZoteroEntries } from "./zotero/importZoteroExport.ts";
import { readZoteroExportInWorker } from "./zotero/readZoteroExportInWorker.ts";

export interface ImportsServiceOptions {
  /** Opens the library on first use. */
  db: () => LibraryDatabase;
  /** Uploads are stored in its "uploads" folder. */
  dataDir: string;
  /** The core's one ParserPool, created on first import. */
  pool: () => ParserPool;
  /** Publishes "import.progress", "imports.changed" and "library.changed". Defaults to publishing nothing. */
  emit?: Emit;
}

/** The imports service, plus what the core calls when it closes. */
export type CoreImportsService = ImportsService & {
  /** Deletes the uploaded copies kept only for a password prompt (the report ends with the process). */
  dispose(): void;
};

/**
 * The `imports` service: files, uploads and Zotero exports in through one import every entry
 * point shares, the report of the batches (passwords, likely duplicates), and the uploaded copies
 * it keeps only while a file waits for its password. The papers themselves are the `library`'s.
 */
export function createImportsService(options: ImportsServiceOptions): CoreImportsService {
  const { db, pool } = options;
  const emit: Emit = options.emit ?? (() => undefined);
  const reports = new ImportReports((record) => forgetCopy(record));
  const controllers = new BatchControllers();

  /** Whether a paper was imported from this file (then it stays, whatever the report does). */
  const isPaperSource = (file: string): boolean => isPaperFile(db(), file);

  /**
   * Deletes an upload's copy once nothing needs it: not a paper's file, and no other file of the
   * report still waiting on it (the same bytes sent twice share one copy).
   */
  function forgetCopy(record: ImportFileRecord): void {
    const file = record.file;
    if (!record.upload || file === null) return;
    const held = reports.files().some((r) => r !== record && r.upload && r.file === file && (r.status === "needs-password" || r.status === "queued" || r.status === "reading"));
    if (held || isPaperSource(file)) return;
    fs.rmSync(file, { force: true });
  }

  /** OCR as the settings have it, read at each import so a change applies to the next one. */
  function ocrOption(): { ocr?: OcrRequest } {
    const { ocr } = readSettings(db());
    return ocr.enabled ? { ocr: { languages: ocr.languages, engine: ocr.engine, model: ocr.model } } : {};
  }

  /** Error messages name the file as the user knows it, not the copy in the data folder. */
  const asUserSees = (result: ImportResult, name: string | undefined): ImportResult =>
    name && result.error ? { ...result, error: { ...result.error, message: result.error.message.replaceAll(result.file, name) } } : result;

  /**
   * The import every entry point shares, so uploads and files from disk give the same results,
   * events and report. A call with a `batchId` is kept in the report, its events numbered in
   * the whole batch (a batch sent in parts continues where the last part ended).
   */
  async function runImport(paths: string[], importOptions: ImportOptions, uploads?: { name: string; file: string }[]): Promise<ImportResult[]> {
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
        if (cancel?.signal.aborted) emit({ type: "library.changed" });
      }
      throw error;
    }
    const described = results.map(describe);
    if (batchId !== undefined) {
      controllers.release(batchId);
      reports.end(batchId, offset, described);
      emit({ type: "imports.changed" });
    }
    if (results.some((r) => r.status === "imported")) emit({ type: "library.changed" });
    return described;
  }


  return {
    async importPapers(paths, importOptions = {}) {
      return runImport(paths, importOptions);
    },
    async upload(files, importOptions = {}) {
      const folder = path.join(options.dataDir, UPLOADS_FOLDER);
      // Stored one after another: a clash between two files of the same batch then resolves to
      // "reuse" or "next suffix" deterministically, in the order the page sent them. A file that
      // cannot be stored fails alone; the others are imported.
      const stored: (StoredUpload | ImportResult)[] = [];
      for (const file of files) {
        try {
          stored.push(await storeUpload(folder, file));
        } catch (error) {
          const failure = new UploadNotStoredError(file.name, describeFsError(error));
          stored.push({ file: file.name, status: "failed", paperId: null, pages: null, error: toErrorInfo(failure) });
        }
      }
      const copies = stored.filter((s): s is StoredUpload => "created" in s);
      const uploads = copies.map((copy) => ({ name: files[stored.indexOf(copy)]!.name, file: copy.file }));
      let results: ImportResult[] | undefined;
      try {
        results = await runImport(uploads.map((u) => u.file), importOptions, uploads);
      } finally {
        // A copy made by this call that did not become a paper (a failure, bytes the library
        // already has, or an import that stopped) is of no use in the data folder; the results
        // still name it. One that waits for its password in the report stays until it is
        // unlocked or the report forgets it.
        const waiting = (file: string) => reports.files().some((r) => r.upload && r.file === file && r.status === "needs-password");
        for (const [index, copy] of copies.entries()) {
          if (!copy.created || results?.[index]?.status === "imported" || waiting(copy.file)) continue;
          if (!isPaperSource(copy.file)) await fs.promises.rm(copy.file, { force: true });
        }
      }
      const imported = results; // a const, so the callback below sees it assigned
      return stored.map((s) => ("created" in s ? imported[copies.indexOf(s)]! : s));
    },
    async importZotero(exportFile, importOptions = {}) {
      const entries = await readZoteroExportInWorker(exportFile);
      const results = await importZoteroEntries(db(), entries, (files) => runImport(files, { label: path.basename(exportFile), ...importOptions }));
      if (results.some((r) => r.fields.length > 0)) emit({ type: "library.changed" });
      return results;
    },
    async importReport() {
      return reports.report();
    },
    async unlockImport(batchId, index, password) {
      const record = reports.find(batchId, index);
      if (!record) throw new ImportEntryNotFoundError(batchId, index);
      // Already unlocked (or being unlocked) from this or another window: nothing to do twice.
      if (record.status !== "needs-password" || record.file === null) return reports.fileView(record);
      const file = record.file;
      reports.retrying(record);
      emit({ type: "imports.changed" });
      try {
        let result: ImportResult;
        if (record.upload && !fs.existsSync(file)) {
          const gone = new UnreadableFileError(record.name, "the copy kept for its password is no longer in the data folder; import the file again");
          result = { file, status: "failed", paperId: null, pages: null, error: toErrorInfo(gone) };
        } else {
          const [answer] = await importPapers(db(), [file], { password, pool: pool(), ...ocrOption() });
          result = asUserSees(answer!, record.upload ? record.name : undefined);
        }
        reports.settle(record, result);
        if (result.status === "imported") emit({ type: "library.changed" });
        else if (record.status !== "needs-password") forgetCopy(record);
      } catch (error) {
        reports.settle(record, { file, status: "failed", paperId: null, pages: null, error: toErrorInfo(error) });
        forgetCopy(record);
      } finally {
        emit({ type: "imports.changed" });
      }
      return reports.fileView(record);
    },
    async resolveDuplicate(batchId, index, keepBoth) {
      const record = reports.find(batchId, index);
      if (!record) throw new ImportEntryNotFoundError(batchId, index);
      // Already settled from this or another window: nothing to do twice.
      if (!record.likelyDuplicateOf) return reports.fileView(record);
      const copy = record.paperId;
      if (!keepBoth && copy !== null) {
        const connection = db();
        connection.transaction(() => deletePaper(connection, copy))();
        emit({ type: "library.changed" });
      }
      reports.settleDuplicate(record, keepBoth);
      if (!keepBoth) forgetCopy(record);
      emit({ type: "imports.changed" });
      return reports.fileView(record);
    },
    async cancelImport(batchId) {
      const outcome = reports.cancel(batchId);
      controllers.abort(batchId, new ImportCancelledError(batchId));
      if (outcome === "cancelling") emit({ type: "imports.changed" });
      return outcome;
    },
    async clearImports() {
      reports.clear();
      emit({ type: "imports.changed" });
      return reports.report();
    },
    dispose() {
      for (const record of reports.files()) {
        if (record.upload && record.status === "needs-password" && record.file !== null && !isPaperSource(record.file)) fs.rmSync(record.file, { force: true });
      }
    },
  };
}

/** A call's event numbered in its whole batch: the call's files start at `offset`. */
function inWholeBatch(event: ImportProgressEvent, offset: number, expectedFiles: number | undefined): ImportProgressEvent {
  if (event.type === "summary") return event;
  return { ...event, index: event.index + offset, total: Math.max(expectedFiles ?? 0, offset + event.total) };
}
