import { OcrNotesSchema, type OcrNotes } from "../../contract/readingNotes.ts";
import type { PaperDetail } from "../../contract/paperDetail.ts";
import type { PaperSummary } from "../../contract/papers.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listPaperEdits } from "../db/repositories/paperEdits.ts";
import { getPaper, type StoredPaper } from "../db/repositories/papers.ts";
import { listPassages, listReferences, listSections } from "../db/repositories/paperParts.ts";
import { tableGrid } from "../../contract/tableGrid.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";
import { readingNotesOf } from "./readingNotes.ts";
import { readTablesPage } from "./paperTables.ts";

export function toPaperSummary(paper: StoredPaper): PaperSummary {
  return {
    id: paper.id,
    name: paper.name,
    title: paper.title,
    doi: paper.doi,
    pages: paper.pageCount,
    language: paper.language,
    authors: paper.authors,
    importedAt: paper.importedAt,
    kind: paper.kind,
  };
}

/**
 * A stored paper in the public `show` shape. Sections carry only body paragraphs: the abstract
 * is in `abstract`, captions in `captions`, tables in `tables` (null when never read), and
 * footnotes and equations stay out so the sections read as the paper's prose.
 */
export function readPaperDetail(db: LibraryDatabase, id: number): PaperDetail {
  const paper = getPaper(db, id);
  if (!paper) throw new PaperNotFoundError(id);
  const beforeFirstHeading: PaperDetail["captions"] = [];
  const bySection = new Map<number, PaperDetail["captions"]>();
  const captions: PaperDetail["captions"] = [];
  for (const passage of listPassages(db, id)) {
    const placed = { text: passage.text, page: passage.page };
    if (passage.kind === "caption") captions.push(placed);
    if (passage.kind !== "paragraph") continue;
    if (passage.sectionId === null) beforeFirstHeading.push(placed);
    else {
      let paragraphs = bySection.get(passage.sectionId);
      if (!paragraphs) bySection.set(passage.sectionId, (paragraphs = []));
      paragraphs.push(placed);
    }
  }
  const stored = listSections(db, id);
  const edited = listPaperEdits(db, paper.sha256);
  const sections = stored.map((s) => ({ heading: s.heading, level: s.level, paragraphs: bySection.get(s.id) ?? [] }));
  if (beforeFirstHeading.length > 0) sections.unshift({ heading: "", level: 0, paragraphs: beforeFirstHeading });
  // The tables one answer of library.paperTablesPage holds, not all of them: a table of 50,000
  // rows made this answer tens of megabytes. The rest is asked from `tablesLeft`.
  const tables = readTablesPage(db, id);
  return {
    id: paper.id,
    name: paper.name,
    title: paper.title,
    authors: paper.authors,
    doi: paper.doi,
    language: paper.language,
    abstract: paper.abstract,
    keywords: paper.keywords,
    year: paper.year,
    venue: paper.venue,
    edited,
    reading: readingNotesOf(paper, stored, edited),
    ...ocrOf(paper.metadata),
    pages: paper.pageCount,
    sections,
    captions,
    references: listReferences(db, id).map((r) => r.text),
    tables: tables.tables?.map(tableGrid) ?? null,
    kind: paper.kind,
    dataset: paper.dataset,
    ...(tables.next !== null || tables.rest !== null ? { tablesLeft: { next: tables.next, rest: tables.rest } } : {}),
  };
}

/** The OCR notes a scanned paper keeps in its metadata; nothing for a paper with a text layer. */
function ocrOf(metadata: Record<string, unknown>): { ocr?: OcrNotes } {
  const parsed = OcrNotesSchema.safeParse(metadata["ocr"]);
  return parsed.success ? { ocr: parsed.data } : {};
}
