import { cosine } from "../llm/embeddings/TextEmbedder.ts";

// SciQAG's coverage rate, as its evaluation code computes it (visualization/"sentence coverage
// rate" notebook, chunk_rate): the paper's sentences in reading order, each QA's similarity to
// every sentence (the QA embedded as its question and answer together), k = 15% of the
// sentences rounded down, the paper cut into 10 equal parts by sentence count.

/** SciQAG: the top 15% of a paper's sentences count as sources. */
export const COVERAGE_TOP_SHARE = 0.15;
/** SciQAG: the paper is cut into 10 equal parts, by sentence count. */
export const COVERAGE_PARTS = 10;

/** The share of the 10 parts holding at least one of `indices` (SciQAG's chunk_rate): always out of 10, as SciQAG divides. */
export function chunkRate(sentenceCount: number, indices: Iterable<number>): number {
  const perPart = sentenceCount / COVERAGE_PARTS;
  const hit = new Set<number>();
  for (const i of indices) hit.add(Math.floor(i / perPart));
  return hit.size / COVERAGE_PARTS;
}

/** Sentence indices by falling score; equal scores keep reading order (Python's stable sort does the same). */
function ranked(scores: readonly number[]): number[] {
  return scores.map((score, i) => ({ i, score })).sort((a, b) => b.score - a.score || a.i - b.i).map((x) => x.i);
}

export interface Coverage {
  /** The paper's coverage: its k sentences most alike to any QA, pooled, and the share of parts holding them. */
  overall: number;
  /** Each QA's own k sentences' share of parts, in the order of the QAs. */
  perAnswer: number[];
  /** The mean of `perAnswer`. */
  perAnswerMean: number;
}

/**
 * SciQAG's coverage of one paper by its QAs. Overall: every (QA, sentence) score pooled and
 * ranked, the first k distinct sentences taken (SciQAG's code; its paper describes the union of
 * each answer's top 15% instead, which covers more). Per answer: each QA's own top k. k is 15% of
 * the sentences rounded down. Null without QAs, or for a paper of fewer than 7 sentences (k = 0:
 * SciQAG's code would say 0, but nothing was measured, and the report says so instead).
 */
export function sciqagCoverage(sentences: readonly number[][], qas: readonly number[][]): Coverage | null {
  const n = sentences.length;
  const k = Math.floor(n * COVERAGE_TOP_SHARE);
  if (k === 0 || qas.length === 0) return null;
  const scores = qas.map((qa) => sentences.map((s) => cosine(qa, s)));
  const pooled = scores
    .flatMap((row) => row.map((score, i) => ({ i, score })))
    .map((x, order) => ({ ...x, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const top = new Set<number>();
  for (const { i } of pooled) {
    if (top.size >= k) break;
    top.add(i);
  }
  const perAnswer = scores.map((row) => chunkRate(n, ranked(row).slice(0, k)));
  return { overall: chunkRate(n, top), perAnswer, perAnswerMean: perAnswer.reduce((a, b) => a + b, 0) / perAnswer.length };
}

/**
 * SciQAG's sentence splitter, for measuring its published data the way it did: a break after "."
 * or "?" followed by whitespace, unless the period ends an abbreviation like "e.g." or "Dr.".
 * The library splits its own papers more carefully (core/documents/text/splitSentences.ts).
 */
export function sciqagSentences(text: string): string[] {
  return text
    .split(/(?<!\w\.\w.)(?<![A-Z][a-z]\.)(?<=\.|\?)\s/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
