import { RETRIEVAL } from "./retrievalWeights.ts";

// How retrieval weighs what its indexes found: a passage's scores summed with the weights of
// retrievalWeights.ts, and a paper ranked by its best passages (retrievePassages.ts gathers them).

export interface RetrievalScores {
  library: number;
  paper: number;
  questions: number;
  embedding: number | null;
}

/** A passage found by one index or more, with what each gave it (0, or null for no embedding yet). */
export interface Candidate {
  passageId: number;
  paperId: number;
  scores: RetrievalScores;
}

export const scoreOf = (embeddingWeight: number) => (s: RetrievalScores) => RETRIEVAL.library * s.library + RETRIEVAL.paper * s.paper + RETRIEVAL.questions * s.questions + embeddingWeight * (s.embedding ?? 0);

/** Papers by their best passages: the best one, plus shares of the second and third. */
export function rankPapers(candidates: Iterable<Candidate>, total: (s: RetrievalScores) => number): Map<number, number> {
  const byPaper = new Map<number, number[]>();
  for (const c of candidates) {
    const list = byPaper.get(c.paperId);
    if (list) list.push(total(c.scores));
    else byPaper.set(c.paperId, [total(c.scores)]);
  }
  const scores = new Map<number, number>();
  for (const [paperId, list] of byPaper) {
    list.sort((a, b) => b - a);
    scores.set(paperId, list[0]! + RETRIEVAL.paperSecond * (list[1] ?? 0) + RETRIEVAL.paperThird * (list[2] ?? 0));
  }
  return scores;
}
