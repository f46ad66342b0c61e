import type { LikelyDuplicate } from "../../../contract/importResults.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { paperNameSql } from "./paperName.ts";
import { paperTextDigest } from "../paperTextDigest.ts";

/** Stores the digest of a paper's text (paperTextDigest.ts), for telling its copies from new papers. */
export function savePaperTextDigest(db: LibraryDatabase, paperId: number, passages: readonly string[]): void {
  prepared(db, `UPDATE papers SET text_sha256 = ? WHERE id = ?`).run(paperTextDigest(passages), paperId);
}

/**
 * Another paper of the library that this one looks like: the same text first (a copy with other
 * bytes: a password added, a re-save), else the same DOI, ignoring case as DOIs do. The oldest
 * such paper; null when there is none.
 */
export function findLikelyDuplicate(db: LibraryDatabase, paperId: number): LikelyDuplicate | null {
  const byText = prepared<[number], LikelyDuplicate>(
    db,
    `SELECT p.id AS paperId, ${paperNameSql("p")} AS name, 'text' AS matchedBy FROM papers me
     JOIN papers p ON p.text_sha256 = me.text_sha256 AND p.id <> me.id
     WHERE me.id = ? AND me.text_sha256 IS NOT NULL ORDER BY p.id LIMIT 1`,
  ).get(paperId);
  if (byText) return byText;
  const byDoi = prepared<[number], LikelyDuplicate>(
    db,
    `SELECT p.id AS paperId, ${paperNameSql("p")} AS name, 'doi' AS matchedBy FROM papers me
     JOIN papers p ON p.doi = me.doi COLLATE NOCASE AND p.id <> me.id
     WHERE me.id = ? AND trim(coalesce(me.doi, '')) <> '' ORDER BY p.id LIMIT 1`,
  ).get(paperId);
  return byDoi ?? null;
}
