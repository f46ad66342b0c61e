import type { LibraryDatabase } from "../db/openDatabase.ts";
import { paperPassagesStamp, paperPassageTexts } from "../db/repositories/askRetrieval.ts";
import { bm25OfTerms } from "../llm/embeddings/bm25Index.ts";
import { STOPWORDS } from "../pipeline/text/stopwords.ts";
import { stem } from "../pipeline/text/topicRank.ts";
import { RETRIEVAL } from "./retrievalWeights.ts";

/** A passage's in-paper score, relative to the paper's best passage (0 to 1). */
export interface RereadPassage {
  passageId: number;
  paperId: number;
  relative: number;
}

/** Words seen before and their stems: a paper's vocabulary repeats, and stemming is most of the reread's time. */
const stems = new Map<string, string>();
const STEMS_KEPT = 200_000;

/** The same terms as the strategies' bm25Terms (stopwords out, numbers out, stemmed), with the stems remembered. */
function stemmedTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? []) {
    if (STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    let stemmed = stems.get(word);
    if (stemmed === undefined) {
      if (stems.size >= STEMS_KEPT) stems.clear();
      stems.set(word, (stemmed = stem(word)));
    }
    out.push(stemmed);
  }
  return out;
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
    found = { stamp, ids: passages.map((p) => p.passageId), terms: passages.map((p) => stemmedTerms(p.text)) };
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
    const scores = bm25OfTerms(terms, { terms: stemmedTerms, b: RETRIEVAL.paperLengthNorm }).score(question);
    const best = Math.max(0, ...scores);
    if (best === 0) continue;
    scores.forEach((score, i) => {
      if (score > 0) out.push({ passageId: ids[i]!, paperId, relative: score / best });
    });
  }
  return out;
}
