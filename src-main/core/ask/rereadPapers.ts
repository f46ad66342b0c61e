import type { LibraryDatabase } from "../db/openDatabase.ts";
import { paperPassageTexts } from "../db/repositories/askRetrieval.ts";
import { bm25Index } from "../llm/embeddings/bm25Index.ts";
import { bm25Terms } from "../pipeline/strategies/shared/bm25.ts";
import { RETRIEVAL } from "./retrievalWeights.ts";

/** A passage's in-paper score, relative to the paper's best passage (0 to 1). */
export interface RereadPassage {
  passageId: number;
  paperId: number;
  relative: number;
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
    const passages = paperPassageTexts(db, paperId);
    const scores = bm25Index(
      passages.map((p) => p.text),
      { terms: bm25Terms, b: RETRIEVAL.paperLengthNorm },
    ).score(question);
    const best = Math.max(0, ...scores);
    if (best === 0) continue;
    passages.forEach((p, i) => {
      if (scores[i]! > 0) out.push({ passageId: p.passageId, paperId, relative: scores[i]! / best });
    });
  }
  return out;
}
