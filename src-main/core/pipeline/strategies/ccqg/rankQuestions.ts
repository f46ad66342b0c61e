import type { TextEmbedder } from "../../../llm/embeddings/TextEmbedder.ts";

/**
 * Question-to-paragraph similarity above which the greedy ranking pairs them (th of Algorithm 1;
 * the paper gives no value), per kind of embedder.
 *
 * Word vectors, 0.8: on two fixture papers the longest sentence of each paragraph, standing in
 * for a question written from it, scored a median of 0.92 to 0.95 (lowest quarter above 0.88)
 * with its own paragraph and a median of 0.75 to 0.79 with the others.
 *
 * Embedding model, 0.5: a common cut for question-passage relevance with BGE/E5-class models;
 * not calibrated here, as no real embedding model is on this machine.
 */
export const PAIRING_THRESHOLDS: Record<TextEmbedder["kind"], number> = { "embedding-model": 0.5, "word-vectors": 0.8 };

/** A candidate question and the paragraph it was written from. */
export interface CandidateQuestion {
  question: string;
  /** Passage id of the paragraph the question came from (p_o). */
  origin: number;
}

export interface RankedQuestion extends CandidateQuestion {
  /** 1 for the best. */
  rank: number;
  /** "greedy" when paired with salient paragraphs, "supplementary" when ranked against the rest of the paper. */
  phase: "greedy" | "supplementary";
  /** The paragraphs its answer is written from (passage ids), the best paired first. */
  paragraphs: number[];
  /** The aggregated similarity it was ordered by in its phase. */
  score: number;
}

export interface RankingInput {
  questions: readonly CandidateQuestion[];
  /** Salient paragraphs' passage ids. */
  salient: readonly number[];
  /** The paper's other paragraphs' passage ids (P_rest). */
  rest: readonly number[];
  /** Similarity of question `q` (index in `questions`) to a paragraph (passage id). */
  similarity: (q: number, passageId: number) => number;
  /** th. */
  threshold: number;
  /** K. */
  k: number;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Algorithm 1 of the paper, two-step question ranking.
 *
 * Greedy step: questions are taken in order of their summed similarity to all salient paragraphs
 * (summed once, before any is paired). Each takes up to K of the salient paragraphs still free
 * whose similarity to it is above th, most similar first, and those paragraphs are no longer free.
 * A question that finds none waits for the next step; the step ends when every question was
 * looked at or no salient paragraph is free.
 *
 * Supplementary step: the questions left are ranked after the greedy ones by their summed
 * similarity to the paper's other paragraphs, and each is given the paragraph it came from and
 * the K paragraphs of the whole paper most similar to it.
 *
 * Ties keep the order the questions were written in, so a ranking is reproducible.
 */
export function rankQuestions(input: RankingInput): RankedQuestion[] {
  const { questions, similarity, threshold, k } = input;
  const ranked: RankedQuestion[] = [];
  const byScore = (scores: number[]) => scores.map((score, i) => ({ i, score })).sort((a, b) => b.score - a.score || a.i - b.i);

  const free = new Set(input.salient);
  const waiting: number[] = [];
  for (const { i, score } of byScore(questions.map((_, q) => sum(input.salient.map((p) => similarity(q, p)))))) {
    if (free.size === 0) {
      waiting.push(i);
      continue;
    }
    const paired = [...free]
      .map((p) => ({ p, s: similarity(i, p) }))
      .filter(({ s }) => s > threshold)
      .sort((a, b) => b.s - a.s)
      .slice(0, k)
      .map(({ p }) => p);
    if (paired.length === 0) {
      waiting.push(i);
      continue;
    }
    for (const p of paired) free.delete(p);
    ranked.push({ ...questions[i]!, rank: ranked.length + 1, phase: "greedy", paragraphs: paired, score });
  }

  const whole = [...new Set([...input.salient, ...input.rest])];
  const left = waiting.sort((a, b) => a - b);
  const restScores = left.map((q) => sum(input.rest.map((p) => similarity(q, p))));
  for (const { i, score } of byScore(restScores)) {
    const q = left[i]!;
    const origin = questions[q]!.origin;
    const nearest = whole
      .filter((p) => p !== origin)
      .map((p) => ({ p, s: similarity(q, p) }))
      .sort((a, b) => b.s - a.s)
      .slice(0, k)
      .map(({ p }) => p);
    ranked.push({ ...questions[q]!, rank: ranked.length + 1, phase: "supplementary", paragraphs: [origin, ...nearest], score });
  }
  return ranked;
}

/**
 * The questions to answer: down the ranking, leaving out those `excluded` (references to
 * figures, authors...) and those whose section already gave `perSection` questions, until `count`
 * are chosen. `sectionOf` names a question's section by its origin paragraph.
 */
export function pickQuestions(ranked: readonly RankedQuestion[], options: { count: number; perSection: number; sectionOf: (passageId: number) => string; excluded?: (q: RankedQuestion) => boolean }): { picked: RankedQuestion[]; excluded: number; overSectionCap: number } {
  const perSection = new Map<string, number>();
  const picked: RankedQuestion[] = [];
  let excluded = 0;
  let overSectionCap = 0;
  for (const q of ranked) {
    if (picked.length >= options.count) break;
    if (options.excluded?.(q)) {
      excluded++;
      continue;
    }
    const section = options.sectionOf(q.origin);
    const used = perSection.get(section) ?? 0;
    if (used >= options.perSection) {
      overSectionCap++;
      continue;
    }
    perSection.set(section, used + 1);
    picked.push(q);
  }
  return { picked, excluded, overSectionCap };
}
