/** Running totals for one generator, to show what prefix reuse saves. */
export interface GeneratorTotals {
  requests: number;
  /** Prompt tokens handed to the engine. */
  promptTokensSubmitted: number;
  /** Prompt tokens actually evaluated (the rest were already in a sequence's state). */
  promptTokensEvaluated: number;
  generatedTokens: number;
}

export const emptyGeneratorTotals = (): GeneratorTotals => ({ requests: 0, promptTokensSubmitted: 0, promptTokensEvaluated: 0, generatedTokens: 0 });
