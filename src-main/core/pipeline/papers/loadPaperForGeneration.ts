import { columnHeadings } from "../../../contract/tableGrid.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getPaper, type StoredPaper } from "../../db/repositories/papers.ts";
import { listPassages, listSections, type PassageRow } from "../../db/repositories/paperParts.ts";
import { listPaperTables } from "../../db/repositories/paperTables.ts";
import { paperTableLinks } from "../../db/repositories/tableLinks.ts";
import { PaperNotFoundError } from "../../errors/PaperNotFoundError.ts";
import type { GenerationTable, PaperForGeneration } from "../strategies/paperForGeneration.ts";
import type { SourcePassage } from "../text/PaperText.ts";

const source = (p: PassageRow): SourcePassage => ({ id: p.id, text: p.text, page: p.page, sectionId: p.sectionId, sentences: p.sentences });

/** The paper's tables with their caption and row passages (tablePassages.ts). */
function generationTables(db: LibraryDatabase, paperId: number, passages: readonly PassageRow[]): GenerationTable[] {
  const tables = listPaperTables(db, paperId) ?? [];
  if (tables.length === 0) return [];
  const links = paperTableLinks(db, paperId);
  const byId = new Map(passages.map((p) => [p.id, p]));
  return tables.map((table) => {
    const out: GenerationTable = {
      index: table.ordinal,
      label: table.label,
      caption: table.caption,
      page: table.page,
      headings: columnHeadings(table).map((h) => h.replace(/\s+/g, " ").trim()),
      footnotes: table.footnotes,
      captionPassage: null,
      rows: [],
    };
    for (const [passageId, link] of links) {
      const passage = byId.get(passageId);
      if (!passage || link.table.index !== table.ordinal) continue;
      if (link.row === null) out.captionPassage = source(passage);
      else out.rows.push({ ...source(passage), row: link.row, cells: link.cells });
    }
    out.rows.sort((a, b) => a.row - b.row);
    return out;
  });
}

/** A stored paper in the shape strategies read: metadata, section tree, body paragraphs and tables. */
export function loadPaperForGeneration(db: LibraryDatabase, paperId: number): PaperForGeneration {
  const paper = getPaper(db, paperId);
  if (!paper) throw new PaperNotFoundError(paperId);
  return generationPaper(db, paper, listPassages(db, paperId));
}

/** A paper as a run reads it: the strategies' shape, its whole text (for the checks on answers) and its name (for progress). */
export interface PaperInRun {
  paper: PaperForGeneration;
  source: string;
  name: string;
}

/** A paper for a run, its row and passages read once for all three of a run's uses. */
export function loadPaperForRun(db: LibraryDatabase, paperId: number): PaperInRun {
  const paper = getPaper(db, paperId);
  if (!paper) throw new PaperNotFoundError(paperId);
  const passages = listPassages(db, paperId);
  return { paper: generationPaper(db, paper, passages), source: sourceText(paper, passages), name: paper.name };
}

function generationPaper(db: LibraryDatabase, paper: StoredPaper, passages: readonly PassageRow[]): PaperForGeneration {
  return {
    id: paper.id,
    title: paper.title,
    abstract: paper.abstract,
    keywords: paper.keywords,
    language: paper.language,
    sections: listSections(db, paper.id).map((s) => ({ id: s.id, heading: s.heading, level: s.level, parentId: s.parentId })),
    passages: passages.filter((p) => p.kind === "paragraph").map(source),
    tables: generationTables(db, paper.id, passages),
  };
}

/**
 * Everything the paper says, for checking an answer's numbers against it: title, abstract and
 * every passage, its tables' rows included, so a number read from a cell is found in the paper.
 */
export function paperSourceText(db: LibraryDatabase, paperId: number): string {
  return sourceText(getPaper(db, paperId), listPassages(db, paperId));
}

function sourceText(paper: Pick<StoredPaper, "title" | "abstract"> | undefined, passages: readonly PassageRow[]): string {
  return [paper?.title ?? "", paper?.abstract ?? "", ...passages.map((p) => p.text)].join("\n");
}
