import type { GeneratedQa } from "../../src-main/core/pipeline/strategies/Strategy.ts";

/** A QA as a strategy returns it: single-hop, not a negative, no type, labels or context unless `over` says otherwise. */
export function strategyQa(question: string, answer: string, over: Partial<GeneratedQa> = {}): GeneratedQa {
  return { question, answer, type: null, difficulty: null, hop: "single", negative: false, evidenceQuotes: [], labels: {}, context: {}, ...over };
}
