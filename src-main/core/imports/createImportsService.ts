import { libraryChanged } from "../../contract/events.ts";
import fs from "node:fs";
import path from "node:path";
import type { ImportsService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { deletePaper, isPaperSource as isPaperFile } from "../db/repositories/papers.ts";
import type { ParserPool } from "../documents/pool/ParserPool.ts";
import type { OcrRequest } from "../documents/pool/workerRequests.ts";
import { ImportCancelledError } from "../errors/ImportCancelledError.ts";
import { ImportEntryNotFoundError } from "../errors/ImportEntryNotFoundError.ts";
import type { Emit } from "../events/EventHub.ts";
import { readSettings } from "../settings/readSettings.ts";
import { BatchControllers } from "./BatchControllers.ts";
import { ImportReports } from "./ImportReports.ts";
import type { ImportFileRecord } from "./importFileRecords.ts";
import { OCR_READS_FOLDER } from "../documents/ocr/CachedOcrReader.ts";
import { UPLOADS_FOLDER } from "./storeUploads.ts";
import type { ImportContext } from "./importContext.ts";
import { importUploads } from "./importUploads.ts";
import { runImport } from "./runImport.ts";
import { unlockImport } from "./unlockImport.ts";
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
    return ocr.enabled ? { ocr: { languages: ocr.languages, engine: ocr.engine, model: ocr.model, keepReadsIn: path.join(options.dataDir, OCR_READS_FOLDER) } } : {};
  }

  const context: ImportContext = { db, pool, emit, reports, controllers, isPaperSource, forgetCopy, ocrOption };
  return {
    async importPapers(paths, importOptions = {}) {
      return runImport(context, paths, importOptions);
    },
    async upload(files, importOptions = {}) {
      return importUploads(context, path.join(options.dataDir, UPLOADS_FOLDER), files, importOptions);
    },
    async importZotero(exportFile, importOptions = {}) {
      const entries = await readZoteroExportInWorker(exportFile);
      const results = await importZoteroEntries(db(), entries, (files) => runImport(context, files, { label: path.basename(exportFile), ...importOptions }));
      const filled = results.flatMap((r) => (r.fields.length > 0 && r.paperId !== null ? [r.paperId] : []));
      if (filled.length > 0) emit(libraryChanged(filled));
      return results;
    },
    async importReport() {
      return reports.report();
    },
    async unlockImport(batchId, index, password) {
      return unlockImport(context, batchId, index, password);
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
        emit(libraryChanged([copy]));
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

