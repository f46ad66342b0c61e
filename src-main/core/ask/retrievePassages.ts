import type { LibraryDatabase } from "../db/openDatabase.ts";
import { countPapers, lexicalPassageHits, questionHits, readPaperNames, readStoredPassages, termCounts, type StoredPassage } from "../db/repositories/askRetrieval.ts";
import { rereadPapers } from "./rereadPapers.ts";
import type { PassageEmbedder } from "./PassageEmbedder.ts";
import { anyTermQuery, questionTerms, selectiveTerms } from "./questionTerms.ts";
import { RETRIEVAL } from "./retrievalWeights.ts";
import { rankPapers, scoreOf, type Candidate, type RetrievalScores } from "./candidateScores.ts";

/** A passage as retrieval ranked it: the stored passage, its score and what the score is made of. */
export interface RankedPassage extends StoredPassage {
  score: number;
  scores: RetrievalScores;
}

export interface RankedPaper {
  paperId: number;
  paperName: string;
  score: number;
}

export interface LibraryRetrieval {
  papersSearched: number;
  /** Best first, at most ten. */
  papers: RankedPaper[];
  /** Best first, at most `limit`. */
  passages: RankedPassage[];
  ms: number;
  method: "words" | "words+embeddings";
}

export interface RetrieveOptions {
  /** Search these papers only. Defaults to the whole library (null). */
  paperIds?: readonly number[] | null;
  /** Passages returned. Defaults to 6. */
  limit?: number;
  /** Re-ranks the best passages found by words by their similarity with the question, and adds the passages whose stored vectors are nearest to it. Defaults to none. */
  embedder?: PassageEmbedder | null;
  /** Overrides of the embedding's weight and the vector pass's size and use (for measuring them). Defaults to RETRIEVAL's. */
  embedding?: { weight?: number; vectorHits?: number; vectorPassAlways?: boolean };
  signal?: AbortSignal;
}

/**
 * Finds the passages of the library that best answer a question, by three indexes and an
 * optional fourth: the full-text index over every passage (BM25 on the question's words), the
 * stored QAs' questions (a QA whose question resembles this one points at its evidence), BM25
 * again inside the best papers (with stemming, where the words every passage of that paper
 * shares stop counting), and an embedding model's similarity when one is given. Each score is
 * relative to the best of its kind, and they are summed with the weights in retrievalWeights.ts.
 */
export async function retrievePassages(db: LibraryDatabase, question: string, options: RetrieveOptions = {}): Promise<LibraryRetrieval> {
  const started = performance.now();
  const total = scoreOf(options.embedding?.weight ?? RETRIEVAL.embedding);
  const vectorHits = options.embedding?.vectorHits ?? RETRIEVAL.vectorHits;
  const scope = options.paperIds ?? null;
  const limit = options.limit ?? 6;
  const papersSearched = countPapers(db, scope);
  const terms = questionTerms(question);
  const empty = { papersSearched, papers: [], passages: [], method: "words" as const };
  if (terms.length === 0 || papersSearched === 0) return { ...empty, ms: performance.now() - started };
  const query = anyTermQuery(selectiveTerms(terms, termCounts(db, terms, "passages"), RETRIEVAL.commonRows));
  const questionQuery = anyTermQuery(selectiveTerms(terms, termCounts(db, terms, "questions"), RETRIEVAL.commonRows));

  const candidates = new Map<number, Candidate>();
  const candidate = (passageId: number, paperId: number) => {
    let found = candidates.get(passageId);
    if (!found) candidates.set(passageId, (found = { passageId, paperId, scores: { library: 0, paper: 0, questions: 0, embedding: null } }));
    return found;
  };
  const hits = query === null ? [] : lexicalPassageHits(db, query, RETRIEVAL.candidates, scope);
  const best = hits[0]?.score ?? 0;
  for (const hit of hits) if (best > 0) candidate(hit.passageId, hit.paperId).scores.library = hit.score / best;
  const asked = questionQuery === null ? [] : questionHits(db, questionQuery, RETRIEVAL.questionHits, scope);
  const bestAsked = asked[0]?.score ?? 0;
  for (const hit of asked) {
    for (const passageId of hit.passageIds) {
      const found = candidate(passageId, hit.paperId);
      if (bestAsked > 0) found.scores.questions = Math.max(found.scores.questions, hit.score / bestAsked);
    }
  }
  options.signal?.throwIfAborted();

  // The vector pass: passages whose stored vectors are nearest the question's, found whatever
  // words they use, merged with the word hits before papers are ranked (by default only when
  // words found too few: see RETRIEVAL.vectorPassAlways).
  const questionVector = options.embedder ? await options.embedder.embedQuestion(question, options.signal) : null;
  const vectorPass = (options.embedding?.vectorPassAlways ?? RETRIEVAL.vectorPassAlways) || candidates.size < limit;
  if (options.embedder && questionVector && vectorHits > 0 && vectorPass) {
    for (const hit of options.embedder.nearest(questionVector, vectorHits, scope)) candidate(hit.passageId, hit.paperId).scores.embedding = hit.cosine;
  }

  const paperScores = rankPapers(candidates.values(), total);
  const topPapers = [...paperScores].sort((a, b) => b[1] - a[1]).slice(0, RETRIEVAL.papersReread);
  const bestPaper = topPapers[0]?.[1] ?? 0;
  for (const reread of rereadPapers(db, question, topPapers.map(([paperId]) => paperId))) {
    const weight = bestPaper > 0 ? paperScores.get(reread.paperId)! / bestPaper : 0;
    candidate(reread.passageId, reread.paperId).scores.paper = weight * reread.relative;
  }

  let ranked = [...candidates.values()].sort((a, b) => total(b.scores) - total(a.scores) || a.passageId - b.passageId);
  let method: LibraryRetrieval["method"] = "words";
  if (options.embedder && questionVector && ranked.length > 0) {
    const head = ranked.slice(0, RETRIEVAL.embeddingCandidates).filter((c) => c.scores.embedding === null);
    const texts = readStoredPassages(db, head.map((c) => c.passageId));
    const vectors = await options.embedder.embedPassages(texts, options.signal);
    const byId = new Map(texts.map((t, i) => [t.passageId, vectors[i]!]));
    for (const c of head) {
      const vector = byId.get(c.passageId);
      c.scores.embedding = vector ? vector.reduce((sum, x, d) => sum + x * questionVector[d]!, 0) : 0;
    }
    ranked = ranked.sort((a, b) => total(b.scores) - total(a.scores) || a.passageId - b.passageId);
    method = "words+embeddings";
  }

  const finalPapers = rankPapers(ranked, total);
  const chosen = ranked.slice(0, limit);
  const stored = new Map(readStoredPassages(db, chosen.map((c) => c.passageId)).map((p) => [p.passageId, p]));
  const passages = chosen.flatMap((c) => {
    const passage = stored.get(c.passageId);
    return passage ? [{ ...passage, score: total(c.scores), scores: c.scores }] : [];
  });
  const topIds = [...finalPapers].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 10);
  const names = paperNames(db, topIds.map(([id]) => id), passages);
  return {
    papersSearched,
    papers: topIds.map(([paperId, score]) => ({ paperId, paperName: names.get(paperId) ?? "", score })),
    passages,
    ms: performance.now() - started,
    method,
  };
}

/** Names of the ranked papers, from the passages read or, for the others, one passage of each. */
function paperNames(db: LibraryDatabase, ids: readonly number[], passages: readonly StoredPassage[]): Map<number, string> {
  const names = new Map(passages.map((p) => [p.paperId, p.paperName]));
  const missing = ids.filter((id) => !names.has(id));
  if (missing.length > 0) for (const row of readPaperNames(db, missing)) names.set(row.id, row.name);
  return names;
}

