import { FUNCTION_WORDS } from "../../llm/embeddings/functionWords.ts";
import { cosine, type TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import { wordTokens } from "../../llm/embeddings/wordTokens.ts";

/** A QA as the near-duplicate measure reads it; `answer` null when it has none worth comparing (a refusal, or none given). */
export interface LikenessText {
  question: string;
  answer: string | null;
}

/** A QA's texts with their vectors and content words, computed once per QA. */
export interface LikenessVectors {
  question: { vector: number[]; words: ReadonlySet<string> };
  answer: { vector: number[]; words: ReadonlySet<string> } | null;
}

/** Content words, formulas, names and numbers included: the words word vectors cannot see still tell two texts apart. */
export function contentWords(text: string): Set<string> {
  return new Set(wordTokens(text).filter((w) => !FUNCTION_WORDS.has(w)));
}

/** Dice overlap of two word sets, 0 to 1. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size + b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/**
 * How alike two texts are, 0 to 1: the geometric mean of their cosine (meaning: "calcined" is
 * near "heat-treated") and the overlap of their content words (what vectors miss: formulas,
 * sample names, numbers). Either alone fails on real QAs: word-vector cosines of two questions
 * about one paper are high whatever they ask, and overlap misses a reworded repeat.
 */
function textLikeness(a: { vector: number[]; words: ReadonlySet<string> }, b: { vector: number[]; words: ReadonlySet<string> }): number {
  return Math.sqrt(Math.max(0, cosine(a.vector, b.vector)) * overlap(a.words, b.words));
}

/** Vectors and words of every QA, in one embedding call. */
export async function likenessVectors(embedder: TextEmbedder, qas: readonly LikenessText[], signal?: AbortSignal): Promise<LikenessVectors[]> {
  const texts = qas.flatMap((qa) => (qa.answer ? [qa.question, qa.answer] : [qa.question]));
  const vectors = await embedder.embed(texts, signal);
  let at = 0;
  return qas.map((qa) => {
    const question = { vector: vectors[at++]!, words: contentWords(qa.question) };
    const answer = qa.answer ? { vector: vectors[at++]!, words: contentWords(qa.answer) } : null;
    return { question, answer };
  });
}

/**
 * How alike two QAs are: their questions (0 to 1), and their questions and answers together (the
 * mean of the two likenesses; null when either has no answer, e.g. a refusal).
 */
export interface Likeness {
  question: number;
  whole: number | null;
}

/** Thresholds of the two ways a QA can repeat another (`repeats`). */
export interface LikenessThresholds {
  /** Questions at least this alike ask the same, whatever the answers say. */
  question: number;
  /** Question and answer together at least this alike: the same QA in other words. */
  qa: number;
}

export function likeness(a: LikenessVectors, b: LikenessVectors): Likeness {
  const question = textLikeness(a.question, b.question);
  return { question, whole: a.answer && b.answer ? (question + textLikeness(a.answer, b.answer)) / 2 : null };
}

/**
 * Whether a QA repeats another: the same question (however it is answered), or the same
 * question and answer in other words. The second catches a rewording whose question alone looks
 * new (ChemLit-QA-multi rewrites name an entity by a description); the first, a question asked
 * twice with two answers.
 */
export function repeats(l: Likeness, thresholds: LikenessThresholds): boolean {
  // A copy scores 1 up to rounding in the cosine; a threshold of 1 must still catch it.
  const EPSILON = 1e-9;
  return l.question >= thresholds.question - EPSILON || (l.whole !== null && l.whole >= thresholds.qa - EPSILON);
}

/** The figure stored with the verdict: the whole QA's likeness, or the questions' when there is no answer to compare. */
export function likenessValue(l: Likeness): number {
  return l.whole ?? l.question;
}
