import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { paperNameSql } from "./paperName.ts";
import type { PassageKind, TextBox } from "../../../contract/paperDetail.ts";
import { tableLinksOf } from "./tableLinks.ts";
import type { TableLink } from "../tablePassageText.ts";

/** How many passages (or QAs, with `index` "questions") hold each of the words, from the full-text index's vocabulary. */
export function termCounts(db: LibraryDatabase, terms: readonly string[], index: "passages" | "questions"): Map<string, number> {
  const table = index === "passages" ? "passages_fts_vocab" : "qa_fts_vocab";
  const rows = prepared<[string], { term: string; n: number }>(db, `SELECT v.term, v.doc AS n FROM json_each(?) j JOIN ${table} v ON v.term = j.value`).all(JSON.stringify(terms));
  return new Map(terms.map((t) => [t, rows.find((r) => r.term === t)?.n ?? 0]));
}

/** A passage the full-text index matched, with its BM25 score (higher is better). */
export interface LexicalHit {
  passageId: number;
  paperId: number;
  score: number;
}

/**
 * Passages matching an FTS5 query, best BM25 first. `paperIds` limits them to some papers (null:
 * the whole library's papers, never an imported dataset's texts, which are asked only when chosen). The index's own BM25 (negated, so higher is better) is the score.
 */
export function lexicalPassageHits(db: LibraryDatabase, ftsQuery: string, limit: number, paperIds: readonly number[] | null): LexicalHit[] {
  if (paperIds === null) {
    return prepared<[string, number], LexicalHit>(
      db,
      `SELECT f.rowid AS passageId, p.paper_id AS paperId, -bm25(passages_fts) AS score
       FROM passages_fts f JOIN passages p ON p.id = f.rowid JOIN papers pa ON pa.id = p.paper_id
       WHERE passages_fts MATCH ? AND pa.kind = 'paper' ORDER BY bm25(passages_fts) LIMIT ?`,
    ).all(ftsQuery, limit);
  }
  return prepared<[string, string, number], LexicalHit>(
    db,
    `SELECT f.rowid AS passageId, p.paper_id AS paperId, -bm25(passages_fts) AS score
     FROM passages_fts f JOIN passages p ON p.id = f.rowid
     WHERE passages_fts MATCH ? AND p.paper_id IN (SELECT value FROM json_each(?))
     ORDER BY bm25(passages_fts) LIMIT ?`,
  ).all(ftsQuery, JSON.stringify(paperIds), limit);
}

/** A stored QA whose question matched, with the passages its evidence quotes. */
export interface QuestionHit {
  qaId: number;
  paperId: number;
  question: string;
  score: number;
  passageIds: number[];
}

/**
 * Stored QAs whose question matches an FTS5 query (the question column only: an answer written by
 * a model is no evidence that the paper says it), best first, with their evidence's passages.
 * Rejected QAs are left out: a reviewer or a filter found them wrong. Without `paperIds`, so are
 * the QAs about an imported dataset's texts.
 */
export function questionHits(db: LibraryDatabase, ftsQuery: string, limit: number, paperIds: readonly number[] | null): QuestionHit[] {
  const rows = prepared<[{ query: string; papers: string | null; limit: number }], { qaId: number; paperId: number; question: string; score: number; passages: string }>(
    db,
    `SELECT q.id AS qaId, q.paper_id AS paperId, q.question, -bm25(qa_fts) AS score,
            (SELECT json_group_array(e.passage_id) FROM qa_evidence e WHERE e.qa_id = q.id AND e.passage_id IS NOT NULL) AS passages
     FROM qa_fts f JOIN qa_items q ON q.id = f.rowid
     WHERE qa_fts MATCH @query AND q.verdict != 'rejected'
       AND (@papers IS NULL AND (SELECT pa.kind FROM papers pa WHERE pa.id = q.paper_id) = 'paper'
            OR q.paper_id IN (SELECT value FROM json_each(@papers)))
     ORDER BY bm25(qa_fts) LIMIT @limit`,
  ).all({ query: `{question} : (${ftsQuery})`, papers: paperIds === null ? null : JSON.stringify(paperIds), limit });
  return rows.map(({ passages, ...row }) => ({ ...row, passageIds: [...new Set(JSON.parse(passages) as number[])] }));
}

/** A passage as retrieval hands it on: its text and sentences, where it sits, and what paper it is from. */
export interface StoredPassage {
  passageId: number;
  paperId: number;
  paperName: string;
  doi: string | null;
  year: number | null;
  kind: PassageKind;
  page: number;
  section: string | null;
  text: string;
  boxes: TextBox[];
  /** Sentence ranges `[start, end)` inside `text`, in order. */
  sentences: [number, number][];
  /** The table it is a row or the caption of; null for the paper's text. */
  table: TableLink | null;
}

/** The passages with these ids (in the order given; unknown ids are left out). */
export function readStoredPassages(db: LibraryDatabase, ids: readonly number[]): StoredPassage[] {
  if (ids.length === 0) return [];
  const rows = prepared<[string], Omit<StoredPassage, "boxes" | "sentences" | "table"> & { boxes: string; sentences: string }>(
    db,
    `SELECT p.id AS passageId, p.paper_id AS paperId, ${paperNameSql("pa")} AS paperName, pa.doi, pa.year, p.kind, p.page,
            s.heading AS section, p.text, p.boxes_json AS boxes,
            (SELECT json_group_array(json_array(x.start, x."end")) FROM (SELECT start, "end" FROM sentences WHERE passage_id = p.id ORDER BY ordinal) x) AS sentences
     FROM json_each(?) j JOIN passages p ON p.id = j.value JOIN papers pa ON pa.id = p.paper_id LEFT JOIN sections s ON s.id = p.section_id
     ORDER BY j.key`,
  ).all(JSON.stringify(ids));
  const tables = tableLinksOf(db, rows.filter((r) => r.kind === "table" || r.kind === "caption").map((r) => r.passageId));
  return rows.map((row) => ({ ...row, boxes: JSON.parse(row.boxes) as TextBox[], sentences: JSON.parse(row.sentences) as [number, number][], table: tables.get(row.passageId) ?? null }));
}

/** Passages before and after `passageId` in its paper, within `span` places (for a quote cut by a page break). */
export function neighbourPassageIds(db: LibraryDatabase, passageId: number, span: number): number[] {
  return prepared<[{ id: number; span: number }], { id: number }>(
    db,
    `SELECT n.id FROM passages p JOIN passages n ON n.paper_id = p.paper_id AND n.ordinal BETWEEN p.ordinal - @span AND p.ordinal + @span
     WHERE p.id = @id ORDER BY n.ordinal`,
  )
    .all({ id: passageId, span })
    .map((r) => r.id);
}

/** How many papers the library holds (an imported dataset's texts apart), or how many of `paperIds` exist. */
export function countPapers(db: LibraryDatabase, paperIds: readonly number[] | null): number {
  if (paperIds === null) return prepared<[], { n: number }>(db, `SELECT count(*) AS n FROM papers WHERE kind = 'paper'`).get()!.n;
  return prepared<[string], { n: number }>(db, `SELECT count(*) AS n FROM papers WHERE id IN (SELECT value FROM json_each(?))`).get(JSON.stringify(paperIds))!.n;
}

/** The names the app shows for these papers. */
export function readPaperNames(db: LibraryDatabase, ids: readonly number[]): { id: number; name: string }[] {
  return prepared<[string], { id: number; name: string }>(db, `SELECT p.id, ${paperNameSql("p")} AS name FROM json_each(?) j JOIN papers p ON p.id = j.value`).all(JSON.stringify(ids));
}

/**
 * What identifies a paper's passages as stored now: the file, the reader's version and the
 * passages' count and newest id. A cache of them keyed by paper id alone goes stale when the paper
 * is removed and another takes its id, when it is read again, or when its tables' rows are added.
 */
export function paperPassagesStamp(db: LibraryDatabase, paperId: number): string {
  const row = prepared<[number, number, number], { sha256: string | null; parserVersion: string | null; n: number; last: number | null }>(
    db,
    `SELECT (SELECT sha256 FROM papers WHERE id = ?) AS sha256, (SELECT parser_version FROM papers WHERE id = ?) AS parserVersion,
            count(*) AS n, max(id) AS last FROM passages WHERE paper_id = ?`,
  ).get(paperId, paperId, paperId)!;
  return `${row.sha256 ?? ""}:${row.parserVersion ?? ""}:${row.n}:${row.last ?? 0}`;
}

/** Every passage of a paper with its text, in reading order (for BM25 inside the paper). */
export function paperPassageTexts(db: LibraryDatabase, paperId: number): { passageId: number; text: string }[] {
  return prepared<[number], { passageId: number; text: string }>(db, `SELECT id AS passageId, text FROM passages WHERE paper_id = ? ORDER BY ordinal`).all(paperId);
}
