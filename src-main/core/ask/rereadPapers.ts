import type { LibraryDatabase } from "../db/openDatabase.ts";
import { paperPassagesStamp, paperPassageTexts } from "../db/repositories/askRetrieval.ts";
import { bm25OfTerms } from "../text/bm25Index.ts";
import { bm25Terms } from "../text/bm25Terms.ts";
import { RETRIEVAL } from "./retrievalWeights.ts";

/** A passage's in-paper score, relative to the paper's best passage (0 to 1). */
export interface RereadPassage {
  passageId: number;
  paperId: number;
  relative: number;
}

/** The papers' passages as terms, by paper id; the most recently asked about are kept, since questions to one paper come in runs. */
const papers = new Map<string, { stamp: string; ids: number[]; terms: string[][] }>();
const PAPERS_KEPT = 64;

function paperTerms(db: LibraryDatabase, paperId: number): { ids: number[]; terms: string[][] } {
  // Keyed by the database file too: tests and benchmarks open several libraries in one process.
  const key = `${db.name}\u0000${paperId}`;
  // The stamp finds a paper read again, or another given the same id, since its terms were kept.
  const stamp = paperPassagesStamp(db, paperId);
  let found = papers.get(key);
  if (found) papers.delete(key);
  if (found?.stamp !== stamp) {
    const passages = paperPassageTexts(db, paperId);
    found = { stamp, ids: passages.map((p) => p.passageId), terms: passages.map((p) => bm25Terms(p.text)) };
    if (papers.size >= PAPERS_KEPT) papers.delete(papers.keys().next().value!);
  }
  papers.set(key, found);
  return found;
}

/**
 * Every passage of each paper scored by BM25 among the paper's own passages, with stemmed words:
 * a word every passage of the paper uses (its subject, "DDX3X" in a paper on DDX3X) counts for
 * little there, so the passage with the question's rarer words ("stabilized") rises, and
 * "stability" finds "stabilized". The library-wide index cannot see either. Passages sharing no
 * word with the question are left out.
 */
export function rereadPapers(db: LibraryDatabase, question: string, paperIds: readonly number[]): RereadPassage[] {
  const out: RereadPassage[] = [];
  for (const paperId of paperIds) {
    const { ids, terms } = paperTerms(db, paperId);
    const scores = bm25OfTerms(terms, { terms: bm25Terms, b: RETRIEVAL.paperLengthNorm }).score(question);
    const best = Math.max(0, ...scores);
    if (best === 0) continue;
    scores.forEach((score, i) => {
      if (score > 0) out.push({ passageId: ids[i]!, paperId, relative: score / best });
    });
  }
  return out;
}
