import type { LibraryService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { readSchemaVersion } from "../db/migrations/index.ts";
import { listPapers } from "../db/repositories/papers.ts";
import { tableCounts } from "../db/repositories/stats.ts";
import { importPapers } from "../documents/importPapers.ts";
import type { ParserPool } from "../documents/pool/ParserPool.ts";
import { readPaperDetail, toPaperSummary } from "./paperViews.ts";

/** `pool` is the core's one ParserPool, created on first import. */
export function createLibraryService(db: () => LibraryDatabase, databasePath: string, pool: () => ParserPool): LibraryService {
  return {
    async dbInfo() {
      const connection = db();
      return { path: databasePath, schemaVersion: readSchemaVersion(connection), counts: tableCounts(connection) };
    },
    async importPapers(paths, options = {}) {
      const { password, onProgress, signal } = options;
      return importPapers(db(), paths, { password, onProgress, signal, pool: pool() });
    },
    async listPapers() {
      return listPapers(db()).map(toPaperSummary);
    },
    async getPaper(id) {
      return readPaperDetail(db(), id);
    },
  };
}
