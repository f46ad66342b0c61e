/** Every attempt produced output that did not parse or validate against the requested schema. */
export class GenerationFailedError extends Error {
  override readonly name = "GenerationFailedError";
  readonly attempts: number;
  /** The raw text of the last attempt, for diagnosis. */
  readonly lastText: string;

  constructor(attempts: number, lastReason: string, lastText: string) {
    super(
      `The model gave no valid output after ${attempts} attempt${attempts === 1 ? "" : "s"}; the last one failed because ${lastReason}. ` +
        `A larger or instruction-tuned model, a simpler schema or more answer tokens usually help.`,
    );
    this.attempts = attempts;
    this.lastText = lastText;
  }
}
