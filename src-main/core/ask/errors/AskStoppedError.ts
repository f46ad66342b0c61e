/** The answer was stopped before the model finished it; nothing was stored. */
export class AskStoppedError extends Error {
  override readonly name = "AskStoppedError";

  constructor() {
    super("Stopped before the answer was finished; nothing was stored.");
  }
}
