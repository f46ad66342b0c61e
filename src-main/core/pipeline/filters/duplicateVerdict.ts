import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";
import type { Finding } from "./duplicates/indexedQa.ts";
import { likenessValue, type Likeness, type LikenessThresholds } from "./qaLikeness.ts";

// The near-duplicate check's words: what a reviewer reads beside a QA's verdict, from what the
// index found. Apart from the check itself (nearDuplicates.ts) so the run's indexes, the tests'
// exhaustive reference and the check share one wording.

/** An earlier question as a reader recognizes it: its words, cut short when long. */
export function quoted(question: string): string {
  const text = question.trim().replace(/\s+/g, " ");
  return `"${text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text}"`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * What an earlier QA never measured (`canRepeat` ruled it out by its words) is known to be below,
 * as `likenessValue` writes it: the whole QA's likeness is below the question-and-answer
 * threshold, and a question's alone (when either has no answer) below the question threshold.
 * For a QA with an answer either may be the figure, so the higher threshold bounds it.
 */
export function likenessBound(thresholds: LikenessThresholds, hasAnswer: boolean): number {
  return hasAnswer ? Math.max(thresholds.question, thresholds.qa) : thresholds.question;
}

/** Why a QA repeats, or passes beside, the closest earlier QA, in words a reviewer can check. */
export function likenessReason(l: Likeness, thresholds: LikenessThresholds, repeated: boolean): string {
  const byQuestion = l.question >= thresholds.question;
  if (repeated && byQuestion) return `the questions are ${percent(l.question)} alike; ${percent(thresholds.question)} or more asks the same`;
  if (repeated) return `question and answer together ${percent(l.whole!)} alike; ${percent(thresholds.qa)} or more is a repeat`;
  return l.whole === null
    ? `questions ${percent(l.question)} alike; ${percent(thresholds.question)} would ask the same`
    : `question and answer together ${percent(l.whole)} alike, questions ${percent(l.question)}; ${percent(thresholds.qa)} and ${percent(thresholds.question)} would be repeats`;
}

/**
 * The stored verdict of a QA from what the index found: it fails when it repeats an earlier QA,
 * naming the most alike of those it repeats. A pass names the closest earlier QA when every
 * earlier one was measured (`exhaustive`); otherwise it says how many shared enough words with
 * it to be measured and names the closest of those, never claiming more. `hasAnswer`: the QA has
 * an answer the measure compares (`likenessText`), which sets the bound of an unmeasured likeness.
 */
export function duplicateVerdict(finding: Finding, questionAt: (position: number) => string, thresholds: LikenessThresholds, negative: boolean, hasAnswer: boolean): FilterVerdict {
  const where = negative ? "about the same context" : "about this paper";
  const best = finding.best;
  const base = { metric: "near-duplicate", value: best ? likenessValue(best.likeness) : 0 };
  if (best?.repeated) return { ...base, verdict: "fail", reason: `repeats an earlier QA ${where}, ${quoted(questionAt(best.position))}: ${likenessReason(best.likeness, thresholds, true)}` };
  // Nothing was compared, so there is no likeness to give: a 0% would read as "compared, and unlike
  // anything", and would count in the check's accept rate. Stored without a value, as a check
  // with nothing to check is (contract/scoreWords.ts).
  if (finding.earlier === 0) return { ...base, value: null, verdict: "pass", reason: negative ? "no other QA of its context to compare with" : "the first QA about this paper" };
  if (finding.exhaustive) return { ...base, verdict: "pass", reason: `the closest earlier QA ${where}, ${quoted(questionAt(best!.position))}: ${likenessReason(best!.likeness, thresholds, false)}` };
  const others = finding.earlier - finding.compared;
  // Past the index's exhaustive range only the earlier QAs sharing enough words were measured: the
  // counts say so (compared of earlier), and when none was, the likeness is known only to be below
  // a repeat's. Stored without a value, as a 0% would claim a measurement; the counts tell it
  // apart from "nothing to compare" (contract/scoreWords.ts).
  const counts = { found: finding.compared, checked: finding.earlier };
  if (!best) return { ...base, value: null, counts, verdict: "pass", reason: `below ${percent(likenessBound(thresholds, hasAnswer))}: none of the ${finding.earlier} earlier QAs ${where} shares enough words with it to be that alike` };
  return {
    ...base,
    counts,
    verdict: "pass",
    reason: `the closest of the ${finding.compared} earlier QAs ${where} sharing enough words with it to repeat it (the other ${others} share too few), ${quoted(questionAt(best.position))}: ${likenessReason(best.likeness, thresholds, false)}`,
  };
}
