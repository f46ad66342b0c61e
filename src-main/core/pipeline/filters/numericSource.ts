import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";
import { findNumbers, sameValue, type FoundNumber } from "../text/numbers.ts";

/**
 * SciQAG's source validation of numeric values: every number in an answer should occur in the
 * paper. Values are compared as numbers, so "1,000", "1000" and "1e3" match, and a unit glued
 * or spaced ("300K", "300 K") does not matter. Signs are ignored: "a decrease of 0.4 %" states
 * the paper's "−0.4 %".
 */
export function numericSource(answer: string, sourceText: string): FilterVerdict {
  return numericSourceAgainst(answer, sourceNumbers(sourceText));
}

/** The paper's numbers as `numericSourceAgainst` compares them (every reading of each): read once per paper when many answers are checked. */
export function sourceNumbers(sourceText: string): number[] {
  return findNumbers(sourceText).flatMap((n) => n.values.map(Math.abs));
}

/** Whether a number of an answer occurs among the paper's readings. */
export function foundIn(number: FoundNumber, inSource: readonly number[]): boolean {
  return number.values.some((value) => inSource.some((v) => sameValue(v, Math.abs(value))));
}

/** `numericSource` against numbers already read from the paper (`sourceNumbers`). */
export function numericSourceAgainst(answer: string, inSource: readonly number[]): FilterVerdict {
  const inAnswer = findNumbers(answer);
  if (inAnswer.length === 0) return { metric: "numeric-source", value: null, verdict: "pass", reason: "the answer states no numbers", counts: { found: 0, checked: 0 } };
  const missing = inAnswer.filter((n) => !foundIn(n, inSource));
  const counts = { found: inAnswer.length - missing.length, checked: inAnswer.length };
  const ratio = counts.found / counts.checked;
  return missing.length === 0
    ? { metric: "numeric-source", value: ratio, verdict: "pass", reason: inAnswer.length === 1 ? "its one number occurs in the paper" : `all ${inAnswer.length} numbers occur in the paper`, counts }
    : { metric: "numeric-source", value: ratio, verdict: "fail", reason: missingReason(inAnswer.length, missing), counts };
}

/**
 * A fail's reason gives the count its share rests on ("1 of 2 numbers found in the paper"): a
 * reader sees 50% beside it and can tell one number of two from ten of twenty.
 */
function missingReason(stated: number, missing: readonly FoundNumber[]): string {
  const list = missing.map((n) => n.text).join(", ");
  if (stated === 1) return `its one number is not in the paper: ${list}`;
  return `${stated - missing.length} of ${stated} numbers found in the paper; not in it: ${list}`;
}
