import type { LikenessThresholds } from "../qaLikeness.ts";

/**
 * Room left below each threshold when ruling pairs out by their words: `repeats` already allows
 * 1e-9, and cosines of stored 32-bit vectors may exceed the exact ones by about 1e-7.
 */
export const MARGIN = 1e-6;

/** The highest Dice overlap of a set of `size` sharing `shared` words with another of at least `otherSize` (and at least `shared`). */
export const bestDice = (shared: number, size: number, otherSize = 0): number => {
  const common = Math.min(shared, size);
  const other = Math.max(otherSize, common);
  return size + other === 0 ? 0 : (2 * common) / (size + other);
};

/**
 * Whether two QAs sharing at most `questionShared` question words and `answerShared` answer
 * words can reach either threshold of `repeats`, the one holding `questionWords` and
 * `answerWords` content words (null: no answer compared) and the other at least
 * `otherQuestionWords` and `otherAnswerWords` (null: no answer), each cosine taken at its highest,
 * 1 (word-vector cosines of two questions about one paper are high whatever they ask, so the
 * words decide).
 */
export function canRepeat(
  thresholds: LikenessThresholds,
  questionWords: number,
  answerWords: number | null,
  questionShared: number,
  answerShared: number,
  otherQuestionWords = 0,
  otherAnswerWords: number | null = 0,
): boolean {
  const question = Math.sqrt(bestDice(questionShared, questionWords, otherQuestionWords));
  if (question >= thresholds.question - MARGIN) return true;
  if (answerWords === null || otherAnswerWords === null) return false;
  return (question + Math.sqrt(bestDice(answerShared, answerWords, otherAnswerWords))) / 2 >= thresholds.qa - MARGIN;
}

/** Whether the thresholds are so low that QAs sharing no word can repeat: then only comparing every pair is exact. */
export function wordsCannotDecide(thresholds: LikenessThresholds): boolean {
  return thresholds.question - MARGIN <= 0 || thresholds.qa - MARGIN <= 0;
}
