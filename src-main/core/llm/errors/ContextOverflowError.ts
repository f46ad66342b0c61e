/** A prompt (plus the room asked for the answer) does not fit in the context window. */
export class ContextOverflowError extends Error {
  override readonly name = "ContextOverflowError";
  readonly neededTokens: number;
  readonly windowTokens: number;

  /** `detail` breaks the need down, e.g. "1,900 prompt tokens + 256 for the answer". */
  constructor(neededTokens: number, windowTokens: number, detail?: string) {
    super(
      `This request needs ${neededTokens} tokens${detail ? ` (${detail})` : ""}, the context window holds ${windowTokens}. ` +
        `Shorten the text, ask for fewer answer tokens, or use a larger context size.`,
    );
    this.neededTokens = neededTokens;
    this.windowTokens = windowTokens;
  }
}
