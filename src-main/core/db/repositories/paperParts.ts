import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import type { PassageKind, TextBox } from "../../../contract/paperDetail.ts";

// A stored paper's parts as the reader left them (sections, passages with their sentences,
// references, page sizes): read apart from the paper row, which papers.ts writes and finds.

export interface SectionRow {
  id: number;
  parentId: number | null;
  ordinal: number;
  level: number;
  heading: string;
  number: string | null;
  page: number | null;
}

export interface PassageRow {
  id: number;
  sectionId: number | null;
  ordinal: number;
  kind: PassageKind;
  text: string;
  page: number;
  boxes: TextBox[];
  sentences: [number, number][];
}

export function listSections(db: LibraryDatabase, paperId: number): SectionRow[] {
  return prepared<[number], SectionRow>(
    db,
    `SELECT id, parent_id AS parentId, ordinal, level, heading, number, page FROM sections WHERE paper_id = ? ORDER BY ordinal`,
  ).all(paperId);
}

export function listPassages(db: LibraryDatabase, paperId: number): PassageRow[] {
  const rows = prepared<[number], { id: number; sectionId: number | null; ordinal: number; kind: PassageKind; text: string; page: number; boxes: string }>(
    db,
    `SELECT id, section_id AS sectionId, ordinal, kind, text, page, boxes_json AS boxes FROM passages WHERE paper_id = ? ORDER BY ordinal`,
  ).all(paperId);
  const sentences = prepared<[number], { passageId: number; start: number; end: number }>(
    db,
    `SELECT s.passage_id AS passageId, s.start, s."end" AS "end" FROM sentences s JOIN passages p ON p.id = s.passage_id
     WHERE p.paper_id = ? ORDER BY s.passage_id, s.ordinal`,
  ).all(paperId);
  const byPassage = new Map<number, [number, number][]>();
  for (const s of sentences) {
    let list = byPassage.get(s.passageId);
    if (!list) byPassage.set(s.passageId, (list = []));
    list.push([s.start, s.end]);
  }
  return rows.map((row) => ({ ...row, boxes: JSON.parse(row.boxes) as TextBox[], sentences: byPassage.get(row.id) ?? [] }));
}

export function listReferences(db: LibraryDatabase, paperId: number): { ordinal: number; text: string; doi: string | null }[] {
  return prepared<[number], { ordinal: number; text: string; doi: string | null }>(
    db,
    `SELECT ordinal, text, doi FROM paper_references WHERE paper_id = ? ORDER BY ordinal`,
  ).all(paperId);
}

export function listPages(db: LibraryDatabase, paperId: number): { pageNumber: number; width: number; height: number }[] {
  return prepared<[number], { pageNumber: number; width: number; height: number }>(
    db,
    `SELECT page_number AS pageNumber, width, height FROM pages WHERE paper_id = ? ORDER BY page_number`,
  ).all(paperId);
}

/** The heading of the section a passage sits in; null before the first heading or for an unknown passage. */
export function sectionHeadingOfPassage(db: LibraryDatabase, passageId: number): string | null {
  return prepared<[number], { heading: string | null }>(db, `SELECT s.heading FROM passages p LEFT JOIN sections s ON s.id = p.section_id WHERE p.id = ?`).get(passageId)?.heading ?? null;
}

/** Whether some paper was imported from this file. */
