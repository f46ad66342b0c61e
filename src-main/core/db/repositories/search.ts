import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/**
 * Turns what a person types into an FTS5 query that cannot be a syntax error: every word is
 * quoted (so "C-H", "O(n)" or a stray quote are searched as text) and all must match; a
 * trailing `*` on a word keeps its prefix meaning.
 */
export function toFtsQuery(input: string): string | null {
  const words = input.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'._-]*\*?/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .map((word) => {
      const prefix = word.endsWith("*");
      const bare = (prefix ? word.slice(0, -1) : word).replaceAll('"', '""');
      return `"${bare}"${prefix ? "*" : ""}`;
    })
    .join(" ");
}

export interface PassageHit {
  passageId: number;
  paperId: number;
  page: number;
  /** The matching text with hits wrapped in [ and ]. */
  snippet: string;
}

export function searchPassages(db: LibraryDatabase, input: string, limit = 20): PassageHit[] {
  const query = toFtsQuery(input);
  if (query === null) return [];
  return prepared<[string, number], PassageHit>(
    db,
    `SELECT p.id AS passageId, p.paper_id AS paperId, p.page, snippet(passages_fts, 0, '[', ']', '…', 16) AS snippet
     FROM passages_fts JOIN passages p ON p.id = passages_fts.rowid
     WHERE passages_fts MATCH ? ORDER BY bm25(passages_fts) LIMIT ?`,
  ).all(query, limit);
}

export interface QaHit {
  qaId: number;
  paperId: number;
  question: string;
}

export function searchQaItems(db: LibraryDatabase, input: string, limit = 50): QaHit[] {
  const query = toFtsQuery(input);
  if (query === null) return [];
  return prepared<[string, number], QaHit>(
    db,
    `SELECT q.id AS qaId, q.paper_id AS paperId, q.question FROM qa_fts JOIN qa_items q ON q.id = qa_fts.rowid
     WHERE qa_fts MATCH ? ORDER BY bm25(qa_fts) LIMIT ?`,
  ).all(query, limit);
}
