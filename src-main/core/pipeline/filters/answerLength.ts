import { countWords } from "../qaMeasures/countWords.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";

/** Fails an answer outside the length its strategy asked for (CCQG: 40 to 100 words); the value is 1 when it is outside. */
export function answerLength(answer: string, range: { min: number; max: number }): FilterVerdict {
  const words = countWords(answer);
  const wanted = `${range.min} to ${range.max} words asked for`;
  return words >= range.min && words <= range.max
    ? { metric: "answer-length", value: 0, verdict: "pass", reason: `${words} words (${wanted})` }
    : { metric: "answer-length", value: 1, verdict: "fail", reason: `${words} words, ${words < range.min ? "too short" : "too long"} (${wanted})` };
}
