import type { FilterVerdict } from "./FilterVerdict.ts";

/** Words in a text, as a reader counts them. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Fails an answer outside the length its strategy asked for (CCQG: 40 to 100 words); the value is 1 when it is outside. */
export function answerLength(answer: string, range: { min: number; max: number }): FilterVerdict {
  const words = countWords(answer);
  const wanted = `${range.min} to ${range.max} words asked for`;
  return words >= range.min && words <= range.max
    ? { metric: "answer-length", value: 0, verdict: "pass", reason: `${words} words (${wanted})` }
    : { metric: "answer-length", value: 1, verdict: "fail", reason: `${words} words, ${words < range.min ? "too short" : "too long"} (${wanted})` };
}
