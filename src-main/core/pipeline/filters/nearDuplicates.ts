import { type TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import { duplicateThresholds } from "./duplicateThresholds.ts";
import { DuplicateIndex } from "./duplicates/DuplicateIndex.ts";
import type { Finding, Pause } from "./duplicates/indexedQa.ts";
import { timeSlices } from "./duplicates/timeSlices.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";
import { likeness, likenessValue, likenessVectors, type Likeness, type LikenessText, type LikenessThresholds, type LikenessVectors } from "./qaLikeness.ts";

/** A QA the near-duplicate check compares. */
export interface DuplicateCandidate {
  id: number | string;
  question: string;
  /** Its answer; absent or null when there is none worth comparing. Defaults to none. */
  answer?: string | null;
  /** A "not answerable from this context" QA. Defaults to false. */
  negative?: boolean;
  /**
   * For a negative: the context it is a negative of (its chunk, else its work item). A negative
   * is compared only with the QAs of that context. Defaults to none: compared with nothing.
   */
  scope?: string | null;
}

export interface DuplicateOptions {
  /** Overrides the embedder's thresholds. Defaults to `duplicateThresholds(embedder)`. */
  thresholds?: LikenessThresholds;
  signal?: AbortSignal;
}

/** QAs embedded at once: enough to keep the embedder busy, few enough that their vectors (number[]) never pile up. */
export const EMBED_BATCH = 256;

/** An earlier question as a reader recognizes it: its words, cut short when long. */
export function quoted(question: string): string {
  const text = question.trim().replace(/\s+/g, " ");
  return `"${text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text}"`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** What the likeness measure reads of a QA: a negative's answer is a refusal, so its question is what it asks. */
export function likenessText(qa: Pick<DuplicateCandidate, "question" | "answer" | "negative">): LikenessText {
  return { question: qa.question, answer: qa.negative ? null : qa.answer?.trim() || null };
}

/**
 * What an earlier QA never measured (`canRepeat` ruled it out by its words) is known to be below,
 * as `likenessValue` writes it: the whole QA's likeness is below the question-and-answer
 * threshold, and a question's alone (when either has no answer) below the question threshold.
 * For a QA with an answer either may be the figure, so the higher threshold bounds it.
 */
export function likenessBound(thresholds: LikenessThresholds, hasAnswer: boolean): number {
  return hasAnswer ? Math.max(thresholds.question, thresholds.qa) : thresholds.question;
}

/** Why a QA repeats, or passes beside, the closest earlier QA, in words a reviewer can check. */
export function likenessReason(l: Likeness, thresholds: LikenessThresholds, repeated: boolean): string {
  const byQuestion = l.question >= thresholds.question;
  if (repeated && byQuestion) return `the questions are ${percent(l.question)} alike; ${percent(thresholds.question)} or more asks the same`;
  if (repeated) return `question and answer together ${percent(l.whole!)} alike; ${percent(thresholds.qa)} or more is a repeat`;
  return l.whole === null
    ? `questions ${percent(l.question)} alike; ${percent(thresholds.question)} would ask the same`
    : `question and answer together ${percent(l.whole)} alike, questions ${percent(l.question)}; ${percent(thresholds.qa)} and ${percent(thresholds.question)} would be repeats`;
}

/**
 * The stored verdict of a QA from what the index found: it fails when it repeats an earlier QA,
 * naming the most alike of those it repeats. A pass names the closest earlier QA when every
 * earlier one was measured (`exhaustive`); otherwise it says how many shared enough words with
 * it to be measured and names the closest of those, never claiming more. `hasAnswer`: the QA has
 * an answer the measure compares (`likenessText`), which sets the bound of an unmeasured likeness.
 */
export function duplicateVerdict(finding: Finding, questionAt: (position: number) => string, thresholds: LikenessThresholds, negative: boolean, hasAnswer: boolean): FilterVerdict {
  const where = negative ? "about the same context" : "about this paper";
  const best = finding.best;
  const base = { metric: "near-duplicate", value: best ? likenessValue(best.likeness) : 0 };
  if (best?.repeated) return { ...base, verdict: "fail", reason: `repeats an earlier QA ${where}, ${quoted(questionAt(best.position))}: ${likenessReason(best.likeness, thresholds, true)}` };
  // Nothing was compared, so there is no likeness to give: a 0% would read as "compared, and unlike
  // anything", and would count in the check's accept rate. Stored without a value, as a check
  // with nothing to check is (contract/scoreWords.ts).
  if (finding.earlier === 0) return { ...base, value: null, verdict: "pass", reason: negative ? "no other QA of its context to compare with" : "the first QA about this paper" };
  if (finding.exhaustive) return { ...base, verdict: "pass", reason: `the closest earlier QA ${where}, ${quoted(questionAt(best!.position))}: ${likenessReason(best!.likeness, thresholds, false)}` };
  const others = finding.earlier - finding.compared;
  // Past the index's exhaustive range only the earlier QAs sharing enough words were measured: the
  // counts say so (compared of earlier), and when none was, the likeness is known only to be below
  // a repeat's. Stored without a value, as a 0% would claim a measurement; the counts tell it
  // apart from "nothing to compare" (contract/scoreWords.ts).
  const counts = { found: finding.compared, checked: finding.earlier };
  if (!best) return { ...base, value: null, counts, verdict: "pass", reason: `below ${percent(likenessBound(thresholds, hasAnswer))}: none of the ${finding.earlier} earlier QAs ${where} shares enough words with it to be that alike` };
  return {
    ...base,
    counts,
    verdict: "pass",
    reason: `the closest of the ${finding.compared} earlier QAs ${where} sharing enough words with it to repeat it (the other ${others} share too few), ${quoted(questionAt(best.position))}: ${likenessReason(best.likeness, thresholds, false)}`,
  };
}

/** The index's view of a QA with its vectors. */
export function indexed(vectors: LikenessVectors, qa: Pick<DuplicateCandidate, "negative" | "scope">) {
  return { question: vectors.question, answer: vectors.answer, negative: Boolean(qa.negative), scope: qa.scope ?? null };
}

/** The likeness of two QAs from their texts' own vectors (embedded as one call), as comparing every pair computes it. */
export async function exactLikeness(embedder: TextEmbedder, later: LikenessText, earlier: LikenessText, signal?: AbortSignal): Promise<Likeness> {
  const [a, b] = await likenessVectors(embedder, [later, earlier], signal);
  return likeness(a!, b!);
}

/**
 * Near-duplicate QAs within one paper: each QA is compared with every earlier one it may repeat
 * (a positive with the positives; a negative with the QAs of its own context: a paired negative
 * reuses its source question on purpose, with another chunk, and what matters is whether that
 * chunk's own QAs ask it), by its question and by question and answer together (`repeats`). The
 * first of a group passes; the reason quotes the one it repeats (ids mean nothing to a reader,
 * and a QA of the same batch has none yet). The earlier QAs are found through `DuplicateIndex`
 * (exact), in slices that leave the event loop free. The work still grows about as the square
 * of one paper's QAs that share common words (docs/limits.md has the figures).
 */
export async function nearDuplicates(embedder: TextEmbedder, qas: readonly DuplicateCandidate[], options: DuplicateOptions = {}): Promise<Map<number | string, FilterVerdict>> {
  const thresholds = options.thresholds ?? (await duplicateThresholds(embedder, options.signal));
  const index = new DuplicateIndex(thresholds);
  const pause = timeSlices(options.signal);
  const verdicts = new Map<number | string, FilterVerdict>();
  await checkInBatches(embedder, qas, options.signal, pause, async (qa, vectors) => {
    const text = likenessText(qa);
    const finding = await index.check(indexed(vectors, qa), pause, (position) => exactLikeness(embedder, text, likenessText(qas[position]!), options.signal));
    index.add(indexed(vectors, qa));
    verdicts.set(qa.id, duplicateVerdict(finding, (position) => qas[position]!.question, thresholds, Boolean(qa.negative), text.answer !== null));
  });
  return verdicts;
}

/** Embeds `qas` a batch at a time and hands each, in order, to `each` with its vectors; yields between. */
export async function checkInBatches<T extends DuplicateCandidate>(
  embedder: TextEmbedder,
  qas: readonly T[],
  signal: AbortSignal | undefined,
  pause: Pause,
  each: (qa: T, vectors: LikenessVectors, i: number) => Promise<unknown>,
): Promise<void> {
  for (let from = 0; from < qas.length; from += EMBED_BATCH) {
    const batch = qas.slice(from, from + EMBED_BATCH);
    const vectors = await likenessVectors(embedder, batch.map(likenessText), signal);
    for (const [k, qa] of batch.entries()) {
      await each(qa, vectors[k]!, from + k);
      await pause();
    }
    await pause();
  }
}

/**
 * Mean cosine over all pairs of a set's questions (lower is more varied); null for fewer than
 * two. Not SciQAG's question similarity, which an LLM rates by intent (see docs/metrics.md): the
 * catalog calls it "question likeness (word vectors)". The sum over pairs comes from the sum of
 * the unit vectors (|Σv|² = n + 2 Σ pairs), linear in the questions, not quadratic.
 */
export async function meanQuestionSimilarity(embedder: TextEmbedder, questions: readonly string[], signal?: AbortSignal): Promise<number | null> {
  if (questions.length < 2) return null;
  const vectors = await embedder.embed(questions, signal);
  const sum = new Float64Array(vectors[0]!.length);
  let selfSum = 0;
  for (const vector of vectors) {
    const norm = Math.sqrt(vector.reduce((s, x) => s + x * x, 0));
    // An all-zero vector has cosine 0 with every other: it adds nothing.
    if (norm === 0) continue;
    for (let d = 0; d < sum.length; d++) sum[d]! += vector[d]! / norm;
    selfSum += 1;
  }
  const pairs = (sum.reduce((s, x) => s + x * x, 0) - selfSum) / 2;
  return pairs / ((vectors.length * (vectors.length - 1)) / 2);
}
