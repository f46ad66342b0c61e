import type { ReadingDoubtKind } from "../../../contract/readingNotes.ts";
import type { OcrPageWords } from "../../../contract/ocrWords.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { reapplyPaperEdits } from "./paperEdits.ts";
import { readingDoubtsJson } from "./readingDoubts.ts";
import { fileNameOf, paperName } from "./paperName.ts";
import { insertOcrWords } from "./ocrWords.ts";
import { insertPaperTables } from "./paperTables.ts";
import type { ParsedTable } from "../../../contract/tables.ts";
import type { DatasetPlace, LibraryEntryKind } from "../../../contract/datasets.ts";

/** A text item's box on the page, in PDF user space, covering `[start, end)` of the passage. */
export interface TextBox {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  start: number;
  end: number;
}

export type PassageKind = "paragraph" | "abstract" | "caption" | "footnote" | "equation" | "table";

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

export interface NewPaperDocument extends PaperFields {
  /** The source path's raw bytes when they are not UTF-8 (`sourcePath` is then only readable). Defaults to null. */
  sourcePathBytes?: Buffer | null;
  metadata?: Record<string, unknown>;
  parserVersion?: string;
  /** What looks doubtful about the details as read (see core/documents/readingDoubts.ts). Defaults to not judged yet (null). */
  readingDoubts?: ReadingDoubtKind[] | null;
  pages: { pageNumber: number; width: number; height: number }[];
  /** The words OCR read on the pages it read, with their boxes and confidence. Defaults to none (a paper with a text layer). */
  ocrWords?: OcrPageWords[];
  /** In reading order; `parent` is the index of the enclosing section in this array. */
  sections: { parent: number | null; level: number; heading: string; number: string | null; page: number | null }[];
  /** In reading order; `section` is an index into `sections`, null before the first heading. */
  passages: {
    section: number | null;
    kind: PassageKind;
    text: string;
    page: number;
    boxes: TextBox[];
    /** Sentence ranges `[start, end)` inside `text`. */
    sentences: [number, number][];
  }[];
  references: { text: string; doi: string | null }[];
  /**
   * The tables the reader reconstructed, in reading order: `[]` when it looked and found none.
   * Defaults to not read (the paper then shows "Tables not read yet" until they are read).
   */
  tables?: ParsedTable[];
  /** The imported dataset this text came with: the entry is then a "text", not a paper. Defaults to none (a paper). */
  dataset?: DatasetPlace | null;
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

const INSERT_COLUMNS = `sha256, source_path, source_path_bytes, file_size, title, authors_json, doi, abstract, keywords_json,
  language, page_count, metadata_json, parser_version, file_name, reading_doubts_json`;
const INSERT_VALUES = `@sha256, @sourcePath, @sourcePathBytes, @fileSize, @title, @authors, @doi, @abstract, @keywords,
  @language, @pageCount, @metadata, @parserVersion, @fileName, @readingDoubts`;
// A paper leaves its kind to the column's default, so tests may still seed libraries of versions before kinds.
const INSERT_PAPER = `INSERT INTO papers (${INSERT_COLUMNS}) VALUES (${INSERT_VALUES})`;
const INSERT_TEXT = `INSERT INTO papers (${INSERT_COLUMNS}, kind, dataset, dataset_position) VALUES (${INSERT_VALUES}, 'text', @dataset, @datasetPosition)`;

/**
 * Writes a whole parsed paper in one transaction: either every page, section, passage,
 * sentence, reference and table is stored, or nothing is (a crash or a constraint failure midway
 * leaves no half-imported paper).
 */
export function insertPaperDocument(db: LibraryDatabase, doc: NewPaperDocument): number {
  return db.transaction((): number => {
    const paperId = Number(
      prepared(db, doc.dataset ? INSERT_TEXT : INSERT_PAPER).run({
        ...(doc.dataset ? { dataset: doc.dataset.dataset, datasetPosition: doc.dataset.position } : {}),
        fileName: fileNameOf(doc.sourcePath),
        sha256: doc.sha256,
        sourcePath: doc.sourcePath,
        sourcePathBytes: doc.sourcePathBytes ?? null,
        fileSize: doc.fileSize,
        title: doc.title,
        authors: JSON.stringify(doc.authors),
        doi: doc.doi,
        abstract: doc.abstract,
        keywords: JSON.stringify(doc.keywords),
        language: doc.language,
        pageCount: doc.pageCount,
        metadata: JSON.stringify(doc.metadata ?? {}),
        parserVersion: doc.parserVersion ?? "",
        readingDoubts: doc.readingDoubts ? readingDoubtsJson(doc.readingDoubts) : null,
      }).lastInsertRowid,
    );
    const insertPage = prepared(db, `INSERT INTO pages (paper_id, page_number, width, height) VALUES (?, ?, ?, ?)`);
    for (const page of doc.pages) insertPage.run(paperId, page.pageNumber, page.width, page.height);

    const insertSection = prepared(
      db,
      `INSERT INTO sections (paper_id, parent_id, ordinal, level, heading, number, page) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const sectionIds: number[] = [];
    doc.sections.forEach((section, ordinal) => {
      const parentId = section.parent === null ? null : sectionIds[section.parent];
      if (parentId === undefined) throw new RangeError(`Section ${ordinal} names parent ${section.parent}, which comes later or does not exist.`);
      const info = insertSection.run(paperId, parentId, ordinal, section.level, section.heading, section.number, section.page);
      sectionIds.push(Number(info.lastInsertRowid));
    });

    const insertPassage = prepared(
      db,
      `INSERT INTO passages (paper_id, section_id, ordinal, kind, text, page, boxes_json) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertSentence = prepared(db, `INSERT INTO sentences (passage_id, ordinal, start, "end") VALUES (?, ?, ?, ?)`);
    doc.passages.forEach((passage, ordinal) => {
      const sectionId = passage.section === null ? null : sectionIds[passage.section];
      if (sectionId === undefined) throw new RangeError(`Passage ${ordinal} names section ${passage.section}, which does not exist.`);
      const passageId = Number(
        insertPassage.run(paperId, sectionId, ordinal, passage.kind, passage.text, passage.page, JSON.stringify(passage.boxes))
          .lastInsertRowid,
      );
      passage.sentences.forEach(([start, end], index) => insertSentence.run(passageId, index, start, end));
    });

    const insertReference = prepared(db, `INSERT INTO paper_references (paper_id, ordinal, text, doi) VALUES (?, ?, ?, ?)`);
    doc.references.forEach((reference, ordinal) => insertReference.run(paperId, ordinal, reference.text, reference.doi));
    if (doc.tables) insertPaperTables(db, paperId, doc.tables);
    if (doc.ocrWords) insertOcrWords(db, paperId, doc.ocrWords);
    reapplyPaperEdits(db, paperId, doc.sha256);
    return paperId;
  })();
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
