import { cosine, type TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import { wordTokens } from "../../llm/embeddings/wordTokens.ts";
import type { FilterVerdict } from "./FilterVerdict.ts";

/**
 * Similarity at or above which a question repeats an earlier one, per kind of embedder.
 *
 * Word vectors, 0.63: on the 15 paraphrase and 15 different-question pairs in
 * test/support/paraphrasePairs.ts (one paper, same vocabulary), the different questions score at
 * most 0.61 and 10 of the paraphrases 0.64 or more; the other 5 fall between 0.27 and 0.61 and
 * pass (a missed duplicate costs a reviewer a click, a false one loses a good QA).
 *
 * Embedding model, 0.9: the usual cut for BGE/E5-class models, whose on-topic but different
 * questions commonly reach 0.8; not calibrated here, as no real embedding model is on this machine.
 */
export const DUPLICATE_THRESHOLDS: Record<TextEmbedder["kind"], number> = { "word-vectors": 0.63, "embedding-model": 0.9 };

/** An earlier question as a reader recognizes it: its words, cut short when long. */
function quoted(question: string): string {
  const text = question.trim().replace(/\s+/g, " ");
  return `"${text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text}"`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The words of `a` not in `b`, as a text to embed. */
function wordsOnlyIn(a: string, b: string): string {
  const other = new Set(wordTokens(b));
  return wordTokens(a).filter((w) => !other.has(w)).join(" ");
}

/**
 * How alike two questions' meanings are, 0 to 1. An embedding model reads each question whole.
 * Word vectors average words, so two questions built the same way ("What was the pore volume of
 * the support?", "What was the surface area of the support?") come out alike whatever they ask;
 * they are compared on the words that differ ("pore volume" against "surface area"), where a
 * paraphrase differs in words of the same meaning and a different question does not.
 */
export async function questionSimilarity(embedder: TextEmbedder, a: string, b: string, vectors: readonly number[][], ia: number, ib: number): Promise<number> {
  if (embedder.kind === "embedding-model") return cosine(vectors[ia]!, vectors[ib]!);
  const onlyA = wordsOnlyIn(a, b);
  const onlyB = wordsOnlyIn(b, a);
  // Different numbers or labels ("sample 1", "sample 3", "TiO2", "ZnO") name different subjects;
  // word vectors put all numbers close together, so they would call such questions repeats.
  if (/\p{N}/u.test(onlyA) && /\p{N}/u.test(onlyB)) return 0;
  // The same words, or one question the other plus a detail: compare them whole.
  if (!onlyA || !onlyB) return cosine(vectors[ia]!, vectors[ib]!);
  const [va, vb] = await embedder.embed([onlyA, onlyB]);
  return cosine(va!, vb!);
}

export interface DuplicateOptions {
  /** Overrides the embedder kind's threshold. Defaults to `DUPLICATE_THRESHOLDS[embedder.kind]`. */
  threshold?: number;
  signal?: AbortSignal;
}

/**
 * Near-duplicate questions within one paper: each question is compared with every earlier one by
 * meaning (`TextEmbedder`), so a paraphrase in other words is caught as well as a copy. The first
 * of a group passes; the reason quotes the one it repeats (ids mean nothing to a reader, and a
 * question of the same batch has none yet).
 */
export async function nearDuplicates(embedder: TextEmbedder, questions: { id: number | string; question: string }[], options: DuplicateOptions = {}): Promise<Map<number | string, FilterVerdict>> {
  const threshold = options.threshold ?? DUPLICATE_THRESHOLDS[embedder.kind];
  const vectors = await embedder.embed(questions.map((q) => q.question), options.signal);
  const verdicts = new Map<number | string, FilterVerdict>();
  for (const [i, q] of questions.entries()) {
    let best: { question: string; score: number } | undefined;
    for (let j = 0; j < i; j++) {
      options.signal?.throwIfAborted();
      const score = Math.max(0, await questionSimilarity(embedder, q.question, questions[j]!.question, vectors, i, j));
      if (!best || score > best.score) best = { question: questions[j]!.question, score };
    }
    verdicts.set(
      q.id,
      best && best.score >= threshold
        ? { metric: "near-duplicate", value: best.score, verdict: "fail", reason: `asks the same as an earlier question about this paper, ${quoted(best.question)} (${percent(best.score)} alike in meaning)` }
        : {
            metric: "near-duplicate",
            value: best?.score ?? 0,
            verdict: "pass",
            reason: best ? `the closest earlier question, ${quoted(best.question)}, is ${percent(best.score)} alike in meaning` : "the first question about this paper",
          },
    );
  }
  return verdicts;
}

/**
 * Question diversity as SciQAG measures it: the mean cosine similarity over all pairs of a set's
 * questions (lower is more diverse); null for fewer than two questions.
 */
export async function meanQuestionSimilarity(embedder: TextEmbedder, questions: readonly string[], signal?: AbortSignal): Promise<number | null> {
  if (questions.length < 2) return null;
  const vectors = await embedder.embed(questions, signal);
  let sum = 0;
  for (let i = 0; i < vectors.length; i++) for (let j = i + 1; j < vectors.length; j++) sum += cosine(vectors[i]!, vectors[j]!);
  return sum / ((vectors.length * (vectors.length - 1)) / 2);
}
