import { runOptionTitle } from "../../../contract/runOptions.ts";

/**
 * A prompt (plus the room asked for the answer) does not fit in the context window. It fails the
 * same way on every attempt, so a run's item fails at once (pipeline/jobs/permanentErrors.ts).
 */
export class ContextOverflowError extends Error {
  override readonly name = "ContextOverflowError";
  readonly neededTokens: number;
  readonly windowTokens: number;

  /** `detail` breaks the need down, e.g. "1,900 prompt tokens + 256 for the answer". */
  constructor(neededTokens: number, windowTokens: number, detail?: string) {
    super(
      `This request needs ${neededTokens} tokens${detail ? ` (${detail})` : ""}, the context window holds ${windowTokens}. ` +
        `Shorten the text, lower "Output tokens" (the answer's room), or raise "${runOptionTitle("contextSize")}".`,
    );
    this.neededTokens = neededTokens;
    this.windowTokens = windowTokens;
  }
}
