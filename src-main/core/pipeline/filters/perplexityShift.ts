import type { ScoringPort } from "../ports.ts";
import type { FilterVerdict } from "./FilterVerdict.ts";

export interface PerplexityShiftOptions {
  /** Accept when the shift is above this. Defaults to 0 (ScIRGen's rule: accept when positive). */
  threshold?: number;
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
 * ScIRGen's dSePer: how much more likely the model finds the answer when it sees the evidence
 * than when it sees only the question, as log P(answer | question, evidence) −
 * log P(answer | question). A positive shift means the evidence supports the answer; answers the
 * model would give anyway, or that the evidence makes less likely, are rejected.
 */
export async function perplexityShift(scorer: ScoringPort, question: string, answer: string, evidence: string[], options: PerplexityShiftOptions = {}): Promise<FilterVerdict> {
  if (evidence.length === 0) return { metric: "dseper", value: null, verdict: "fail", reason: "no evidence sentence to condition on" };
  const { withContext, withoutContext } = perplexityShiftPrompts(question, evidence);
  const spaced = ` ${answer.trim()}`;
  const withEvidence = await scorer.answerLogProbability(withContext, spaced, options.signal);
  const alone = await scorer.answerLogProbability(withoutContext, spaced, options.signal);
  const shift = withEvidence - alone;
  const threshold = options.threshold ?? 0;
  const detail = `log P(answer | question, evidence) = ${withEvidence.toFixed(2)}, log P(answer | question) = ${alone.toFixed(2)}`;
  return shift > threshold
    ? { metric: "dseper", value: shift, verdict: "pass", reason: `the evidence makes the answer more likely (shift ${shift.toFixed(2)} > ${threshold}; ${detail})` }
    : { metric: "dseper", value: shift, verdict: "fail", reason: `the evidence does not support the answer (shift ${shift.toFixed(2)} ≤ ${threshold}; ${detail})` };
}
