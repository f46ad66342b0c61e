import type { MetadataEditSource, MetadataValue, PaperFieldEdit, PaperMetadataField } from "../../../contract/paperEdits.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/**
 * Corrections live in two places on purpose: `papers` holds the corrected value, so every
 * reader of a paper's metadata (library, search, prompts, exports) gets it without knowing
 * about edits, and `paper_edits` remembers what the reader had found and who corrected it.
 * These functions are the only writers that keep the two in step.
 */

/** The `papers` column behind each field; the list ones hold JSON. Fixed names, so safe to splice into SQL. */
const COLUMNS: Record<PaperMetadataField, { column: string; json: boolean }> = {
  title: { column: "title", json: false },
  authors: { column: "authors_json", json: true },
  doi: { column: "doi", json: false },
  year: { column: "year", json: false },
  venue: { column: "venue", json: false },
  abstract: { column: "abstract", json: false },
  keywords: { column: "keywords_json", json: true },
};

function readField(db: LibraryDatabase, paperId: number, field: PaperMetadataField): MetadataValue {
  const { column, json } = COLUMNS[field];
  const raw = prepared<[number], { v: string | number | null }>(db, `SELECT ${column} AS v FROM papers WHERE id = ?`).get(paperId)?.v ?? null;
  return json ? (JSON.parse(String(raw ?? "[]")) as string[]) : raw;
}

function writeField(db: LibraryDatabase, paperId: number, field: PaperMetadataField, value: MetadataValue): void {
  const { column, json } = COLUMNS[field];
  prepared(db, `UPDATE papers SET ${column} = ? WHERE id = ?`).run(json ? JSON.stringify(value ?? []) : value, paperId);
}

interface RawEdit {
  field: PaperMetadataField;
  value_json: string;
  extracted_json: string;
  source: MetadataEditSource;
  edited_at: string;
}

function editsOf(db: LibraryDatabase, sha256: string): RawEdit[] {
  return prepared<[string], RawEdit>(db, `SELECT field, value_json, extracted_json, source, edited_at FROM paper_edits WHERE sha256 = ? ORDER BY field`).all(sha256);
}

function sha256Of(db: LibraryDatabase, paperId: number): string | undefined {
  return prepared<[number], { sha256: string }>(db, `SELECT sha256 FROM papers WHERE id = ?`).get(paperId)?.sha256;
}

/** The corrected fields of a paper's file, with what the reader had found. */
export function listPaperEdits(db: LibraryDatabase, sha256: string): PaperFieldEdit[] {
  return editsOf(db, sha256).map((e) => ({
    field: e.field,
    source: e.source,
    extracted: JSON.parse(e.extracted_json) as MetadataValue,
    editedAt: e.edited_at,
  }));
}

/**
 * Sets corrected values. The first correction of a field keeps the value the reader found;
 * later ones (by hand after Zotero, say) replace only the value and its source. Returns false
 * for an unknown paper.
 */
export function savePaperEdits(
  db: LibraryDatabase,
  paperId: number,
  changes: Partial<Record<PaperMetadataField, MetadataValue>>,
  source: MetadataEditSource,
): boolean {
  return db.transaction((): boolean => {
    const sha256 = sha256Of(db, paperId);
    if (sha256 === undefined) return false;
    const existing = new Map(editsOf(db, sha256).map((e) => [e.field, e]));
    const upsert = prepared(
      db,
      `INSERT INTO paper_edits (sha256, field, value_json, extracted_json, source) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (sha256, field) DO UPDATE SET value_json = excluded.value_json, source = excluded.source,
         edited_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    );
    for (const [field, value] of Object.entries(changes) as [PaperMetadataField, MetadataValue][]) {
      const extracted = existing.get(field)?.extracted_json ?? JSON.stringify(readField(db, paperId, field));
      upsert.run(sha256, field, JSON.stringify(value), extracted, source);
      writeField(db, paperId, field, value);
    }
    return true;
  })();
}

/** Drops corrections: each field shows what the reader found again. Returns false for an unknown paper. */
export function revertPaperEdits(db: LibraryDatabase, paperId: number, fields: readonly PaperMetadataField[]): boolean {
  return db.transaction((): boolean => {
    const sha256 = sha256Of(db, paperId);
    if (sha256 === undefined) return false;
    const existing = new Map(editsOf(db, sha256).map((e) => [e.field, e]));
    const remove = prepared(db, `DELETE FROM paper_edits WHERE sha256 = ? AND field = ?`);
    for (const field of fields) {
      const edit = existing.get(field);
      if (!edit) continue;
      writeField(db, paperId, field, JSON.parse(edit.extracted_json) as MetadataValue);
      remove.run(sha256, field);
    }
    return true;
  })();
}

/**
 * For a paper just stored from a file corrected before (removed, then imported again): the
 * fresh reading becomes the "found" value and the corrections go back on top. Runs inside the
 * insert's transaction.
 */
export function reapplyPaperEdits(db: LibraryDatabase, paperId: number, sha256: string): void {
  const refresh = prepared(db, `UPDATE paper_edits SET extracted_json = ? WHERE sha256 = ? AND field = ?`);
  for (const edit of editsOf(db, sha256)) {
    refresh.run(JSON.stringify(readField(db, paperId, edit.field)), sha256, edit.field);
    writeField(db, paperId, edit.field, JSON.parse(edit.value_json) as MetadataValue);
  }
}
