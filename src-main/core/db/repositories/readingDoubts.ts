import { type ReadingDoubtKind } from "../../../contract/readingNotes.ts";
import { READING_DOUBTS } from "../../../contract/readingDoubtWords.ts";
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

/**
 * Papers imported before doubts were kept, a batch at a time. A change to the judgement that
 * should reach papers already judged clears the column in a migration, and they come back here.
 */
export function listUnjudgedPapers(db: LibraryDatabase, limit: number): UnjudgedPaper[] {
  const rows = prepared<[number], Omit<UnjudgedPaper, "sections" | "propertiesTitle"> & { headings: string; propertiesTitle: unknown }>(
    db,
    // A corrected title or abstract is judged as the reader found it (what paper_edits kept), so
    // taking the correction back brings back the doubts the reader's value deserves.
    `SELECT p.id,
            CASE WHEN t.sha256 IS NULL THEN p.title ELSE json_extract(t.extracted_json, '$') END AS title,
            CASE WHEN a.sha256 IS NULL THEN p.abstract ELSE json_extract(a.extracted_json, '$') END AS abstract,
            p.page_count AS pageCount, json_extract(p.metadata_json, '$.pdfInfo.Title') AS propertiesTitle,
            (SELECT json_group_array(heading) FROM (SELECT s.heading FROM sections s WHERE s.paper_id = p.id ORDER BY s.ordinal)) AS headings
     FROM papers p
     LEFT JOIN paper_edits t ON t.sha256 = p.sha256 AND t.field = 'title'
     LEFT JOIN paper_edits a ON a.sha256 = p.sha256 AND a.field = 'abstract'
     WHERE p.reading_doubts_json IS NULL ORDER BY p.id LIMIT ?`,
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
