import { libraryChanged } from "../../contract/events.ts";
import { PAPERS_ANSWER_MAX, PAPERS_PAGE_DEFAULT, type PapersPageRequest } from "../../contract/paperListPages.ts";
import { PAPER_PAGE_SIZE } from "../../contract/papers.ts";
import { parseDoi } from "../../contract/doi.ts";
import type { LibraryService } from "../../contract/services.ts";
import { readSchemaVersion } from "../db/migrations/index.ts";
import { revertPaperEdits, savePaperEdits } from "../db/repositories/paperEdits.ts";
import { countPaperRows, listPaperRows, paperListFacets } from "../db/repositories/paperList.ts";
import { countPapers, deletePaper, listPapers, listPapersPage } from "../db/repositories/papers.ts";
import { tableCounts } from "../db/repositories/stats.ts";
import { InvalidDoiError } from "../errors/InvalidDoiError.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";
import { PapersTooManyError } from "../errors/PapersTooManyError.ts";
import { requireSearchLength } from "../errors/SearchTooLongError.ts";
import type { Emit } from "../events/EventHub.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import type { ParserPool } from "../documents/pool/ParserPool.ts";
import { createPaperViews } from "./createPaperViews.ts";
import { normalizeMetadataChanges } from "./paperMetadata.ts";
import { readPaperReading } from "./paperReading.ts";
import { readStoredTables, readTableRowsPage, readTablesAgain, readTablesPage } from "./paperTables.ts";
import { readPaperDetail, toPaperSummary } from "./paperViews.ts";
import { readOcrWords } from "./readOcrWords.ts";
import { readPaperFile } from "./readPaperFile.ts";
import { judgeUnjudgedPapers } from "./readingNotes.ts";

export interface LibraryServiceOptions {
  /** Opens the library on first use. */
  db: () => LibraryDatabase;
  databasePath: string;
  /** The core's one ParserPool (reading a paper's tables again). */
  pool: () => ParserPool;
  /** Publishes "library.changed". Defaults to publishing nothing. */
  emit?: Emit;
}

/** The `library` service: the papers (imports/ brings them in), what they hold, and what runs made of each (createPaperViews.ts). */
export function createLibraryService(options: LibraryServiceOptions): LibraryService {
  const { db, pool } = options;
  const emit: Emit = options.emit ?? (() => undefined);
  return {
    ...createPaperViews(db),
    async dbInfo() {
      const connection = db();
      return { path: options.databasePath, schemaVersion: readSchemaVersion(connection), counts: tableCounts(connection) };
    },
    async listPapers() {
      // Counted first: a refusal costs one bounded count, not the whole list.
      if (countPapers(db(), PAPERS_ANSWER_MAX) > PAPERS_ANSWER_MAX) throw new PapersTooManyError(PAPERS_ANSWER_MAX);
      return listPapers(db()).map(toPaperSummary);
    },
    async listPapersPage(request: PapersPageRequest = {}) {
      const limit = request.limit ?? PAPERS_PAGE_DEFAULT;
      // One more than asked says whether another page follows without a page that comes back empty.
      const rows = listPapersPage(db(), { after: request.after, limit: limit + 1 });
      const papers = rows.slice(0, limit).map(toPaperSummary);
      const last = papers.at(-1);
      return { papers, next: rows.length > limit && last ? { importedAt: last.importedAt, id: last.id } : null };
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
    async paperTablesPage(id, request) {
      return readTablesPage(db(), id, request?.from);
    },
    async paperTableRows(id, cursor) {
      return readTableRowsPage(db(), id, cursor);
    },
    async readTables(id) {
      const tables = await readTablesAgain(db(), pool(), id);
      emit(libraryChanged([id]));
      return tables;
    },
    async removePaper(id) {
      const connection = db();
      const removed = connection.transaction(() => deletePaper(connection, id))();
      if (!removed) throw new PaperNotFoundError(id);
      emit(libraryChanged([id]));
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
      emit(libraryChanged([id]));
      return readPaperDetail(connection, id);
    },
  };
}
