/** The model's context cannot hold a paper-level prompt next to the answer it must leave room for. */
export class ContextTooSmallError extends Error {
  override readonly name = "ContextTooSmallError";
  readonly contextSize: number;
  readonly reservedForAnswer: number;
  readonly instructionTokens: number;
  readonly minimumPaperTokens: number;

  constructor(contextSize: number, reservedForAnswer: number, instructionTokens: number, minimumPaperTokens: number) {
    const left = contextSize - reservedForAnswer - instructionTokens;
    super(
      `The model's context (${contextSize} tokens) is too small for a paper-level prompt: ${reservedForAnswer} tokens are kept for the answer ` +
        `and ${instructionTokens} for the instructions, leaving ${Math.max(0, left)} for the paper (at least ${minimumPaperTokens} needed). ` +
        `Load the model with a larger context size, or lower the strategy's maxTokens.`,
    );
    this.contextSize = contextSize;
    this.reservedForAnswer = reservedForAnswer;
    this.instructionTokens = instructionTokens;
    this.minimumPaperTokens = minimumPaperTokens;
  }
}
