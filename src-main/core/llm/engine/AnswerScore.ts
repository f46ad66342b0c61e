/** How likely the model finds a given answer after a given prompt (teacher-forced). */
export interface AnswerScore {
  /** Sum of `tokens[i].logProb`: the log-probability of the whole answer. */
  logProb: number;
  /** Mean log-probability per token (minus the log of the perplexity). */
  meanLogProb: number;
  tokens: { token: number; text: string; logProb: number }[];
  promptTokens: number;
  /** Prompt tokens actually evaluated; the rest were reused from an earlier request on the sequence. */
  evaluatedPromptTokens: number;
}
