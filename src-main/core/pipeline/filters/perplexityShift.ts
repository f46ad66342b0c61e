import { PERPLEXITY_SHIFT_FILTER } from "../../../contract/metricIds.ts";
import type { ScoringPort } from "../ports.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";

export interface PerplexityShiftOptions {
  /** Accept when the shift is above this. Defaults to 0 (ScIRGen's rule: accept when positive). */
  threshold?: number;
  /**
   * What the context texts are, for the reason ("the 3 paragraphs of the paper retrieved for the
   * question"). Defaults to "the evidence".
   */
  contextName?: string;
  signal?: AbortSignal;
}

/** The two prompts ScIRGen compares: the question with its evidence, and the question alone. */
export function perplexityShiftPrompts(question: string, evidence: string[]): { withContext: string; withoutContext: string } {
  const context = evidence.map((e) => `- ${e}`).join("\n");
  return {
    withContext: `Context:\n${context}\n\nQuestion: ${question}\nAnswer:`,
    withoutContext: `Question: ${question}\nAnswer:`,
  };
}

/**
 * ScIRGen's dSePer: how much more likely the model finds the answer when it sees the context
 * (the QA's evidence, or for ScIRGen the paragraphs retrieved for its question) than when it sees
 * only the question, as log P(answer | question, context) − log P(answer | question). A positive
 * shift means the context supports the answer; answers the model would give anyway, or that the
 * context makes less likely, are rejected. When the scorer names its model, the reason does too.
 */
export async function perplexityShift(scorer: ScoringPort, question: string, answer: string, evidence: string[], options: PerplexityShiftOptions = {}): Promise<FilterVerdict> {
  const what = options.contextName ?? "the evidence";
  const by = scorer.model ? ` (scored by ${scorer.model.name})` : "";
  if (evidence.length === 0) {
    const reason = options.contextName ? `there is no context to test the answer against: ${what}` : "no evidence sentence was given, so there is nothing to test the answer against";
    return { metric: PERPLEXITY_SHIFT_FILTER, value: null, verdict: "fail", reason };
  }
  const { withContext, withoutContext } = perplexityShiftPrompts(question, evidence);
  const spaced = ` ${answer.trim()}`;
  const withEvidence = await scorer.answerLogProbability(withContext, spaced, options.signal);
  const alone = await scorer.answerLogProbability(withoutContext, spaced, options.signal);
  const shift = withEvidence - alone;
  const threshold = options.threshold ?? 0;
  // In words a reviewer can check: how the answer's log-probability moved, and the bar it had to clear.
  const without = what === "the evidence" ? "the evidence" : "that context";
  const moved = `its log-probability goes from ${alone.toFixed(2)} without ${without} to ${withEvidence.toFixed(2)} with it (${shift >= 0 ? "+" : "−"}${Math.abs(shift).toFixed(2)}; it must rise by more than ${threshold})${by}`;
  return shift > threshold
    ? { metric: PERPLEXITY_SHIFT_FILTER, value: shift, verdict: "pass", reason: `reading ${what} makes the model find the answer more likely: ${moved}` }
    : { metric: PERPLEXITY_SHIFT_FILTER, value: shift, verdict: "fail", reason: `reading ${what} does not make the model find the answer likely enough: ${moved}` };
}
