import fs from "node:fs/promises";
import path from "node:path";
import type { ImportOptions, ImportResult } from "../../contract/papers.ts";
import type { LibraryService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { readSchemaVersion } from "../db/migrations/index.ts";
import { listPaperRows, paperListFacets } from "../db/repositories/paperList.ts";
import { deletePaper, listPapers } from "../db/repositories/papers.ts";
import { tableCounts } from "../db/repositories/stats.ts";
import { prepared } from "../db/statements.ts";
import { importPapers } from "../documents/importPapers.ts";
import type { ParserPool } from "../documents/pool/ParserPool.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";
import type { Emit } from "../events/EventHub.ts";
import { readPaperDetail, toPaperSummary } from "./paperViews.ts";
import { readPaperFile } from "./readPaperFile.ts";
import { readPaperReading } from "./paperReading.ts";
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
  /** Whose keep/drop decisions make a paper "reviewed". Defaults to "me". */
  reviewer?: () => string;
}

export function createLibraryService(options: LibraryServiceOptions): LibraryService {
  const { db, pool } = options;
  const emit: Emit = options.emit ?? (() => undefined);
  const reviewer = options.reviewer ?? (() => "me");

  /** The import every entry point shares, so uploads and files from disk give the same results and events. */
  async function runImport(paths: string[], importOptions: ImportOptions, describe: (result: ImportResult) => ImportResult = (r) => r): Promise<ImportResult[]> {
    const { password, onProgress, signal, batchId } = importOptions;
    const results = await importPapers(db(), paths, {
      password,
      signal,
      pool: pool(),
      onProgress(raw) {
        const event = raw.type === "finished" ? { ...raw, result: describe(raw.result) } : raw;
        onProgress?.(event);
        if (batchId !== undefined) emit({ type: "import.progress", batchId, event });
      },
    });
    if (results.some((r) => r.status === "imported")) emit({ type: "library.changed" });
    return results.map(describe);
  }

  return {
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
    async getPaper(id) {
      return readPaperDetail(db(), id);
    },
    async browse(query = {}) {
      const connection = db();
      const words = (query.search ?? "").split(/\s+/).filter((w) => w !== "");
      const papers = listPaperRows(
        connection,
        { words, status: query.status ?? null, language: query.language ?? null, strategy: query.strategy ?? null, reviewer: reviewer() },
        query.sort ?? "imported",
        // Newest first is what "imported" means by default; the other sorts read naturally ascending.
        query.order ?? (query.sort === undefined || query.sort === "imported" ? "desc" : "asc"),
      );
      return { papers, ...paperListFacets(connection) };
    },
    async reading(id) {
      return readPaperReading(db(), id);
    },
    async paperFile(id) {
      return readPaperFile(db(), id);
    },
    async upload(files, importOptions = {}) {
      const folder = path.join(options.dataDir, UPLOADS_FOLDER);
      // Stored one after another: a clash between two files of the same batch then resolves to
      // "reuse" or "next suffix" deterministically, in the order the page sent them.
      const stored: StoredUpload[] = [];
      for (const file of files) stored.push(await storeUpload(folder, file));
      // Errors name the file as the user knows it, not the copy in the data folder.
      const names = new Map(stored.map((s, i) => [s.file, files[i]!.name]));
      const describe = (result: ImportResult): ImportResult => {
        const name = names.get(result.file);
        return name && result.error ? { ...result, error: { ...result.error, message: result.error.message.replaceAll(result.file, name) } } : result;
      };
      const results = await runImport(stored.map((s) => s.file), importOptions, describe);
      // A copy made by this call that did not become a paper (a failure, or bytes the library
      // already has) is of no use in the data folder; the results still name it.
      const connection = db();
      const inUse = prepared<[string], { n: number }>(connection, `SELECT count(*) AS n FROM papers WHERE source_path = ?`);
      for (const [index, result] of results.entries()) {
        const copy = stored[index];
        if (!copy?.created || result.status === "imported") continue;
        if (inUse.get(copy.file)!.n === 0) await fs.rm(copy.file, { force: true });
      }
      return results;
    },
    async removePaper(id) {
      const connection = db();
      const removed = connection.transaction(() => deletePaper(connection, id))();
      if (!removed) throw new PaperNotFoundError(id);
      emit({ type: "library.changed" });
    },
  };
}
