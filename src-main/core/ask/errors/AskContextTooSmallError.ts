/** The model's context cannot hold the instructions, the question, one passage and room for the answer. */
export class AskContextTooSmallError extends Error {
  override readonly name = "AskContextTooSmallError";
  readonly contextSize: number;
  readonly neededTokens: number;

  constructor(facts: { contextSize: number; promptTokens: number; answerTokens: number; model: string }) {
    const n = (value: number) => value.toLocaleString("en-US");
    super(
      `${facts.model} cannot read even the best passage: its context holds ${n(facts.contextSize)} tokens, and the instructions, the question and that passage take ` +
        `${n(facts.promptTokens)} with ${n(facts.answerTokens)} kept for the answer. Choose a model with a larger context, or allow a shorter answer.`,
    );
    this.contextSize = facts.contextSize;
    this.neededTokens = facts.promptTokens + facts.answerTokens;
  }
}
