import type { ReadingDoubtKind } from "../../../contract/readingNotes.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { paperName } from "./paperName.ts";
import type { DatasetPlace, LibraryEntryKind } from "../../../contract/datasets.ts";

/** What is known about a paper itself, both when it is stored and when it is read back. */
export interface PaperFields {
  sha256: string;
  sourcePath: string;
  fileSize: number;
  title: string | null;
  authors: string[];
  doi: string | null;
  abstract: string | null;
  keywords: string[];
  language: string | null;
  pageCount: number;
}

/** A paper as stored, with its source and reading facts (the library table shows the contract's `PaperRow`). */
export interface StoredPaper extends PaperFields {
  id: number;
  year: number | null;
  /** Journal, conference or series; only ever set by a correction (the reader does not look for it). */
  venue: string | null;
  /** The source path's raw bytes when they are not UTF-8; open the file with these, not `sourcePath`. */
  sourcePathBytes: Buffer | null;
  /** What the app calls the paper: its title, or its file name when it has none. */
  name: string;
  fileName: string;
  metadata: Record<string, unknown>;
  parserVersion: string;
  importedAt: string;
  /** What looked doubtful about the details as read, corrections not taken into account; null until judged. */
  readingDoubts: ReadingDoubtKind[] | null;
  kind: LibraryEntryKind;
  /** Where a text sits in its imported dataset; null for a paper. */
  dataset: DatasetPlace | null;
}

interface RawPaper {
  id: number;
  sha256: string;
  source_path: string;
  source_path_bytes: Buffer | null;
  file_size: number;
  title: string | null;
  authors_json: string;
  doi: string | null;
  abstract: string | null;
  keywords_json: string;
  language: string | null;
  page_count: number;
  metadata_json: string;
  parser_version: string;
  imported_at: string;
  file_name: string;
  year: number | null;
  venue: string | null;
  reading_doubts_json: string | null;
  kind: LibraryEntryKind;
  dataset: string | null;
  dataset_position: number | null;
}

function toPaper(raw: RawPaper): StoredPaper {
  return {
    id: raw.id,
    sha256: raw.sha256,
    sourcePath: raw.source_path,
    sourcePathBytes: raw.source_path_bytes,
    fileSize: raw.file_size,
    title: raw.title,
    authors: JSON.parse(raw.authors_json) as string[],
    doi: raw.doi,
    abstract: raw.abstract,
    keywords: JSON.parse(raw.keywords_json) as string[],
    language: raw.language,
    pageCount: raw.page_count,
    metadata: JSON.parse(raw.metadata_json) as Record<string, unknown>,
    parserVersion: raw.parser_version,
    importedAt: raw.imported_at,
    year: raw.year,
    venue: raw.venue,
    fileName: raw.file_name,
    readingDoubts: raw.reading_doubts_json === null ? null : (JSON.parse(raw.reading_doubts_json) as { kind: ReadingDoubtKind }[]).map((d) => d.kind),
    name: paperName({ title: raw.title, fileName: raw.file_name }),
    kind: raw.kind,
    dataset: raw.dataset === null ? null : { dataset: raw.dataset, position: raw.dataset_position },
  };
}

export function getPaper(db: LibraryDatabase, id: number): StoredPaper | undefined {
  const raw = prepared<[number], RawPaper>(db, `SELECT * FROM papers WHERE id = ?`).get(id);
  return raw && toPaper(raw);
}

export function findPaperBySha256(db: LibraryDatabase, sha256: string): StoredPaper | undefined {
  const raw = prepared<[string], RawPaper>(db, `SELECT * FROM papers WHERE sha256 = ?`).get(sha256);
  return raw && toPaper(raw);
}

/** Papers (not the texts of imported datasets), newest import first: what "all papers" means. */
export function listPapers(db: LibraryDatabase, options: { limit?: number; offset?: number } = {}): StoredPaper[] {
  return prepared<[number, number], RawPaper>(db, `SELECT * FROM papers WHERE kind = 'paper' ORDER BY imported_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(options.limit ?? -1, options.offset ?? 0)
    .map(toPaper);
}

/**
 * At most `limit` papers after `after` in the list's order (newest import first, then the larger
 * id): the cursor picks up where the last page ended rather than skipping rows, so the last page
 * of a large library costs what the first does.
 */
export function listPapersPage(db: LibraryDatabase, page: { after?: { importedAt: string; id: number }; limit: number }): StoredPaper[] {
  if (page.after === undefined) return listPapers(db, { limit: page.limit });
  // A row value, so SQLite starts from the cursor in the imported_at index instead of walking to it.
  return prepared<[string, number, number], RawPaper>(
    db,
    `SELECT * FROM papers WHERE kind = 'paper' AND (imported_at, id) < (?, ?) ORDER BY imported_at DESC, id DESC LIMIT ?`,
  )
    .all(page.after.importedAt, page.after.id, page.limit)
    .map(toPaper);
}

/** How many papers the library holds, counting no further than `cap` + 1. */
export function countPapers(db: LibraryDatabase, cap: number): number {
  return prepared<[number], { n: number }>(db, `SELECT count(*) AS n FROM (SELECT 1 FROM papers WHERE kind = 'paper' LIMIT ?)`).get(cap + 1)!.n;
}

/** Removes a paper and, through the foreign keys, everything derived from it. */
export function deletePaper(db: LibraryDatabase, id: number): boolean {
  return prepared(db, `DELETE FROM papers WHERE id = ?`).run(id).changes > 0;
}

export function isPaperSource(db: LibraryDatabase, file: string): boolean {
  return prepared<[string], { n: number }>(db, `SELECT count(*) AS n FROM papers WHERE source_path = ?`).get(file)!.n > 0;
}

/** The paper imported from this file, if any (the newest when several were). */
export function findPaperIdBySourcePath(db: LibraryDatabase, file: string): number | undefined {
  return prepared<[string], { id: number }>(db, `SELECT id FROM papers WHERE source_path = ? ORDER BY id DESC LIMIT 1`).get(file)?.id;
}

/** The paper with this DOI, if any; DOIs are case-insensitive. */
export function findPaperIdByDoi(db: LibraryDatabase, doi: string): number | undefined {
  return prepared<[string], { id: number }>(db, `SELECT id FROM papers WHERE lower(doi) = lower(?) ORDER BY id DESC LIMIT 1`).get(doi)?.id;
}
