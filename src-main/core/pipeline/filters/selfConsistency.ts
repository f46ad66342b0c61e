import { cosine, type TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import { answerSentences } from "../qaMeasures/answerSentences.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";

/**
 * Agreement every sentence of an answer needs with the sampled answers, per kind of embedder.
 *
 * Word vectors, 0.85: answers to one question from the same paragraphs share most of their
 * vocabulary, so word-vector cosines between their sentences run high; a sentence that states
 * something no sample states falls to the 0.7s, as unrelated sentences of one paper do (the
 * pairing calibration in strategies/ccqg/rankQuestions.ts: other paragraphs' sentences median
 * 0.75 to 0.79), and a refusing sample counts as 0.
 *
 * Embedding model, 0.75: not calibrated here, as no real embedding model is on this machine.
 */
export const CONSISTENCY_THRESHOLDS: Record<TextEmbedder["kind"], number> = { "embedding-model": 0.75, "word-vectors": 0.85 };

/**
 * With the model's own judgement ("support" given), the share of samples a sentence needs
 * behind it: a sentence most samples do not back is the model's one-off.
 */
export const MODEL_CONSISTENCY_THRESHOLD = 0.5;

/** What the strategy hands the filter: the extra answers it sampled, and its threshold if set. */
export interface SelfCheckInput {
  /** One text per sample; an empty string for a sample that refused to answer. */
  samples: string[];
  /** Null takes `CONSISTENCY_THRESHOLDS[embedder.kind]`, or `MODEL_CONSISTENCY_THRESHOLD` with `support`. */
  threshold: number | null;
  /**
   * Per sentence of the answer (as `answerSentences` cuts it), the share of samples the model
   * judged to back it. Given, it replaces the comparison by vectors. Defaults to none.
   */
  support?: number[];
}

/**
 * SelfCheckGPT's idea on vectors: a sentence the model would write again when asked again is
 * probably grounded; one it writes only once is probably made up. For each sentence of the answer,
 * its agreement with one sample is the highest cosine to any of that sample's sentences (0 for a
 * sample with none), and its score is the mean over samples. Returns each sentence's score.
 */
export function sentenceAgreement(answer: readonly number[][], samples: readonly (readonly number[][])[]): number[] {
  return answer.map((sentence) => {
    if (samples.length === 0) return 0;
    const perSample = samples.map((sample) => Math.max(0, ...sample.map((s) => cosine(sentence, s))));
    return perSample.reduce((a, b) => a + b, 0) / samples.length;
  });
}

/**
 * The consistency check: the weakest sentence decides, since the paper drops an answer with any
 * hallucination in it. The reason quotes that sentence.
 */
export async function selfConsistency(embedder: TextEmbedder, answer: string, input: SelfCheckInput, signal?: AbortSignal): Promise<FilterVerdict> {
  const byModel = input.support !== undefined;
  const threshold = input.threshold ?? (byModel ? MODEL_CONSISTENCY_THRESHOLD : CONSISTENCY_THRESHOLDS[embedder.kind]);
  const sentences = answerSentences(answer);
  if (input.samples.length === 0) return { metric: "self-consistency", value: null, verdict: "pass", reason: "no answers were sampled to compare with" };
  if (sentences.length === 0) return { metric: "self-consistency", value: 0, verdict: "fail", reason: "the answer has no sentence to compare" };
  let scores: number[];
  if (byModel) {
    scores = sentences.map((_, i) => input.support![i] ?? 0);
  } else {
    const split = input.samples.map(answerSentences);
    const vectors = await embedder.embed([...sentences, ...split.flat()], signal);
    const own = vectors.slice(0, sentences.length);
    let at = sentences.length;
    const sampleVectors = split.map((s) => vectors.slice(at, (at += s.length)));
    scores = sentenceAgreement(own, sampleVectors);
  }
  const weakest = scores.indexOf(Math.min(...scores));
  const value = scores[weakest]!;
  const refused = input.samples.filter((s) => answerSentences(s).length === 0).length;
  const quote = sentences[weakest]!.length > 90 ? `${sentences[weakest]!.slice(0, 87).trimEnd()}…` : sentences[weakest]!;
  const of = `${input.samples.length} sampled answer${input.samples.length === 1 ? "" : "s"}${refused > 0 ? `, ${refused} of which refused` : ""}${byModel ? " (as the model judged them)" : ""}`;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  return value >= threshold
    ? { metric: "self-consistency", value, verdict: "pass", reason: `every sentence agrees with the ${of}; the least, "${quote}", ${pct(value)} (at least ${pct(threshold)} needed)` }
    : { metric: "self-consistency", value, verdict: "fail", reason: `"${quote}" agrees with the ${of} only ${pct(value)} (at least ${pct(threshold)} needed): it may be made up` };
}
