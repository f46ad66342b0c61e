import type { ReadingDoubtKind } from "../../../contract/readingNotes.ts";
import type { OcrPageWords } from "../../../contract/ocrWords.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { reapplyPaperEdits } from "./paperEdits.ts";
import { readingDoubtsJson } from "./readingDoubts.ts";
import { fileNameOf } from "./paperName.ts";
import { insertOcrWords } from "./ocrWords.ts";
import { insertPaperTables } from "./paperTables.ts";
import type { PaperFields } from "./papers.ts";
import type { ParsedTable } from "../../../contract/tables.ts";
import type { DatasetPlace } from "../../../contract/datasets.ts";
import type { PassageKind, TextBox } from "../../../contract/paperDetail.ts";

/** A whole parsed paper as the reader hands it over, to be stored at once. */
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
