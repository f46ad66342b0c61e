import { READING_DOUBTS, type ReadingDoubtKind } from "../../../contract/readingNotes.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/**
 * The stored form of a paper's doubts: each kind with the field it doubts, so SQL can leave out
 * the doubts a correction (a `paper_edits` row for that field) has settled.
 */
export function readingDoubtsJson(kinds: readonly ReadingDoubtKind[]): string {
  return JSON.stringify(kinds.map((kind) => ({ kind, field: READING_DOUBTS[kind].field })));
}

/**
 * SQL true when paper `p` has a doubt no correction settled. Shared by the library's filter and
 * anything else that asks "is this paper doubtful", so they agree.
 */
export const HAS_OPEN_DOUBT = (p: string): string => `EXISTS (
  SELECT 1 FROM json_each(coalesce(${p}.reading_doubts_json, '[]')) d
  WHERE NOT EXISTS (SELECT 1 FROM paper_edits e WHERE e.sha256 = ${p}.sha256 AND e.field = json_extract(d.value, '$.field')))`;

/** The details of a paper that has not been judged yet, as stored. */
export interface UnjudgedPaper {
  id: number;
  title: string | null;
  abstract: string | null;
  pageCount: number;
  /** Its section headings in reading order. */
  sections: { heading: string }[];
  /** The title in the PDF's document properties, as the reader kept it. */
  propertiesTitle: string | null;
}

/** Papers imported before doubts were kept (or whose judgement was cleared), a batch at a time. */
export function listUnjudgedPapers(db: LibraryDatabase, limit: number): UnjudgedPaper[] {
  const rows = prepared<[number], Omit<UnjudgedPaper, "sections" | "propertiesTitle"> & { headings: string; propertiesTitle: unknown }>(
    db,
    `SELECT p.id, p.title, p.abstract, p.page_count AS pageCount, json_extract(p.metadata_json, '$.pdfInfo.Title') AS propertiesTitle,
            (SELECT json_group_array(heading) FROM (SELECT s.heading FROM sections s WHERE s.paper_id = p.id ORDER BY s.ordinal)) AS headings
     FROM papers p WHERE p.reading_doubts_json IS NULL ORDER BY p.id LIMIT ?`,
  ).all(limit);
  return rows.map(({ headings, propertiesTitle, ...row }) => ({
    ...row,
    sections: (JSON.parse(headings) as string[]).map((heading) => ({ heading })),
    propertiesTitle: typeof propertiesTitle === "string" ? propertiesTitle : null,
  }));
}

export function saveReadingDoubts(db: LibraryDatabase, paperId: number, kinds: readonly ReadingDoubtKind[]): void {
  prepared(db, `UPDATE papers SET reading_doubts_json = ? WHERE id = ?`).run(readingDoubtsJson(kinds), paperId);
}
