import type { TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import { CHEMLIT_MULTI_CALIBRATION } from "./calibration/chemlitMultiCalibration.ts";
import { likeness, likenessVectors, type LikenessThresholds } from "./qaLikeness.ts";

/** Likeness at or above which a QA repeats an earlier one, each way (see `repeats`). */
export type DuplicateThresholds = LikenessThresholds & {
  /** Where the numbers come from, for the verdict's reason and the report. */
  calibratedOn: string;
};

/**
 * Word vectors' thresholds, chosen on published QAs (bench/reference, `npm run bench:reference`)
 * on SciQAG's even-numbered select_50 papers (the odd ones and ChemLit-QA-multi's odd rows report
 * them): the lowest question likeness flagging at most 1% of those papers' QAs by question
 * alone, 0.82, then the lowest question-and-answer likeness keeping all flags at most 3%, 0.64.
 */
export const WORD_VECTOR_THRESHOLDS: DuplicateThresholds = { question: 0.82, qa: 0.64, calibratedOn: "published QAs (SciQAG, ChemLit-QA)" };

/**
 * The share of the calibration set's pairs of different QAs about one subject that an embedding
 * model's thresholds may flag, each way: what the word-vector thresholds flag on the same pairs
 * (5 and 10 of 440; measured by bench/reference). An embedding model is held to the same
 * false-alarm rate on the hardest pairs, whatever the scale of its cosines.
 */
export const CALIBRATION_FALSE_ALARMS: Record<keyof LikenessThresholds, number> = { question: 5 / 440, qa: 10 / 440 };

/** Pairs of different QAs (different answers) about the same subject in the calibration set. */
export function calibrationPairs(): [number, number][] {
  const pairs: [number, number][] = [];
  const rows = CHEMLIT_MULTI_CALIBRATION;
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length; j++) {
      const a = rows[i]!;
      const b = rows[j]!;
      if (a.topic === b.topic && a.answer !== b.answer && a.question !== b.question) pairs.push([i, j]);
    }
  }
  return pairs;
}

/** The lowest threshold (in hundredths) that flags at most `rate` of `scores`. */
export function thresholdFor(scores: readonly number[], rate: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  const allowed = Math.floor(rate * sorted.length);
  const above = sorted[allowed] ?? 0;
  return Math.min(1, Math.ceil((above + 1e-9) * 100) / 100);
}

/**
 * The threshold (in hundredths) that flags the top `rate` of `scores`: midway between the last
 * score flagged and the first not, since any value in that gap flags the same pairs and the
 * middle leaves room on both sides for QAs the calibration set does not hold.
 */
export function gapThreshold(scores: readonly number[], rate: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  const flagged = Math.round(rate * sorted.length);
  if (flagged === 0) return Math.min(1, Math.ceil(((sorted[0] ?? 0) + 1e-9) * 100) / 100);
  const last = sorted[flagged - 1]!;
  const next = sorted[flagged] ?? 0;
  return Math.min(1, Math.round(((last + next) / 2) * 100) / 100);
}

/**
 * Thresholds for an embedder measured on the calibration set (ChemLit-QA-multi's different QAs
 * about one subject): each flags as many of those pairs as the word-vector thresholds do
 * (`gapThreshold`). Cosines of an embedding model sit on their own scale (on-topic but
 * different questions commonly reach 0.8 with BGE-class models), so a fixed number would be a guess.
 */
export async function calibrateThresholds(embedder: TextEmbedder, signal?: AbortSignal): Promise<DuplicateThresholds> {
  const vectors = await likenessVectors(embedder, CHEMLIT_MULTI_CALIBRATION, signal);
  const pairs = calibrationPairs().map(([i, j]) => likeness(vectors[i]!, vectors[j]!));
  return {
    question: gapThreshold(pairs.map((l) => l.question), CALIBRATION_FALSE_ALARMS.question),
    qa: gapThreshold(pairs.map((l) => l.whole ?? 0), CALIBRATION_FALSE_ALARMS.qa),
    calibratedOn: `this embedding model on ${pairs.length} pairs of different published QAs about one subject`,
  };
}

const calibrated = new WeakMap<TextEmbedder, Promise<DuplicateThresholds>>();

/**
 * The thresholds for this embedder: word vectors' own, or an embedding model's calibration,
 * measured once per embedder (a run makes one) and kept while it lives.
 */
export function duplicateThresholds(embedder: TextEmbedder, signal?: AbortSignal): Promise<DuplicateThresholds> {
  if (embedder.kind === "word-vectors") return Promise.resolve(WORD_VECTOR_THRESHOLDS);
  let thresholds = calibrated.get(embedder);
  if (!thresholds) {
    thresholds = calibrateThresholds(embedder, signal);
    // A cancelled calibration is not kept: the next call measures again.
    thresholds.catch(() => calibrated.delete(embedder));
    calibrated.set(embedder, thresholds);
  }
  return thresholds;
}
