import type { LikenessThresholds } from "../qaLikeness.ts";

/**
 * Room left below each threshold when ruling pairs out by their words: `repeats` already allows
 * 1e-9, and cosines of stored 32-bit vectors may exceed the exact ones by about 1e-7.
 */
const MARGIN = 1e-6;

/** The highest Dice overlap two word sets can have when they share `shared` words and one holds `size`: the other holding only those. */
const bestDice = (shared: number, size: number) => (size + shared === 0 ? 0 : (2 * shared) / (size + shared));

/**
 * The fewest words (question words and answer words counted apart) that a QA with `questionWords`
 * content words in its question and `answerWords` in its answer (null: no answer compared) must
 * share with another QA for the pair to reach either threshold of `repeats`, whatever the other
 * QA holds; Infinity when no QA can. It takes every cosine at its highest, 1: word-vector
 * cosines of two questions about one paper are high whatever they ask, so the words decide.
 * Null when the thresholds are so low that QAs sharing no word can repeat (then only comparing
 * every pair is exact).
 */
export function minimumOverlap(questionWords: number, answerWords: number | null, thresholds: LikenessThresholds): number | null {
  const question = thresholds.question - MARGIN;
  const whole = thresholds.qa - MARGIN;
  if (question <= 0 || whole <= 0) return null;
  let fewest = Infinity;
  // By the question: likeness = sqrt(cosine × Dice) ≥ threshold needs Dice ≥ threshold².
  for (let shared = 1; shared <= questionWords; shared++) {
    if (bestDice(shared, questionWords) >= question * question) {
      fewest = shared;
      break;
    }
  }
  if (answerWords === null) return fewest;
  // By question and answer together: the mean of the two likenesses ≥ threshold (answers
  // sharing no word count too: a low threshold can be reached on the question alone).
  for (let inQuestion = 0; inQuestion <= questionWords && inQuestion < fewest; inQuestion++) {
    const questionPart = Math.sqrt(bestDice(inQuestion, questionWords));
    for (let inAnswer = 0; inAnswer <= answerWords && inQuestion + inAnswer < fewest; inAnswer++) {
      if ((questionPart + Math.sqrt(bestDice(inAnswer, answerWords))) / 2 >= whole) {
        fewest = inQuestion + inAnswer;
        break;
      }
    }
  }
  return fewest;
}
