// The near-duplicate check as it was before the index (main at 90f62ed, nearDuplicates.ts):
// every QA against every earlier comparable QA. Kept as the reference the index's verdicts are
// held to (test/unit/pipeline/nearDuplicateIndex.test.ts, bench/similarity.bench.ts); quadratic,
// so only for sizes it can finish.
import { duplicateThresholds } from "../../src-main/core/pipeline/filters/duplicateThresholds.ts";
import type { FilterVerdict } from "../../src-main/core/pipeline/qaMeasures/FilterVerdict.ts";
// The verdict's words are the filter's own: only the comparing (every earlier QA) is the reference.
import { likenessReason, quoted } from "../../src-main/core/pipeline/filters/duplicateVerdict.ts";
import { likenessText, type DuplicateCandidate, type DuplicateOptions } from "../../src-main/core/pipeline/filters/nearDuplicates.ts";
import { likeness, likenessValue, likenessVectors, repeats, type Likeness } from "../../src-main/core/pipeline/filters/qaLikeness.ts";
import type { TextEmbedder } from "../../src-main/core/llm/embeddings/TextEmbedder.ts";

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

/**
 * Near-duplicate QAs within one paper: each QA is compared with every earlier one it may repeat
 * (`comparable`), by its question and by question and answer together (`repeats`). The first of a
 * group passes; the reason quotes the one it repeats (ids mean nothing to a reader, and a QA of
 * the same batch has none yet).
 */
export async function exactNearDuplicates(embedder: TextEmbedder, qas: readonly DuplicateCandidate[], options: DuplicateOptions = {}): Promise<Map<number | string, FilterVerdict>> {
  const thresholds = options.thresholds ?? (await duplicateThresholds(embedder, options.signal));
  const vectors = await likenessVectors(embedder, qas.map(likenessText), options.signal);
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
        ? { metric: "near-duplicate", value: likenessValue(best.likeness), verdict: "fail", reason: `repeats an earlier QA ${where}, ${quoted(best.question)}: ${likenessReason(best.likeness, thresholds, true)}` }
        : {
            metric: "near-duplicate",
            value: best ? likenessValue(best.likeness) : null,
            verdict: "pass",
            reason: best ? `the closest earlier QA ${where}, ${quoted(best.question)}: ${likenessReason(best.likeness, thresholds, false)}` : qa.negative ? "no other QA of its context to compare with" : "the first QA about this paper",
          },
    );
  }
  return verdicts;
}
