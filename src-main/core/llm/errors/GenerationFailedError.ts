import { shownText } from "../../../contract/shownName.ts";

/** Every attempt produced output that did not parse or validate against the requested schema. */
export class GenerationFailedError extends Error {
  override readonly name = "GenerationFailedError";
  readonly attempts: number;
  /** The raw text of the last attempt, for diagnosis. */
  readonly lastText: string;

  /**
   * `lastReason` may quote the model's output (JSON.parse's message holds its first characters,
   * raw): it is shown on one line with its controls escaped, so a model that writes a line break
   * or a right-to-left override cannot start a log line of its own or turn the message around.
   */
  constructor(attempts: number, lastReason: string, lastText: string) {
    super(
      `The model gave no valid output after ${attempts} attempt${attempts === 1 ? "" : "s"}; the last one failed because ${shownText(lastReason)}. ` +
        `A larger or instruction-tuned model, a simpler schema or more answer tokens usually help.`,
    );
    this.attempts = attempts;
    this.lastText = lastText;
  }
}
