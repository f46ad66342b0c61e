import { cosine, type TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import { duplicateThresholds } from "./duplicateThresholds.ts";
import type { FilterVerdict } from "./FilterVerdict.ts";
import { likeness, likenessValue, likenessVectors, repeats, type Likeness, type LikenessThresholds } from "./qaLikeness.ts";

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

/** An earlier question as a reader recognizes it: its words, cut short when long. */
function quoted(question: string): string {
  const text = question.trim().replace(/\s+/g, " ");
  return `"${text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text}"`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Whether `later` is to be compared with `earlier`. A positive repeats only positives of the
 * paper. A negative is compared with the QAs of its own context only: a paired negative reuses
 * its source question on purpose, with another chunk, and the question that matters is whether
 * that chunk's own QAs ask it (then the chunk may answer it after all).
 */
function comparable(later: DuplicateCandidate, earlier: DuplicateCandidate): boolean {
  if (!later.negative) return !earlier.negative;
  return Boolean(later.scope) && later.scope === earlier.scope;
}

/** Why a QA repeats, or passes beside, the closest earlier QA, in words a reviewer can check. */
function describe(l: Likeness, thresholds: LikenessThresholds, repeated: boolean): string {
  const byQuestion = l.question >= thresholds.question;
  if (repeated && byQuestion) return `the questions are ${percent(l.question)} alike; ${percent(thresholds.question)} or more asks the same`;
  if (repeated) return `question and answer together ${percent(l.whole!)} alike; ${percent(thresholds.qa)} or more is a repeat`;
  return l.whole === null
    ? `questions ${percent(l.question)} alike; ${percent(thresholds.question)} would ask the same`
    : `question and answer together ${percent(l.whole)} alike, questions ${percent(l.question)}; ${percent(thresholds.qa)} and ${percent(thresholds.question)} would be repeats`;
}

/**
 * Near-duplicate QAs within one paper: each QA is compared with every earlier one it may repeat
 * (`comparable`), by its question and by question and answer together (`repeats`). The first of a
 * group passes; the reason quotes the one it repeats (ids mean nothing to a reader, and a QA of
 * the same batch has none yet).
 */
export async function nearDuplicates(embedder: TextEmbedder, qas: readonly DuplicateCandidate[], options: DuplicateOptions = {}): Promise<Map<number | string, FilterVerdict>> {
  const thresholds = options.thresholds ?? (await duplicateThresholds(embedder, options.signal));
  // A negative's answer is a refusal: its question is what it asks.
  const vectors = await likenessVectors(embedder, qas.map((qa) => ({ question: qa.question, answer: qa.negative ? null : qa.answer?.trim() || null })), options.signal);
  const verdicts = new Map<number | string, FilterVerdict>();
  for (const [i, qa] of qas.entries()) {
    options.signal?.throwIfAborted();
    let best: { question: string; likeness: Likeness; repeated: boolean } | undefined;
    for (let j = 0; j < i; j++) {
      if (!comparable(qa, qas[j]!)) continue;
      const l = likeness(vectors[i]!, vectors[j]!);
      const repeated = repeats(l, thresholds);
      // The QA named is one it repeats, else the closest.
      if (!best || (repeated && !best.repeated) || (repeated === best.repeated && likenessValue(l) > likenessValue(best.likeness))) best = { question: qas[j]!.question, likeness: l, repeated };
    }
    const where = qa.negative ? "about the same context" : "about this paper";
    verdicts.set(
      qa.id,
      best?.repeated
        ? { metric: "near-duplicate", value: likenessValue(best.likeness), verdict: "fail", reason: `repeats an earlier QA ${where}, ${quoted(best.question)}: ${describe(best.likeness, thresholds, true)}` }
        : {
            metric: "near-duplicate",
            value: best ? likenessValue(best.likeness) : 0,
            verdict: "pass",
            reason: best ? `the closest earlier QA ${where}, ${quoted(best.question)}: ${describe(best.likeness, thresholds, false)}` : qa.negative ? "no other QA of its context to compare with" : "the first QA about this paper",
          },
    );
  }
  return verdicts;
}

/**
 * Mean word-vector cosine over all pairs of a set's questions (lower is more varied); null for
 * fewer than two. Not SciQAG's question similarity, which an LLM rates by intent (see
 * docs/metrics.md): the catalog calls it "question likeness (word vectors)".
 */
export async function meanQuestionSimilarity(embedder: TextEmbedder, questions: readonly string[], signal?: AbortSignal): Promise<number | null> {
  if (questions.length < 2) return null;
  const vectors = await embedder.embed(questions, signal);
  let sum = 0;
  for (let i = 0; i < vectors.length; i++) for (let j = i + 1; j < vectors.length; j++) sum += cosine(vectors[i]!, vectors[j]!);
  return sum / ((vectors.length * (vectors.length - 1)) / 2);
}
