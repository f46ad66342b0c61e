import fs from "node:fs";
import path from "node:path";
import { toErrorInfo } from "../../contract/errors.ts";
import { PAPER_PAGE_SIZE, type ImportOptions, type ImportProgressEvent, type ImportResult } from "../../contract/papers.ts";
import type { LibraryService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { readSchemaVersion } from "../db/migrations/index.ts";
import { countPaperRows, listPaperRows, paperListFacets } from "../db/repositories/paperList.ts";
import { deletePaper, isPaperSource as isPaperFile, listPapers } from "../db/repositories/papers.ts";
import { listDatasets, listDatasetTexts } from "../db/repositories/datasets.ts";
import { revertPaperEdits, savePaperEdits } from "../db/repositories/paperEdits.ts";
import { tableCounts } from "../db/repositories/stats.ts";
import { requireSearchLength } from "../errors/SearchTooLongError.ts";
import { describeFsError } from "../files/describeFsError.ts";
import { UnreadableFileError } from "../documents/errors/UnreadableFileError.ts";
import { importPapers } from "../documents/importPapers.ts";
import type { ParserPool } from "../documents/pool/ParserPool.ts";
import { ImportEntryNotFoundError } from "../errors/ImportEntryNotFoundError.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";
import { UploadNotStoredError } from "../errors/UploadNotStoredError.ts";
import type { Emit } from "../events/EventHub.ts";
import { ImportReports, type BatchStart, type ImportFileRecord } from "./ImportReports.ts";
import { normalizeMetadataChanges } from "./paperMetadata.ts";
import { parseDoi } from "../../contract/doi.ts";
import { InvalidDoiError } from "../errors/InvalidDoiError.ts";
import { importZoteroEntries } from "./zotero/importZoteroExport.ts";
import { readZoteroExportInWorker } from "./zotero/readZoteroExportInWorker.ts";
import { createPaperViews } from "./createPaperViews.ts";
import { readPaperDetail, toPaperSummary } from "./paperViews.ts";
import { readOcrWords } from "./readOcrWords.ts";
import { readPaperFile } from "./readPaperFile.ts";
import { readPaperReading } from "./paperReading.ts";
import { readStoredTables, readTablesAgain } from "./paperTables.ts";
import { judgeUnjudgedPapers } from "./readingNotes.ts";
import { readSettings } from "../settings/readSettings.ts";
import type { OcrRequest } from "../documents/pool/workerMessages.ts";
import { storeUpload, UPLOADS_FOLDER, type StoredUpload } from "./storeUploads.ts";

export interface LibraryServiceOptions {
  /** Opens the library on first use. */
  db: () => LibraryDatabase;
  databasePath: string;
  /** Uploads are stored in its "uploads" folder. */
  dataDir: string;
  /** The core's one ParserPool, created on first import. */
  pool: () => ParserPool;
  /** Publishes "import.progress" and "library.changed". Defaults to publishing nothing. */
  emit?: Emit;
}

/** The library service, plus what the core calls when it closes. */
export type CoreLibraryService = LibraryService & {
  /** Deletes the uploaded copies kept only for a password prompt (the report ends with the process). */
  dispose(): void;
};

/** The `library` service: papers in and out, what they hold, and what runs made of each. */
export function createLibraryService(options: LibraryServiceOptions): CoreLibraryService {
  const { db, pool } = options;
  const emit: Emit = options.emit ?? (() => undefined);
  const reports = new ImportReports((record) => forgetCopy(record));

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
    return ocr.enabled ? { ocr: { languages: ocr.languages, engine: ocr.engine } } : {};
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

  return {
    ...createPaperViews(db),
    async dbInfo() {
      const connection = db();
      return { path: options.databasePath, schemaVersion: readSchemaVersion(connection), counts: tableCounts(connection) };
    },
    async importPapers(paths, importOptions = {}) {
      return runImport(paths, importOptions);
    },
    async listPapers() {
      return listPapers(db()).map(toPaperSummary);
    },
    async datasets() {
      return listDatasets(db());
    },
    async datasetTexts({ dataset }) {
      return listDatasetTexts(db(), dataset);
    },
    async getPaper(id) {
      return readPaperDetail(db(), id);
    },
    async browse(query = {}) {
      requireSearchLength(query.search);
      const connection = db();
      const words = (query.search ?? "").split(/\s+/).filter((w) => w !== "");
      // Papers imported before doubts were kept are judged here, so the list flags and filters them too.
      judgeUnjudgedPapers(connection);
      const filter = { words, status: query.status ?? null, language: query.language ?? null, strategy: query.strategy ?? null, details: query.details ?? null, ids: query.ids ?? null, withQas: query.withQas ?? false };
      const offset = query.offset ?? 0;
      const limit = query.limit ?? PAPER_PAGE_SIZE;
      const papers = listPaperRows(
        connection,
        filter,
        query.sort ?? "imported",
        // Newest first is what "imported" means by default; the other sorts read naturally ascending.
        query.order ?? (query.sort === undefined || query.sort === "imported" ? "desc" : "asc"),
        { offset, limit },
      );
      const facets = paperListFacets(connection);
      const unfiltered = words.length === 0 && [filter.status, filter.language, filter.strategy, filter.details, filter.ids].every((v) => v === null) && !filter.withQas;
      // A page that is not full ends the list, and without filters every paper matches: only the
      // remaining case is counted.
      const matching = (papers.length > 0 || offset === 0) && papers.length < limit ? offset + papers.length : unfiltered ? facets.totalPapers : countPaperRows(connection, filter);
      return { papers, offset, matching, ...facets };
    },
    async reading(id) {
      return readPaperReading(db(), id);
    },
    async paperFile(id) {
      return readPaperFile(db(), id);
    },
    async ocrWords(id, page) {
      return readOcrWords(db(), id, page);
    },
    async paperTables(id) {
      return readStoredTables(db(), id);
    },
    async readTables(id) {
      const tables = await readTablesAgain(db(), pool(), id);
      emit({ type: "library.changed" });
      return tables;
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
    async removePaper(id) {
      const connection = db();
      const removed = connection.transaction(() => deletePaper(connection, id))();
      if (!removed) throw new PaperNotFoundError(id);
      emit({ type: "library.changed" });
    },
    async editPaper(id, request) {
      // A DOI that is not one would be stored and linked to doi.org: refused before anything changes.
      const doi = request.changes?.doi;
      if (typeof doi === "string" && doi.trim() !== "" && parseDoi(doi) === null) throw new InvalidDoiError(doi);
      const connection = db();
      const found = connection.transaction(
        () => revertPaperEdits(connection, id, request.revert ?? []) && savePaperEdits(connection, id, normalizeMetadataChanges(request.changes ?? {}), "user"),
      )();
      if (!found) throw new PaperNotFoundError(id);
      emit({ type: "library.changed" });
      return readPaperDetail(connection, id);
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
