/** The built-in sentence encoder could not embed: its worker stopped, or its weights would not load. */
export class BuiltInEmbedderFailedError extends Error {
  override readonly name = "BuiltInEmbedderFailedError";
  /** What went wrong underneath, in its own words. */
  readonly reason: string;

  constructor(reason: string) {
    super(`The built-in sentence encoder failed: ${reason}`);
    this.reason = reason;
  }
}
