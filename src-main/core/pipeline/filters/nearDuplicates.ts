import { type TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import { duplicateThresholds } from "./duplicateThresholds.ts";
import { DuplicateIndex } from "./duplicates/DuplicateIndex.ts";
import type { Pause } from "./duplicates/indexedQa.ts";
import { duplicateVerdict } from "./duplicateVerdict.ts";
import { timeSlices } from "./duplicates/timeSlices.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";
import { likeness, likenessVectors, type Likeness, type LikenessText, type LikenessThresholds, type LikenessVectors } from "./qaLikeness.ts";

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

/** What the likeness measure reads of a QA: a negative's answer is a refusal, so its question is what it asks. */
export function likenessText(qa: Pick<DuplicateCandidate, "question" | "answer" | "negative">): LikenessText {
  return { question: qa.question, answer: qa.negative ? null : qa.answer?.trim() || null };
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
